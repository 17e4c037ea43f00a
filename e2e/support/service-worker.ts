import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's service worker is active: its install kept the shell, the start page
 * and every remote's files (the worker installs only once they are kept, or failed).
 */
export async function serviceWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 30_000 },
    )
    .toBe('activated');
}

/**
 * Waits until the reads a roster needs are kept in IndexedDB (query-persistence.ts): at least
 * `count` reads, the faction named `slug` among them, and with `pinned` an approved version of it
 * (what a roster built on a version reads its units from, offline too).
 */
export async function rosterReadsKept(
  page: Page,
  slug: string,
  { count = 5, pinned = false } = {},
): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([factionSlug, needsVersion]) =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onerror = () => resolve(0);
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('keyval')) return resolve(0);
                const read = db
                  .transaction('keyval')
                  .objectStore('keyval')
                  .get('muster-offline-queries');
                read.onsuccess = () => {
                  const queries = (read.result?.state?.queries ?? []) as { queryKey: unknown[] }[];
                  const of = (kind: string) =>
                    queries.some(
                      (query) => query.queryKey[1] === kind && query.queryKey[2] === factionSlug,
                    );
                  const complete = of('detail') && (!needsVersion || of('version'));
                  resolve(complete ? queries.length : 0);
                };
                read.onerror = () => resolve(0);
              };
            }),
          [slug, pinned] as const,
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
}
