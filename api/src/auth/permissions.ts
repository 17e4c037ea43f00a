import { forbidden, unauthorized } from '../errors.js';

/** The signed-in user as the server sees them on one request (roles read fresh from the database). */
export interface Actor {
  id: string;
  username: string;
  roles: readonly string[];
  /** The one administrator named by ADMIN_USERNAME. */
  isAdmin: boolean;
}

/** Something with an author and, maybe, listed editors (usernames). */
export interface Owned {
  author: string;
  editors?: readonly string[];
}

/** Every action the server checks, with the thing each one is about. DESIGN §5. */
export interface ActionThings {
  like: undefined;
  'image:upload': undefined;
  'publisher:signup': undefined;
  'faction:create': undefined;
  'faction:edit': Owned;
  'faction:delete': Owned;
  /** Add, edit or delete a faction's units and weapons. */
  'faction:arm': Owned;
  'faction:review': undefined;
  'faction:queue': undefined;
  'scenario:create': undefined;
  'scenario:edit': Owned;
  'scenario:delete': Owned;
  'scenario:review': undefined;
  'page:create': undefined;
  'page:edit': Owned;
  'page:delete': Owned;
  /** Change a page's type or tags. */
  'page:retag': undefined;
  'page:review': undefined;
  'ability:write': undefined;
  'formula:write': undefined;
  'ruleset:edit': undefined;
  'invite:create': undefined;
  'roles:grant': undefined;
  /** See a user's email address. */
  'email:see': { username: string };
}
export type Action = keyof ActionThings;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isMod = (user: Actor) => user.isAdmin || user.roles.includes('mod');
const isAuthor = (user: Actor, thing: Owned) => same(thing.author, user.username);
const isEditor = (user: Actor, thing: Owned) =>
  isAuthor(user, thing) || (thing.editors ?? []).some((name) => same(name, user.username));

type Rule<A extends Action> = (user: Actor, thing: ActionThings[A]) => boolean;

const signedIn = () => true;
const modOnly = (user: Actor) => isMod(user);
const adminOnly = (user: Actor) => user.isAdmin;

const RULES: { [A in Action]: Rule<A> } = {
  like: signedIn,
  'image:upload': signedIn,
  'publisher:signup': signedIn,
  'faction:create': (user) => isMod(user) || user.roles.includes('publisher'),
  'faction:edit': (user, faction) => isMod(user) || isEditor(user, faction),
  'faction:delete': (user, faction) => isMod(user) || isAuthor(user, faction),
  'faction:arm': (user, faction) => isMod(user) || isEditor(user, faction),
  'faction:review': modOnly,
  'faction:queue': modOnly,
  'scenario:create': signedIn,
  'scenario:edit': (user, scenario) => isMod(user) || isAuthor(user, scenario),
  'scenario:delete': (user, scenario) => isMod(user) || isAuthor(user, scenario),
  'scenario:review': modOnly,
  'page:create': signedIn,
  'page:edit': (user, page) => isMod(user) || isEditor(user, page),
  'page:delete': (user, page) => isMod(user) || isEditor(user, page),
  'page:retag': modOnly,
  'page:review': modOnly,
  'ability:write': modOnly,
  'formula:write': modOnly,
  'ruleset:edit': adminOnly,
  'invite:create': adminOnly,
  'roles:grant': adminOnly,
  'email:see': (user, target) => user.isAdmin || same(user.username, target.username),
};

/** Whether `user` (null when anonymous) may do `action` to `thing`. The one place this is decided. */
export function can<A extends Action>(
  user: Actor | null,
  action: A,
  ...thing: ActionThings[A] extends undefined ? [] : [ActionThings[A]]
): boolean {
  if (!user) return false;
  const rule: Rule<A> = RULES[action];
  return rule(user, thing[0] as ActionThings[A]);
}

/** Like `can`, but throws 401 for anonymous users and 403 for users without the permission. */
export function authorize<A extends Action>(
  user: Actor | null,
  action: A,
  ...thing: ActionThings[A] extends undefined ? [] : [ActionThings[A]]
): asserts user is Actor {
  if (!user) throw unauthorized();
  if (!can(user, action, ...thing)) throw forbidden(`You are not allowed to ${describe(action)}`);
}

const DESCRIPTIONS: Record<Action, string> = {
  like: 'like factions',
  'image:upload': 'upload images',
  'publisher:signup': 'sign up as publisher',
  'faction:create': 'create factions: sign up as publisher first',
  'faction:edit': 'edit this faction',
  'faction:delete': 'delete this faction',
  'faction:arm': "change this faction's units and weapons",
  'faction:review': 'review factions',
  'faction:queue': 'see the moderation queue',
  'scenario:create': 'create scenarios',
  'scenario:edit': 'edit this scenario',
  'scenario:delete': 'delete this scenario',
  'scenario:review': 'review scenarios',
  'page:create': 'create pages',
  'page:edit': 'edit this page',
  'page:delete': 'delete this page',
  'page:retag': "change a page's type or tags",
  'page:review': 'review pages',
  'ability:write': 'change ability templates',
  'formula:write': 'change point formulas',
  'ruleset:edit': 'edit the ruleset',
  'invite:create': 'generate registration links',
  'roles:grant': 'grant roles',
  'email:see': "see this user's email",
};

function describe(action: Action): string {
  return DESCRIPTIONS[action];
}
