/**
 * A typed function for every call of SPEC §7 (paths DESIGN §4 decides where SPEC elides them).
 * Each answers the parsed answer, or throws an ApiRequestError after the failure was toasted (see
 * {@link send}); `orNull` turns that into null where a caller wants it.
 */
import type {
  AbilityTemplate,
  AbilityTemplatePayload,
  AuthAnswer,
  CountAnswer,
  Faction,
  FactionCard,
  FactionPayload,
  FactionVersion,
  GrantableRole,
  ImageAnswer,
  Invitation,
  InvitationInfo,
  ListQuery,
  LoginPayload,
  ModerationLog,
  ModerationOutcome,
  Page,
  PageCard,
  PagePayload,
  PageType,
  PointFormula,
  PointFormulaPayload,
  RegisterPayload,
  RegistrationKeyAnswer,
  ReviewIntent,
  ReviewPayload,
  Ruleset,
  RulesetPayload,
  Scenario,
  ScenarioCard,
  ScenarioPayload,
  Unit,
  UnitPayload,
  UserList,
  UserProfile,
  Weapon,
  WeaponPayload,
} from '@muster/shared-kernel/core';
import { START_READS } from '@muster/shared-kernel/core';
import { sessionStore } from '../session/session-store.js';
import { queryString, send, segment, type EmptyAnswer } from './http.js';

/** SPEC §9: lists are paged by 100. */
export const PAGE_SIZE = 100;

/** An answer SPEC does not describe: whatever JSON object the server sent. */
export type OkAnswer = Record<string, unknown>;

/** Which list of factions or scenarios: the public one, the user's own, or the moderation queue. */
export type ListKind = 'public' | 'mine' | 'queue';

const FACTION_LISTS: Record<ListKind, string> = {
  public: '/api/factions?public=true',
  mine: '/api/factions/myfactions?foo=bar',
  queue: '/api/factions/needsreview?public=true',
};

const SCENARIO_LISTS: Record<ListKind, string> = {
  public: '/api/scenarios?public=true',
  mine: '/api/scenarios/myscenarios?foo=bar',
  queue: '/api/scenarios/needsreview?public=true',
};

function listUrl(base: string, query: ListQuery): string {
  if (query.count)
    return `${base}&count=true${query.search ? `&search=${encodeURIComponent(query.search)}` : ''}`;
  const more = queryString({
    limit: query.limit ?? PAGE_SIZE,
    page: query.page ?? 1,
    search: query.search,
  });
  return `${base}&${more.slice(1)}`;
}

const listAuth = (kind: ListKind) => (kind === 'public' ? 'none' : 'required');

/** Saves to `{base}` (create) or `{base}{id}` (update). */
const savePath = (base: string, id: string | undefined) => (id ? `${base}${segment(id)}` : base);

// ---- factions ----------------------------------------------------------------------------

/** GET a page of faction cards (public list, My Factions, or the moderation queue). */
export function listFactions(
  kind: ListKind,
  query: Omit<ListQuery, 'count'> = {},
): Promise<FactionCard[]> {
  return send<FactionCard[]>('GET', listUrl(FACTION_LISTS[kind], query), {
    auth: listAuth(kind),
  });
}

/** GET how many factions a list holds (`count=true`). */
export function countFactions(kind: ListKind, search?: string): Promise<CountAnswer> {
  return send<CountAnswer>('GET', listUrl(FACTION_LISTS[kind], { count: true, search }), {
    auth: listAuth(kind),
  });
}

/** GET /api/factions/rand: the first card is the featured random faction. */
export function randomFactions(): Promise<FactionCard[]> {
  return send<FactionCard[]>('GET', '/api/factions/rand');
}

/** GET /api/factions/{id or slug}. Drafts are readable by direct link. */
export function getFaction(idOrSlug: string): Promise<Faction> {
  return send<Faction>('GET', START_READS.faction(idOrSlug), { auth: 'optional' });
}

/**
 * GET /api/factions/{id or slug}/versions/{number}: an approved version of a faction, with the
 * units, weapons and ability templates it kept (issue 16).
 */
export function getFactionVersion(idOrSlug: string, number: number): Promise<FactionVersion> {
  return send<FactionVersion>('GET', `/api/factions/${segment(idOrSlug)}/versions/${number}`);
}

