/**
 * What the OpenAPI document says of each operation that the route code cannot: a summary, a
 * stable operationId (client generators name their functions after it) and who may call it.
 * Keyed by Fastify's method and path; the openapi plugin refuses to start when a route has no
 * entry, so a new route cannot reach the document undescribed.
 */

/**
 * `public`: no token needed, and a token changes nothing. `optional`: anyone; a token may show
 * more (a draft to its author, an email to its owner). `token`: a signed-in user; the
 * permission rules then decide (403).
 */
export type Access = 'public' | 'optional' | 'token';

export interface Operation {
  operationId: string;
  summary: string;
  access: Access;
}

const op = (operationId: string, summary: string, access: Access): Operation => ({
  operationId,
  summary,
  access,
});

/** The operations of one kind's CRUD routes under `base`: `Name` for ids, `aNoun` for summaries. */
function crud(base: string, Name: string, aNoun: string, detailAccess: Access = 'optional') {
  return {
    [`GET ${base}/:id`]: op(`get${Name}`, `Read ${aNoun}`, detailAccess),
    [`POST ${base}/`]: op(`create${Name}`, `Create ${aNoun}`, 'token'),
    [`POST ${base}/:id`]: op(`update${Name}`, `Save ${aNoun}`, 'token'),
    [`DELETE ${base}/:id`]: op(`delete${Name}`, `Delete ${aNoun}`, 'token'),
  };
}

export const OPERATIONS: Record<string, Operation> = {
  'GET /api/health': op('getHealth', 'Whether the server and its database answer', 'public'),
  'GET /api/site': op('getSite', "The site's settings: chat link, lore collections", 'public'),
  'GET /remotes.json': op('getRemotesManifest', 'Where each remote is served from', 'public'),
  'GET /': op('getShell', "The site's page", 'public'),

  'POST /api/users/login': op('login', 'Sign in with a username and password', 'public'),
  'POST /api/users/register': op('register', 'Create an account', 'public'),
  'GET /api/users/profile': op('getOwnProfile', "The signed-in user's profile", 'token'),
  'GET /api/users/profile/:username': op('getProfile', "A user's public profile", 'optional'),
  'POST /api/users/setpublisher': op('setPublisher', 'Redeem a publisher invitation', 'token'),
  'GET /api/users/generateRegistrationKey': op(
    'generateRegistrationKey',
    'Make a publisher or moderator invitation link',
    'token',
  ),
  'GET /api/users/invite/:token': op('getInvitation', 'What an invitation link grants', 'public'),
  'GET /api/users/invitations': op(
    'listInvitations',
    "The caller's invitations that can still be used (administrator)",
    'token',
  ),
  'DELETE /api/users/invitations/:id': op(
    'revokeInvitation',
    'Revoke an invitation before it is used (administrator)',
    'token',
  ),
  'POST /api/users/roles/:username': op('setRoles', "Grant or revoke a user's roles", 'token'),
  'GET /api/users': op('listUsers', 'Find users by username or display name', 'token'),

  'GET /api/factions': op(
    'listFactions',
    'Listed factions (their approved versions), paged',
    'public',
  ),
  'GET /api/factions/myfactions': op('listOwnFactions', "The caller's factions", 'token'),
  'GET /api/factions/needsreview': op('listFactionQueue', 'Factions awaiting review', 'token'),
  'GET /api/factions/rand': op('getRandomFaction', 'A random listed faction', 'public'),
  'GET /api/factions/byuser/:username': op(
    'listFactionsByUser',
    "A user's listed factions",
    'public',
  ),
  ...crud('/api/factions', 'Faction', 'a faction'),
  'POST /api/factions/toggleapproval/:id': op(
    'toggleFactionApproval',
    'Approve or disapprove a faction (`action`; a repeat answers alreadyDone)',
    'token',
  ),
  'POST /api/factions/banishdraft/:id': op(
    'banishFactionToDraft',
    'Send a faction back to draft (a repeat answers alreadyDone)',
    'token',
  ),
  'GET /api/factions/:id/versions/:number': op(
    'getFactionVersion',
    'An approved version of a faction: the faction, units, weapons and ability templates it kept',
    'public',
  ),
  'POST /api/factions/like/:id': op('likeFaction', 'Like a faction', 'token'),
  'POST /api/factions/unlike/:id': op('unlikeFaction', 'Take back a like', 'token'),

  'GET /api/units/faction/:factionId': op('listUnits', "A faction's units", 'public'),
  ...crud('/api/units', 'Unit', 'a unit', 'public'),
  'GET /api/weapons/faction/:factionId': op('listWeapons', "A faction's weapons", 'public'),
  ...crud('/api/weapons', 'Weapon', 'a weapon', 'public'),

  'GET /api/ability': op('listAbilityTemplates', 'Every ability template', 'public'),
  ...crud('/api/ability', 'AbilityTemplate', 'an ability template', 'public'),
  'GET /api/formulas/list/': op('listFormulas', 'Every point formula', 'public'),
  'GET /api/formulas/active': op('getActiveFormula', 'The point formula in use', 'public'),
  ...crud('/api/formulas', 'Formula', 'a point formula', 'public'),
  'GET /api/ruleset/': op('getRuleset', 'The ruleset and the active formula', 'public'),
  'POST /api/ruleset/': op('saveRuleset', 'Save the ruleset or choose the formula', 'token'),

  'GET /api/scenarios': op('listScenarios', 'Public, reviewed scenarios, paged', 'public'),
  'GET /api/scenarios/myscenarios': op('listOwnScenarios', "The caller's scenarios", 'token'),
  'GET /api/scenarios/needsreview': op('listScenarioQueue', 'Scenarios awaiting review', 'token'),
  ...crud('/api/scenarios', 'Scenario', 'a scenario'),
  'POST /api/scenarios/toggleapproval/:id': op(
    'toggleScenarioApproval',
    'Approve or disapprove a scenario (`action`; a repeat answers alreadyDone)',
    'token',
  ),
  'POST /api/scenarios/banishdraft/:id': op(
    'banishScenarioToDraft',
    'Send a scenario back to draft (a repeat answers alreadyDone)',
    'token',
  ),

  'GET /api/pages/list/:type': op('listPages', 'Reviewed pages of a type', 'public'),
  'GET /api/pages/modqueue': op('listPageQueue', 'Pages awaiting review', 'token'),
  'GET /api/pages/mypages': op('listOwnPages', "The caller's pages", 'token'),
  ...crud('/api/pages', 'Page', 'a page'),
  'POST /api/pages/togglereviewed/:id': op(
    'togglePageReview',
    'Approve or disapprove a page (`action`; a repeat answers alreadyDone)',
    'token',
  ),

  'POST /api/image': op('uploadImage', 'Upload an image', 'token'),
  'GET /api/image/:sha256': op('getImage', 'An uploaded image', 'public'),
  'GET /api/modlog': op('listModerationLog', 'The moderation log, newest first', 'token'),
};
