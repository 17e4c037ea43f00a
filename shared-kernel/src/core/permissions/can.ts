import { isAdministrator, isModerator, isPublisher, isSignedIn, type RoleHolder } from './roles.js';

/**
 * Who asks: the browser's session (`token` null when signed out) or the API's user of a
 * request. Roles as the server answers them: the administrator holds `admin`, `mod` and
 * `publisher`.
 */
export interface Actor extends RoleHolder {
  username: string;
}

/**
 * Something with an author and maybe listed editors (usernames): a faction's or a page's `acl`,
 * a scenario, or the API's stored row of any of them.
 */
export interface Owned {
  author: string;
  editors?: readonly string[];
}

/** Every action the permission rules decide, with the thing each one is about. */
export interface ActionThings {
  /** Read public factions, scenarios, reviewed pages, the ruleset, formulas, abilities, and
   * drafts by their direct link (unlisted, not secret). */
  'content:read': undefined;
  /** Like or unlike a faction. */
  like: undefined;
  'image:upload': undefined;
  /** The open-beta publisher sign-up. */
  'publisher:signup': undefined;
  'faction:create': undefined;
  /** Edit a faction (its fields, tactics, environment effects, lore). */
  'faction:edit': Owned;
  /** Add, edit or delete a faction's units and weapons. */
  'faction:arm': Owned;
  'faction:delete': Owned;
  /** Change a faction's list of editors. */
  'faction:set-editors': Owned;
  /** Approve, disapprove or banish a faction to draft. */
  'faction:review': undefined;
  'scenario:create': undefined;
  'scenario:edit': Owned;
  'scenario:delete': Owned;
  /** Approve or disapprove a scenario. */
  'scenario:review': undefined;
  'page:create': undefined;
  'page:edit': Owned;
  'page:delete': Owned;
  /** Change a page's list of editors. */
  'page:set-editors': Owned;
  /** Change a page's type or tags. */
  'page:retag': undefined;
  /** Mark a page reviewed or back in review. */
  'page:review': undefined;
  /** See the moderation queues (and so the admin remote). */
  'queue:read': undefined;
  /** Read the moderation log. */
  'modlog:read': undefined;
  /** Add, edit or remove ability templates. */
  'ability:write': undefined;
  /** Add, edit or remove point formulas. */
  'formula:write': undefined;
  /** Edit the ruleset, and so choose the active point formula. */
  'ruleset:edit': undefined;
  /** Generate registration (invitation) links. */
  'invite:create': undefined;
  /** Grant or remove a user's roles. */
  'roles:grant': undefined;
  /** Find users and see their roles and email (the administrator's user list). */
  'users:list': undefined;
  /** Make a one-time password reset link for another user. */
  'password:reset-link': undefined;
  /** See a user's email address. */
  'email:see': { username: string };
}

/** The name of one action. */
export type Action = keyof ActionThings;

/** The arguments after the action: the thing when the action is about one, else nothing. */
export type ThingArgs<A extends Action> = ActionThings[A] extends undefined
  ? []
  : [thing: ActionThings[A]];

/**
 * Whether two usernames name the same user: case-insensitively, as the server's accounts are
 * unique. Every comparison of usernames (here, and a screen asking "is this me?") uses it.
 */
export function sameUsername(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A rule: whether an actor (null when anonymous) may do an action to its thing. */
type Rule<A extends Action> = (actor: Actor | null, thing: ActionThings[A]) => boolean;

/** A rule for signed-in actors: anonymous visitors are refused before `allowed` is asked. */
function signedIn<T>(allowed: (actor: Actor, thing: T) => boolean) {
  return (actor: Actor | null, thing: T) => actor !== null && allowed(actor, thing);
}

const isAuthor = (actor: Actor, thing: Owned) => sameUsername(thing.author, actor.username);
const isListedEditor = (actor: Actor, thing: Owned) =>
  thing.editors?.some((name) => sameUsername(name, actor.username)) ?? false;

const anyone = () => true;
const anyUser = signedIn(() => true);
const publisher = signedIn(isPublisher);
const moderator = signedIn(isModerator);
const administrator = signedIn(isAdministrator);
const authorOrMod = signedIn((actor, thing: Owned) => isModerator(actor) || isAuthor(actor, thing));
const editorOrMod = signedIn(
  (actor, thing: Owned) =>
    isModerator(actor) || isAuthor(actor, thing) || isListedEditor(actor, thing),
);

const RULES: { [A in Action]: Rule<A> } = {
  'content:read': anyone,
  like: anyUser,
  'image:upload': anyUser,
  'publisher:signup': anyUser,
  'faction:create': publisher,
  'faction:edit': editorOrMod,
  'faction:arm': editorOrMod,
  'faction:delete': authorOrMod,
  'faction:set-editors': authorOrMod,
  'faction:review': moderator,
  'scenario:create': anyUser,
  'scenario:edit': authorOrMod,
  'scenario:delete': authorOrMod,
  'scenario:review': moderator,
  'page:create': anyUser,
  'page:edit': editorOrMod,
  'page:delete': editorOrMod,
  'page:set-editors': authorOrMod,
  'page:retag': moderator,
  'page:review': moderator,
  'queue:read': moderator,
  'modlog:read': moderator,
  'ability:write': moderator,
  'formula:write': moderator,
  'ruleset:edit': administrator,
  'invite:create': administrator,
  'roles:grant': administrator,
  'users:list': administrator,
  'password:reset-link': administrator,
  'email:see': signedIn(
    (actor, user: { username: string }) =>
      isAdministrator(actor) || sameUsername(user.username, actor.username),
  ),
};

/** Every action, in the order of `RULES`. */
export const ACTIONS = Object.freeze(Object.keys(RULES)) as readonly Action[];

/**
 * Whether `actor` may do `action` (to `thing`, for the actions about one). The one place the
 * permissions are decided: the API's authorisation calls it, and so does every
 * screen that hides a control. `null` or `undefined`, or a session whose token is null, is an
 * anonymous visitor.
 *
 * @example can(session, 'faction:edit', faction.acl)
 */
export function can<A extends Action>(
  actor: Actor | null | undefined,
  action: A,
  ...thing: ThingArgs<A>
): boolean {
  const rule: Rule<A> = RULES[action];
  const signedInActor = actor && isSignedIn(actor) ? actor : null;
  return rule(signedInActor, thing[0] as ActionThings[A]);
}