/** GET /api/factions/byuser/{authorname}. */
export function factionsByAuthor(author: string): Promise<FactionCard[]> {
  return send<FactionCard[]>('GET', `/api/factions/byuser/${segment(author)}`);
}

/** POST /api/factions/ (create, without id) or /api/factions/{id}: answers the saved faction (with its slug). */
export function saveFaction(faction: FactionPayload, id?: string): Promise<Faction> {
  return send<Faction>('POST', savePath('/api/factions/', id), {
    auth: 'required',
    body: faction,
  });
}

/** DELETE /api/factions/{slug}; the token is attached when present. */
export function deleteFaction(slug: string): Promise<EmptyAnswer | OkAnswer> {
  return send<EmptyAnswer | OkAnswer>('DELETE', `/api/factions/${segment(slug)}`, {
    auth: 'optional',
  });
}

/**
 * A moderation call's body (API `ReviewPayload`, or `ModerationPayload` for a banishment): the
 * result wanted, when it is a review, and the reason when one is given.
 */
function moderationBody(action: ReviewIntent | null, reason?: string): ReviewPayload {
  const trimmed = reason?.trim();
  return { ...(action ? { action } : {}), ...(trimmed ? { reason: trimmed } : {}) };
}

/**
 * POST /api/factions/toggleapproval/{id} (moderator) naming the result wanted: approve or
 * disapprove. Answers the faction with `alreadyDone` when it already was so (nothing changed).
 */
export function reviewFaction(
  id: string,
  action: ReviewIntent,
  reason?: string,
): Promise<Faction & ModerationOutcome> {
  return send('POST', `/api/factions/toggleapproval/${segment(id)}`, {
    auth: 'required',
    body: moderationBody(action, reason),
  });
}

/** POST /api/factions/banishdraft/{id} (moderator): back to draft; `alreadyDone` as above. */
export function banishFactionToDraft(
  id: string,
  reason?: string,
): Promise<Faction & ModerationOutcome> {
  return send('POST', `/api/factions/banishdraft/${segment(id)}`, {
    auth: 'required',
    body: moderationBody(null, reason),
  });
}

function updateLikes(id: string, liked: boolean): void {
  const { likes } = sessionStore.get();
  const others = likes.filter((like) => like !== id);
  sessionStore.update({ likes: liked ? [...others, id] : others });
}

/** POST /api/factions/like/{id}; on success the session's likes gain the id. */
export async function likeFaction(id: string): Promise<OkAnswer> {
  const answer = await send<OkAnswer>('POST', `/api/factions/like/${segment(id)}`, {
    auth: 'required',
  });
  updateLikes(id, true);
  return answer;
}

/** POST /api/factions/unlike/{id}; on success the session's likes lose the id. */
export async function unlikeFaction(id: string): Promise<OkAnswer> {
  const answer = await send<OkAnswer>('POST', `/api/factions/unlike/${segment(id)}`, {
    auth: 'required',
  });
  updateLikes(id, false);
  return answer;
}

// ---- units and weapons -----------------------------------------------------------------------

/**
 * GET /api/units/faction/{factionId}. The answer depends on who reads (the working copy for the
 * faction's author, editors and moderators, the approved version for everyone else): the token is
 * sent when there is one, so a signed-in reader never gets the visitor's answer the page carried.
 */
export function unitsOfFaction(factionId: string): Promise<Unit[]> {
  return send<Unit[]>('GET', START_READS.unitsOfFaction(factionId), { auth: 'optional' });
}

/** GET /api/units/{id}. */
export function getUnit(id: string): Promise<Unit> {
  return send<Unit>('GET', `/api/units/${segment(id)}`, { auth: 'optional' });
}

/** POST /api/units/ or /api/units/{id}: answers the saved unit. */
export function saveUnit(unit: UnitPayload, id?: string): Promise<Unit> {
  return send<Unit>('POST', savePath('/api/units/', id), { auth: 'required', body: unit });
}

/** DELETE /api/units/{id}. */
export function deleteUnit(id: string): Promise<EmptyAnswer | OkAnswer> {
  return send<EmptyAnswer | OkAnswer>('DELETE', `/api/units/${segment(id)}`, {
    auth: 'required',
  });
}

