/** Moderation: a moderator's reason, the moderation log and the administrator's user list. */
import { Type, type Static } from 'typebox';
import { LimitedText } from './fields.js';
import { LIMITS } from './limits.js';

/**
 * The optional body of POST /api/factions/toggleapproval/{id}, /api/factions/banishdraft/{id},
 * /api/scenarios/toggleapproval/{id}, /api/scenarios/banishdraft/{id} and
 * /api/pages/togglereviewed/{id}: a disapproval's or a
 * banishment's reason, shown to the author until the item is approved (an approval ignores it).
 */
export const ModerationPayload = Type.Object(
  { reason: Type.Optional(LimitedText(LIMITS.moderation.reason)) },
  { additionalProperties: false },
);
/** The optional body of a moderation call. */
export type ModerationPayload = Static<typeof ModerationPayload>;

/** What a moderation log entry records. */
export const ModerationAction = Type.Union([
  Type.Literal('approve'),
  Type.Literal('disapprove'),
  Type.Literal('banish'),
  Type.Literal('role-grant'),
  Type.Literal('role-revoke'),
  Type.Literal('invitation-revoke'),
  Type.Literal('reset-link'),
  Type.Literal('account-delete'),
]);
/** What a moderation log entry records. */
export type ModerationAction = Static<typeof ModerationAction>;

/** What a moderation log entry is about. */
export const ModerationKind = Type.Union([
  Type.Literal('faction'),
  Type.Literal('scenario'),
  Type.Literal('page'),
  Type.Literal('user'),
  Type.Literal('invitation'),
]);
/** What a moderation log entry is about. */
export type ModerationKind = Static<typeof ModerationKind>;

/** One entry of the moderation log. */
export const ModerationEntry = Type.Object({
  _id: Type.String(),
  /** When (ISO 8601). */
  at: Type.String(),
  /** The moderator's or administrator's username. */
  actor: Type.String(),
  action: ModerationAction,
  kind: ModerationKind,
  /**
   * The faction's, scenario's or page's id; the user's id for a role change; the invitation's
   * id for a revoked invitation.
   */
  itemId: Type.String(),
  /**
   * The item's title when it was moderated, the username for a role change, or whom a revoked
   * invitation was for (its note).
   */
  itemTitle: Type.String(),
  /**
   * The reason given ('' when none); for a role change, the role ('mod' or 'publisher'); for a
   * revoked invitation, the roles it would have given ('publisher,mod').
   */
  reason: Type.String(),
});
/** One entry of the moderation log. */
export type ModerationEntry = Static<typeof ModerationEntry>;

/** GET /api/modlog?page=N: 50 entries a page, newest first, and how many there are in all. */
export const ModerationLog = Type.Object({
  count: Type.Integer(),
  entries: Type.Array(ModerationEntry),
});
/** GET /api/modlog?page=N. */
export type ModerationLog = Static<typeof ModerationLog>;

/** One user as the administrator's user list shows them. */
export const UserSummary = Type.Object({
  username: Type.String(),
  display: Type.String(),
  email: Type.String(),
  /** As every answer shows them: the administrator holds 'admin', 'mod' and 'publisher'. */
  roles: Type.Array(Type.String()),
});
/** One user as the administrator's user list shows them. */
export type UserSummary = Static<typeof UserSummary>;

/** GET /api/users?search=&page=N (administrator): 50 users a page, by username. */
export const UserList = Type.Object({ count: Type.Integer(), users: Type.Array(UserSummary) });
/** GET /api/users?search=&page=N. */
export type UserList = Static<typeof UserList>;

/** The roles POST /api/users/roles/{username} grants and removes. */
export const GrantableRole = Type.Union([Type.Literal('publisher'), Type.Literal('mod')]);
/** The roles POST /api/users/roles/{username} grants and removes. */
export type GrantableRole = Static<typeof GrantableRole>;
