import type { Faction } from '@muster/shared-kernel/core';

/**
 * Which state of a faction the page shows. The public reads its latest approved
 * version: 'Version N'. Its author, listed editors and moderators (`seesWorkingCopy`) read the
 * working copy they edit: the same 'Version N' once it is approved, else 'Working copy' and what
 * everyone else sees meanwhile. Nothing for a draft never approved (the DRAFT badge says enough),
 * nor for a faction never approved read by someone who cannot edit it.
 */
export function FactionVersionMarker({
  faction,
  seesWorkingCopy,
}: {
  faction: Faction;
  seesWorkingCopy: boolean;
}) {
  const shown = faction.factionVersion ?? null;
  const latest = faction.latestVersion ?? null;
  if (shown !== null) return <span className="fx-version">Version {shown}</span>;
  if (!seesWorkingCopy) return null;
  if (faction.reviewed)
    return latest === null ? null : <span className="fx-version">Version {latest}</span>;
  // A draft never approved: the DRAFT badge says it all.
  if (latest === null && !faction.public) return null;
  return (
    <>
      <span className="fx-version fx-version-working">Working copy</span>
      <p className="fx-version-note">
        {latest === null
          ? 'Not approved yet: once a moderator approves it, this becomes version 1.'
          : `These changes wait for a moderator; everyone else sees version ${latest}.`}
      </p>
    </>
  );
}