/** GET /api/weapons/faction/{factionId}; sends the token when there is one, as {@link unitsOfFaction}. */
export function weaponsOfFaction(factionId: string): Promise<Weapon[]> {
  return send<Weapon[]>('GET', START_READS.weaponsOfFaction(factionId), { auth: 'optional' });
}

/** GET /api/weapons/{id}. */
export function getWeapon(id: string): Promise<Weapon> {
  return send<Weapon>('GET', `/api/weapons/${segment(id)}`, { auth: 'optional' });
}

/** POST /api/weapons/ or /api/weapons/{id}: answers the saved weapon. */
export function saveWeapon(weapon: WeaponPayload, id?: string): Promise<Weapon> {
  return send<Weapon>('POST', savePath('/api/weapons/', id), { auth: 'required', body: weapon });
}

/** DELETE /api/weapons/{id}. */
export function deleteWeapon(id: string): Promise<EmptyAnswer | OkAnswer> {
  return send<EmptyAnswer | OkAnswer>('DELETE', `/api/weapons/${segment(id)}`, {
    auth: 'required',
  });
}

// ---- ability templates ----------------------------------------------------------------------

/** GET /api/ability: every ability template. */
export function listAbilityTemplates(): Promise<AbilityTemplate[]> {
  return send<AbilityTemplate[]>('GET', START_READS.abilityTemplates);
}

/** GET /api/ability/{id}. */
export function getAbilityTemplate(id: string): Promise<AbilityTemplate> {
  return send<AbilityTemplate>('GET', `/api/ability/${segment(id)}`);
}

/** POST /api/ability/ or /api/ability/{id} (moderator): answers the saved template. */
export function saveAbilityTemplate(
  template: AbilityTemplatePayload,
  id?: string,
): Promise<AbilityTemplate> {
  return send<AbilityTemplate>('POST', savePath('/api/ability/', id), {
    auth: 'required',
    body: template,
  });
}

/** DELETE /api/ability/{id} (moderator). */
export function deleteAbilityTemplate(id: string): Promise<EmptyAnswer | OkAnswer> {
  return send<EmptyAnswer | OkAnswer>('DELETE', `/api/ability/${segment(id)}`, {
    auth: 'required',
  });
}

// ---- ruleset and point formulas ---------------------------------------------------------------

/** GET /api/ruleset/. */
export function getRuleset(): Promise<Ruleset> {
  return send<Ruleset>('GET', START_READS.ruleset);
}

/** POST /api/ruleset/ (administrator): answers the saved ruleset. */
export function saveRuleset(ruleset: RulesetPayload): Promise<Ruleset> {
  return send<Ruleset>('POST', '/api/ruleset/', { auth: 'required', body: ruleset });
}

/** GET /api/formulas/list/: the official point formulas. */
export function listPointFormulas(): Promise<PointFormula[]> {
  return send<PointFormula[]>('GET', '/api/formulas/list/');
}

/** GET /api/formulas/active: the official formula in force. */
export function getActivePointFormula(): Promise<PointFormula | null> {
  // A site with no active formula is a normal state (the defaults apply), and so is a failed
  // read of it (offline): no toast.
  return send<PointFormula | null>('GET', START_READS.activeFormula, { quiet: true });
}

/** GET /api/formulas/{id}. */
export function getPointFormula(id: string): Promise<PointFormula> {
  return send<PointFormula>('GET', `/api/formulas/${segment(id)}`);
}

/** POST /api/formulas/ or /api/formulas/{id} (moderator): answers the saved formula. */
export function savePointFormula(formula: PointFormulaPayload, id?: string): Promise<PointFormula> {
  return send<PointFormula>('POST', savePath('/api/formulas/', id), {
    auth: 'required',
    body: formula,
  });
}

/** DELETE /api/formulas/{id} (moderator). */
export function deletePointFormula(id: string): Promise<EmptyAnswer | OkAnswer> {
  return send<EmptyAnswer | OkAnswer>('DELETE', `/api/formulas/${segment(id)}`, {
    auth: 'required',
  });
}

// ---- scenarios ---------------------------------------------------------------------------

/** GET a page of scenario cards (public list, My Scenarios, or the moderation queue). */
export function listScenarios(
  kind: ListKind,
  query: Omit<ListQuery, 'count'> = {},
): Promise<ScenarioCard[]> {
  return send<ScenarioCard[]>('GET', listUrl(SCENARIO_LISTS[kind], query), {
    auth: listAuth(kind),
  });
}

