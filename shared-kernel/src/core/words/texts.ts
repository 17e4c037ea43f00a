/** Faction and scenario card titles are cut at 32 characters. */
export const CARD_TITLE_LIMIT = 32;

/** Page card titles are cut at 27 characters. */
export const PAGE_TITLE_LIMIT = 27;

/** Ability descriptions on unit cards are cut to 500 characters. */
export const ABILITY_TEXT_LIMIT = 500;

/** What a cut text ends with: three dots, inside the limit (a 32 cut is 29 plus the ellipsis). */
const CUT_MARK = '...';

/**
 * A text of at most `limit` characters: itself when it fits, else its start and '...', the whole
 * `limit` characters long (a title cut at 32 characters is 29 plus an ellipsis).
 */
export function cutText(text: string, limit: number): string {
  return text.length > limit
    ? `${text.slice(0, Math.max(0, limit - CUT_MARK.length))}${CUT_MARK}`
    : text;
}

/**
 * The message of the 409 a save gets when it names an older `version` than the stored one
 * (someone else saved in between). The API answers it and the editors show it, with
 * Reload, instead of a toast: this one constant is what both compare.
 */
export const CONFLICT_MESSAGE = 'Someone else changed this since you opened it';

/**
 * What the API answers (410) for an invite link that can no longer be used, by why; the register
 * page shows the same words.
 */
export const INVITATION_GONE_MESSAGES = {
  used: 'This invitation has been used',
  revoked: 'This invitation has been revoked',
  expired: 'This invitation has expired',
} as const;

/** Why an invitation can no longer be used. */
export type InvitationEnd = keyof typeof INVITATION_GONE_MESSAGES;

/**
 * What the site says when it needs the server and the browser is offline: the API
 * client's toast for a refused call, and a screen still waiting for a read.
 */
export const OFFLINE_MESSAGE = 'You are offline';

/**
 * Shown for a share link that is cut short, mangled or holds no roster: by the page that opens
 * it, and by the server's verifier (a 400).
 */
export const BAD_SHARE_LINK_MESSAGE =
  'This share link is broken: it may have been cut short when it was copied. Ask for the link again.';

/**
 * Shown when a roster is too large for a link: when one is created (the code would pass
 * `MAX_SHARE_CODE_LENGTH`) and when one is opened (a longer code, or one that unpacks to more
 * than `MAX_SHARED_ROSTER_BYTES`).
 */
export const ROSTER_TOO_LARGE_TO_SHARE_MESSAGE =
  'This roster is too large to share as a link: download it as a file and share the file instead.';

/** The 413 of a roster too large to verify (see `tooLargeToVerify`, or a verdict too long). */
export const ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE =
  'This roster is too large to verify: split it into smaller rosters.';
