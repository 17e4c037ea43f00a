/**
 * The shell's side of its service worker, loaded after the first paint: registers
 * /sw.js through workbox-window, announces a new shell when a new worker is waiting, and asks the
 * worker to keep the remotes' new files before the page reloads onto them.
 */
import { Workbox } from 'workbox-window';
import { KEEP_REMOTES } from './worker-messages';
import type { UpdateStore } from './update-store';

/** The registered worker of the page, once there is one. */
let workbox: Workbox | null = null;

/**
 * Registers the worker. A new worker installed beside the running one waits: the banner offers
 * Reload, which lets it take over and then reloads the page (the running page never switches
 * workers by itself).
 */
export async function registerServiceWorker(store: UpdateStore): Promise<void> {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    store.announce('shell', async () => {
      const controlling = new Promise<void>((resolve) =>
        wb.addEventListener('controlling', () => resolve()),
      );
      wb.messageSkipWaiting(); // SKIP_WAITING of worker-messages.ts
      await controlling;
    });
  });
  await wb.register();
  workbox = wb;
}

/** Asks the browser to look for a new /sw.js now (besides its own checks on navigation). */
export async function lookForNewWorker(): Promise<void> {
  await workbox?.update();
}

/**
 * Asks the worker to keep the current version of every remote, and waits until it has: a page
 * reloaded then starts each remote from a complete set. Nothing to wait for without a worker.
 */
export async function keepRemotesInWorker(): Promise<void> {
  if (workbox) await workbox.messageSW({ type: KEEP_REMOTES });
}