/** GET how many scenarios a list holds (`count=true`). */
export function countScenarios(kind: ListKind, search?: string): Promise<CountAnswer> {
  return send<CountAnswer>('GET', listUrl(SCENARIO_LISTS[kind], { count: true, search }), {
    auth: listAuth(kind),
  });
}

/** GET /api/scenarios/{slug}. */
export function getScenario(slug: string): Promise<Scenario> {
  return send<Scenario>('GET', START_READS.scenario(slug), { auth: 'optional' });
}

/** POST /api/scenarios/ or /api/scenarios/{id}: answers the saved scenario (with its slug). */
export function saveScenario(scenario: ScenarioPayload, id?: string): Promise<Scenario> {
  return send<Scenario>('POST', savePath('/api/scenarios/', id), {
    auth: 'required',
    body: scenario,
  });
}

/** DELETE /api/scenarios/{slug}. */
export function deleteScenario(slug: string): Promise<EmptyAnswer | OkAnswer> {
  return send<EmptyAnswer | OkAnswer>('DELETE', `/api/scenarios/${segment(slug)}`, {
    auth: 'required',
  });
}

/**
 * POST /api/scenarios/toggleapproval/{id} (moderators only) naming the result wanted, as
 * {@link reviewFaction}.
 */
export function reviewScenario(
  id: string,
  action: ReviewIntent,
  reason?: string,
): Promise<Scenario & ModerationOutcome> {
  return send('POST', `/api/scenarios/toggleapproval/${segment(id)}`, {
    auth: 'required',
    body: moderationBody(action, reason),
  });
}

/** POST /api/scenarios/banishdraft/{id} (moderator): back to draft, with an optional reason. */
export function banishScenarioToDraft(
  id: string,
  reason?: string,
): Promise<Scenario & ModerationOutcome> {
  return send('POST', `/api/scenarios/banishdraft/${segment(id)}`, {
    auth: 'required',
    body: moderationBody(null, reason),
  });
}

// ---- pages -------------------------------------------------------------------------------

/** GET /api/pages/list/{type}, or /api/pages/list/{type}?tag={tag}. */
export function listPages(type: PageType | string, tag?: string): Promise<PageCard[]> {
  return send<PageCard[]>('GET', `/api/pages/list/${segment(type)}${queryString({ tag })}`);
}

/** GET /api/pages/modqueue (moderator): pages waiting for review. */
export function pageModQueue(): Promise<PageCard[]> {
  return send<PageCard[]>('GET', '/api/pages/modqueue', { auth: 'required' });
}

/** GET /api/pages/mypages: the user's own pages. */
export function myPages(): Promise<PageCard[]> {
  return send<PageCard[]>('GET', '/api/pages/mypages', { auth: 'required' });
}

/** GET /api/pages/{id}. */
export function getPage(id: string): Promise<Page> {
  return send<Page>('GET', `/api/pages/${segment(id)}`, { auth: 'optional' });
}

/** POST /api/pages/ or /api/pages/{id}: answers the saved page (with its _id). */
export function savePage(page: PagePayload, id?: string): Promise<Page> {
  return send<Page>('POST', savePath('/api/pages/', id), { auth: 'required', body: page });
}

/** DELETE /api/pages/{id}. */
export function deletePage(id: string): Promise<EmptyAnswer | OkAnswer> {
  return send<EmptyAnswer | OkAnswer>('DELETE', `/api/pages/${segment(id)}`, {
    auth: 'required',
  });
}

/** POST /api/pages/togglereviewed/{id} (moderator) naming the result wanted, as {@link reviewFaction}. */
export function reviewPage(
  id: string,
  action: ReviewIntent,
  reason?: string,
): Promise<Page & ModerationOutcome> {
  return send('POST', `/api/pages/togglereviewed/${segment(id)}`, {
    auth: 'required',
    body: moderationBody(action, reason),
  });
}

// ---- images ------------------------------------------------------------------------------

/** POST /api/image as multipart form data, field `image`: answers `{ file_url }`. */
export function uploadImage(image: Blob, fileName = 'image'): Promise<ImageAnswer> {
  const form = new FormData();
  form.append('image', image, fileName);
  return send<ImageAnswer>('POST', '/api/image', { auth: 'required', form });
}

