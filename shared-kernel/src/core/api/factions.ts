/** Factions: lists, detail, approved versions, saves, deletion, moderation and likes. */
import { Type } from 'typebox';
import { Deleted } from '../model/calls.js';
import { Faction, FactionCard, FactionPayload, LikeAnswer } from '../model/faction.js';
import { FactionVersion } from '../model/faction-version.js';
import { ModerationPayload } from '../model/moderation.js';
import { ReviewPayload } from '../model/review.js';
import {
  IdParams,
  KeyParams,
  moderated,
  PagedListQuery,
  UsernameParams,
  VersionHeaders,
} from './common.js';
import { defineOperation } from './define.js';

const tags = ['factions'];

/** A page of faction cards, or with `count=true` how many there are. */
const FactionListing = Type.Union([Type.Array(FactionCard), Type.Integer()]);

/** A faction version's number in a path. */
const VersionNumberText = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

export const listFactions = defineOperation({
  operationId: 'listFactions',
  method: 'GET',
  path: '/api/factions',
  summary: 'Listed factions (their approved versions), paged',
  access: 'public',
  tags,
  query: PagedListQuery,
  answer: FactionListing,
});

export const listOwnFactions = defineOperation({
  operationId: 'listOwnFactions',
  method: 'GET',
  path: '/api/factions/myfactions',
  summary: "The caller's factions",
  access: 'token',
  tags,
  query: PagedListQuery,
  answer: FactionListing,
});

export const listFactionQueue = defineOperation({
  operationId: 'listFactionQueue',
  method: 'GET',
  path: '/api/factions/needsreview',
  summary: 'Factions awaiting review',
  access: 'token',
  tags,
  query: PagedListQuery,
  answer: FactionListing,
});

export const getRandomFaction = defineOperation({
  operationId: 'getRandomFaction',
  method: 'GET',
  path: '/api/factions/rand',
  summary: 'A random listed faction',
  access: 'public',
  tags,
  answer: Type.Array(FactionCard),
});

export const listFactionsByUser = defineOperation({
  operationId: 'listFactionsByUser',
  method: 'GET',
  path: '/api/factions/byuser/:username',
  summary: "A user's listed factions",
  access: 'public',
  tags,
  params: UsernameParams,
  query: PagedListQuery,
  answer: FactionListing,
});

export const getFaction = defineOperation({
  operationId: 'getFaction',
  method: 'GET',
  path: '/api/factions/:id',
  summary: 'Read a faction',
  access: 'optional',
  tags,
  params: KeyParams,
  answer: Faction,
});

export const getFactionVersion = defineOperation({
  operationId: 'getFactionVersion',
  method: 'GET',
  path: '/api/factions/:id/versions/:number',
  summary:
    'An approved version of a faction: the faction, units, weapons and ability templates it kept',
  access: 'public',
  tags,
  params: Type.Object({ ...KeyParams.properties, number: VersionNumberText }),
  answer: FactionVersion,
});

export const createFaction = defineOperation({
  operationId: 'createFaction',
  method: 'POST',
  path: '/api/factions/',
  summary: 'Create a faction',
  access: 'token',
  tags,
  body: FactionPayload,
  answer: Faction,
});

export const updateFaction = defineOperation({
  operationId: 'updateFaction',
  method: 'POST',
  path: '/api/factions/:id',
  summary: 'Save a faction',
  access: 'token',
  tags,
  params: IdParams,
  headers: VersionHeaders,
  body: FactionPayload,
  answer: Faction,
});

export const deleteFaction = defineOperation({
  operationId: 'deleteFaction',
  method: 'DELETE',
  path: '/api/factions/:id',
  summary: 'Delete a faction',
  access: 'token',
  tags,
  params: KeyParams,
  answer: Deleted,
});

export const toggleFactionApproval = defineOperation({
  operationId: 'toggleFactionApproval',
  method: 'POST',
  path: '/api/factions/toggleapproval/:id',
  summary: 'Approve or disapprove a faction (`action`; a repeat answers alreadyDone)',
  access: 'token',
  tags,
  params: IdParams,
  headers: VersionHeaders,
  body: ReviewPayload,
  answer: moderated(Faction),
});

export const banishFactionToDraft = defineOperation({
  operationId: 'banishFactionToDraft',
  method: 'POST',
  path: '/api/factions/banishdraft/:id',
  summary: 'Send a faction back to draft (a repeat answers alreadyDone)',
  access: 'token',
  tags,
  params: IdParams,
  headers: VersionHeaders,
  body: ModerationPayload,
  answer: moderated(Faction),
});

export const likeFaction = defineOperation({
  operationId: 'likeFaction',
  method: 'POST',
  path: '/api/factions/like/:id',
  summary: 'Like a faction',
  access: 'token',
  tags,
  params: IdParams,
  answer: LikeAnswer,
});

export const unlikeFaction = defineOperation({
  operationId: 'unlikeFaction',
  method: 'POST',
  path: '/api/factions/unlike/:id',
  summary: 'Take back a like',
  access: 'token',
  tags,
  params: IdParams,
  answer: LikeAnswer,
});
