import { can, type Actor, type Owned } from './can.js';

/**
 * The approved version of a faction that `actor` (null: a visitor) reads, or null when it reads
 * the working copy. Its author, listed editors and moderators always read the working copy, which
 * they edit. Everyone else reads the latest approved version (`latest`) whatever the faction's
 * listing, so what waits for review never reaches them; a faction never approved (a draft) is
 * read by anyone with its link as its working copy: drafts are unlisted, not secret. Whether it
 * appears in the public's lists is the listing's business, not this rule's. The API and the mock
 * API both decide by it.
 */
export function factionVersionShown<Version>(
  actor: Actor | null | undefined,
  faction: Owned,
  latest: Version | null,
): Version | null {
  return can(actor, 'faction:edit', faction) ? null : latest;
}
