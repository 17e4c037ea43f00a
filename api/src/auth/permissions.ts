import {
  can,
  type Action,
  type Actor as CoreActor,
  type ThingArgs,
} from '@muster/shared-kernel/core';
import { forbidden, unauthorized } from '../errors.js';

export { can };
export type { Action };

/**
 * The signed-in user as the server sees them on one request (roles read fresh from the database;
 * the administrator named by ADMIN_USERNAME holds `admin`, see plugins/auth.ts).
 */
export interface Actor extends CoreActor {
  id: string;
}

/**
 * Who approves a change to a faction as they make it (a change by anyone else goes back to review):
 * a moderator, named (a change that stays approved becomes the faction's next version, kept in
 * their name); null for anyone else, whose change waits in the moderation queue.
 */
export type Reviewer = string | null;

export const reviewerOf = (actor: Actor): Reviewer =>
  can(actor, 'faction:review') ? actor.username : null;

/**
 * Asks the kernel's `can` (permissions are decided there and only there) and throws 401 for
 * anonymous users and 403 for users without the permission.
 */
export function authorize<A extends Action>(
  user: Actor | null,
  action: A,
  ...thing: ThingArgs<A>
): asserts user is Actor {
  if (!user) throw unauthorized();
  if (!can(user, action, ...thing))
    throw forbidden(`You are not allowed to ${DESCRIPTIONS[action]}`);
}

/** What a refused action was, for the 403 message. */
const DESCRIPTIONS: Record<Action, string> = {
  'content:read': 'read this',
  like: 'like factions',
  'image:upload': 'upload images',
  'publisher:signup': 'sign up as publisher',
  'faction:create': 'create factions: sign up as publisher first',
  'faction:edit': 'edit this faction',
  'faction:arm': "change this faction's units and weapons",
  'faction:delete': 'delete this faction',
  'faction:set-editors': "change this faction's editors",
  'faction:review': 'review factions',
  'scenario:create': 'create scenarios',
  'scenario:edit': 'edit this scenario',
  'scenario:delete': 'delete this scenario',
  'scenario:review': 'review scenarios',
  'page:create': 'create pages',
  'page:edit': 'edit this page',
  'page:delete': 'delete this page',
  'page:set-editors': "change this page's editors",
  'page:retag': "change a page's type or tags",
  'page:review': 'review pages',
  'queue:read': 'see the moderation queue',
  'modlog:read': 'read the moderation log',
  'ability:write': 'change ability templates',
  'formula:write': 'change point formulas',
  'ruleset:edit': 'edit the ruleset',
  'invite:create': 'generate registration links',
  'roles:grant': 'grant roles',
  'users:list': 'list users',
  'password:reset-link': 'make password reset links',
  'email:see': "see this user's email",
};