// ---- users -------------------------------------------------------------------------------

function keepSession(answer: AuthAnswer): AuthAnswer {
  if (typeof answer.token === 'string') {
    sessionStore.set({
      token: answer.token,
      username: answer.username,
      display: answer.display ?? null,
      roles: Array.isArray(answer.roles) ? answer.roles : [],
      likes: Array.isArray(answer.likes) ? answer.likes : [],
    });
  }
  return answer;
}

/** POST /api/users/login; on success the session is stored (SPEC §4). */
export async function login(credentials: LoginPayload): Promise<AuthAnswer> {
  return keepSession(await send<AuthAnswer>('POST', '/api/users/login', { body: credentials }));
}

/** POST /api/users/register; on success the new user is logged in (SPEC §4). */
export async function register(payload: RegisterPayload): Promise<AuthAnswer> {
  return keepSession(await send<AuthAnswer>('POST', '/api/users/register', { body: payload }));
}

/** Forgets the session (there is no server call: the token simply expires). */
export function logout(): void {
  sessionStore.clear();
}

/**
 * GET /api/users/generateRegistrationKey (administrator): an invite token giving `roles` (a
 * publisher's when none), with a note of whom it is for when one is given.
 */
export function generateRegistrationKey(
  roles?: readonly GrantableRole[],
  note?: string,
): Promise<RegistrationKeyAnswer> {
  const query = queryString({
    roles: roles?.length ? roles.join(',') : undefined,
    note: note?.trim() || undefined,
  });
  return send<RegistrationKeyAnswer>('GET', `/api/users/generateRegistrationKey${query}`, {
    auth: 'required',
  });
}

/** POST /api/users/setpublisher (open beta); on success the session's roles follow the answer. */
export async function setPublisher(): Promise<UserProfile> {
  const user = await send<UserProfile>('POST', '/api/users/setpublisher', { auth: 'required' });
  if (Array.isArray(user.roles)) sessionStore.update({ roles: user.roles });
  return user;
}

/** GET /api/users/profile (own, login needed) or /api/users/profile/{username}. */
export function getProfile(username?: string): Promise<UserProfile> {
  return username === undefined
    ? send<UserProfile>('GET', '/api/users/profile', { auth: 'required' })
    : send<UserProfile>('GET', START_READS.profile(username), { auth: 'optional' });
}

/**
 * GET /api/users/invite/{token}: what an invite link grants while it can be used. Not toasted:
 * the register page says in place why a link is refused (410 used, revoked or expired; 404 not
 * this site's).
 */
export function getInvitation(token: string): Promise<InvitationInfo> {
  return send<InvitationInfo>('GET', `/api/users/invite/${segment(token)}`, { quiet: true });
}

/** GET /api/users/invitations (administrator): the caller's invitations that can still be used. */
export function listInvitations(): Promise<Invitation[]> {
  return send<Invitation[]>('GET', '/api/users/invitations', { auth: 'required' });
}

/** DELETE /api/users/invitations/{id} (administrator): the invitation can no longer be used. */
export function revokeInvitation(id: string): Promise<OkAnswer> {
  return send<OkAnswer>('DELETE', `/api/users/invitations/${segment(id)}`, { auth: 'required' });
}

// ---- role management and the moderation log (issue 13) ---------------------------------------

/** The administrator's user list and the moderation log are paged by 50. */
export const ADMIN_PAGE_SIZE = 50;

/** GET /api/users?search=&page=N (administrator): 50 users a page, by username. */
export function listUsers(search = '', page = 1): Promise<UserList> {
  return send<UserList>('GET', `/api/users${queryString({ search: search || undefined, page })}`, {
    auth: 'required',
  });
}

/** POST /api/users/roles/{username} (administrator): the user's publisher and mod roles. */
export function setRoles(username: string, roles: readonly GrantableRole[]): Promise<UserProfile> {
  return send<UserProfile>('POST', `/api/users/roles/${segment(username)}`, {
    auth: 'required',
    body: { roles },
  });
}

/** GET /api/modlog?page=N (moderators): 50 entries a page, newest first. */
export function moderationLog(page = 1): Promise<ModerationLog> {
  return send<ModerationLog>('GET', `/api/modlog${queryString({ page })}`, { auth: 'required' });
}
