import type { Roster } from '@muster/shared-kernel/core';
import type { SyncPhase } from '../../../lib/account-sync/sync-runner';
import type { useAccountSync } from '../../../lib/account-sync/use-account-sync';

/** The status line's words, by phase (none before the first run, or after a failure: toasted). */
export const SYNC_STATUS_TEXTS: Readonly<Record<SyncPhase, string | null>> = {
  idle: null,
  running: 'Saving to your account...',
  kept: 'Kept in your account',
  offline: 'Offline: your changes go up when the connection returns',
  failed: null,
};

/** Said of a roster of the list that the account does not hold. */
export const ONLY_HERE_TEXT = 'Only in this browser';

/**
 * The status line once a run is done, true of every roster listed: 'Kept in your account' only
 * when the account holds them all (`kept`: the keys it holds).
 */
export function keptStatusText(rosters: readonly Roster[], kept: readonly string[]): string {
  const here = rosters.filter((roster) => !kept.includes(roster.key)).length;
  if (here === 0) return SYNC_STATUS_TEXTS.kept ?? '';
  if (here === rosters.length) {
    return here === 1
      ? 'This roster is only in this browser'
      : 'These rosters are only in this browser';
  }
  return here === 1
    ? 'Kept in your account, except 1 roster only in this browser'
    : `Kept in your account, except ${here} rosters only in this browser`;
}

/** Whether the list marks a roster 'Only in this browser': a run found the account without it. */
export function onlyHere(sync: ReturnType<typeof useAccountSync>, key: string): boolean {
  const kept = sync?.view.kept;
  return kept !== null && kept !== undefined && !kept.includes(key);
}

/** The offer's words, for one roster or several. */
export function offerTexts(count: number) {
  return count === 1
    ? { question: 'Keep this roster in your account?', keep: 'Keep It', later: 'Not Now' }
    : {
        question: `Keep these ${count} rosters in your account?`,
        keep: 'Keep Them',
        later: 'Not Now',
      };
}

/**
 * For a signed-in user: a quiet line saying where their rosters stand with the account, and the
 * offer of the rosters this browser held before they first synced here. Nothing for a visitor.
 */
export function AccountSyncNotice({
  sync,
  rosters,
}: {
  sync: ReturnType<typeof useAccountSync>;
  rosters: Roster[];
}) {
  if (!sync) return null;
  const { runner, view } = sync;
  const status =
    view.phase === 'kept' && view.kept
      ? keptStatusText(rosters, view.kept)
      : SYNC_STATUS_TEXTS[view.phase];
  // A roster deleted since the offer was made is no longer offered.
  const offered = view.offer.filter((roster) => rosters.some((held) => held.key === roster.key));
  const keys = offered.map((roster) => roster.key);
  const texts = offerTexts(offered.length);
  return (
    <>
      <p className="roster-sync-status muted" role="status">
        {status}
      </p>
      {offered.length > 0 && (
        <section className="roster-sync-offer" aria-labelledby="roster-sync-offer-title">
          <p id="roster-sync-offer-title">{texts.question}</p>
          <div className="btn-row">
            <button type="button" className="btn" onClick={() => runner.acceptOffer(keys)}>
              {texts.keep}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => runner.declineOffer(keys)}
            >
              {texts.later}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
