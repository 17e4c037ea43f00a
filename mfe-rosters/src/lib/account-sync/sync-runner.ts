/**
 * When a signed-in user's rosters sync with their account: when a roster screen opens, a couple
 * of seconds after a change, when the connection comes back and when the tab is shown again; one
 * run at a time. Downloaded (with the kernel's sync engine) only for a signed-in user, after the
 * page has drawn, so a visitor's first visit downloads none of it.
 */
import { onlineManager } from '@tanstack/react-query';
import { isOnline, isTokenExpired, notify, sessionStore } from '@muster/shared-kernel/client';
import {
  loadAccountSync,
  memoryRosterStorage,
  rosterStore,
  type AccountSync,
  type SyncOutcome,
} from '@muster/shared-kernel/client/rosters';
import type { Roster } from '@muster/shared-kernel/core';

/** Where the last run got to: nothing yet, running, done, offline, or failed (toasted). */
export type SyncPhase = 'idle' | 'running' | 'kept' | 'offline' | 'failed';

/** What the roster screens show of the sync. */
export interface SyncView {
  phase: SyncPhase;
  /** Rosters made here before the user first synced here, offered for the account. */
  offer: Roster[];
  /** The keys of the rosters the account holds, as the last run found; null before any run. */
  kept: readonly string[] | null;
}

/** How long after a change of a roster its run starts: a burst of clicks is one run. */
export const CHANGE_DELAY_MS = 2000;

/** The toast of a conflict copy a run brought. */
export const conflictCopyText = (name: string) =>
  `Changed on two devices: the other version is kept as "${name}".`;

const IDLE: SyncView = { phase: 'idle', offer: [], kept: null };
let view: SyncView = IDLE;
const listeners = new Set<() => void>();

function show(next: SyncView): void {
  view = next;
  for (const listener of listeners) listener();
}

/** The screens' view of the sync, for useSyncExternalStore. */
export const syncView = {
  get: (): SyncView => view,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function bookkeepingStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage refused: the rosters live in memory too, and so does what was synced.
  }
  return memoryRosterStorage();
}

/** The sync of the signed-in user while a roster screen is open. */
interface Started {
  username: string;
  /** When the session it syncs for signed in: a new sign-in starts a new sync. */
  signedInAt: number | undefined;
  sync: Promise<AccountSync>;
  /** How many roster screens hold it. */
  holders: number;
  detach: () => void;
}

let started: Started | null = null;

/** The kernel's sync engine for the user, downloaded on first use. */
function loadEngine(username: string, signedInAt: number | undefined): Promise<AccountSync> {
  const engine = loadAccountSync().then(({ createAccountSync }) =>
    createAccountSync({
      store: rosterStore,
      storage: bookkeepingStorage(),
      username,
      ...(signedInAt === undefined ? {} : { signedInAt }),
    }),
  );
  // A failed download is met by the next run (runOnce), not reported as unhandled.
  engine.catch(() => undefined);
  return engine;
}
let running = false;
/** A run was asked for while one was on its way: one more follows it. */
let again = false;
/** A roster changed while a run was on its way (the run's own writes included). */
let changedDuringRun = false;
let changeTimer: ReturnType<typeof setTimeout> | undefined;

const signedIn = (username: string) => {
  const { token, username: current } = sessionStore.get();
  return token !== null && current === username && !isTokenExpired(token);
};

async function runOnce(current: Started, act: (sync: AccountSync) => Promise<SyncOutcome>) {
  if (!signedIn(current.username)) return;
  if (!isOnline()) {
    show({ ...view, phase: 'offline' });
    return;
  }
  let sync: AccountSync;
  try {
    sync = await current.sync;
  } catch {
    // The engine could not be downloaded (the connection went as the page opened): the next
    // occasion downloads it again.
    current.sync = loadEngine(current.username, current.signedInAt);
    show({ ...view, phase: isOnline() ? 'failed' : 'offline' });
    return;
  }
  show({ ...view, phase: 'running' });
  changedDuringRun = false;
  const outcome = await act(sync);
  // Signed out or another user while it ran: the screens show that user's state, not this one.
  if (started !== current) return;
  for (const name of outcome.conflictCopies) notify.info(conflictCopyText(name));
  if (outcome.error && !outcome.offline) notify.error(outcome.error);
  show({
    phase: outcome.offline ? 'offline' : outcome.error ? 'failed' : 'kept',
    offer: outcome.offer,
    kept: outcome.kept,
  });
  if (changedDuringRun && sync.pending()) {
    sync.noticeChange();
    again = true;
  }
}

/** Runs now, or right after the run on its way. */
function request(act: (sync: AccountSync) => Promise<SyncOutcome> = (sync) => sync.run()): void {
  const current = started;
  if (!current) return;
  if (running) {
    again = true;
    return;
  }
  running = true;
  void runOnce(current, act)
    .catch(() => show({ ...view, phase: 'failed' }))
    .finally(() => {
      running = false;
      if (again) {
        again = false;
        request();
      }
    });
}

function attach(current: Started): () => void {
  const changed = () => {
    if (running) {
      changedDuringRun = true;
      return;
    }
    void current.sync.then((sync) => sync.noticeChange()).catch(() => undefined);
    clearTimeout(changeTimer);
    changeTimer = setTimeout(() => request(), CHANGE_DELAY_MS);
  };
  const visible = () => {
    if (document.visibilityState === 'visible') request();
  };
  const stopStore = rosterStore.subscribe(changed);
  const stopOnline = onlineManager.subscribe((online) => (online ? request() : undefined));
  document.addEventListener('visibilitychange', visible);
  return () => {
    stopStore();
    stopOnline();
    document.removeEventListener('visibilitychange', visible);
    clearTimeout(changeTimer);
  };
}

/**
 * A roster screen opened for `username`, signed in at `signedInAt`: syncs now, and on every later occasion until every
 * screen that started it has let go (the answer lets go).
 */
export function holdAccountSync(username: string, signedInAt?: number): () => void {
  if (started?.username !== username || started.signedInAt !== signedInAt) {
    started?.detach();
    show(IDLE);
    const sync = loadEngine(username, signedInAt);
    started = { username, signedInAt, sync, holders: 0, detach: () => undefined };
    started.detach = attach(started);
  }
  const current = started;
  current.holders += 1;
  request();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    current.holders -= 1;
    if (current.holders > 0 || started !== current) return;
    current.detach();
    started = null;
    show(IDLE);
  };
}

/** Sends the offered rosters to the account. */
export function acceptOffer(keys: readonly string[]): void {
  request((sync) => sync.accept(keys));
}

/** Never offers these rosters again. */
export function declineOffer(keys: readonly string[]): void {
  const current = started;
  if (!current) return;
  show({ ...view, offer: view.offer.filter((roster) => !keys.includes(roster.key)) });
  void current.sync.then((sync) => sync.decline(keys)).catch(() => undefined);
}
