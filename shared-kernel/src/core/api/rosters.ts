/**
 * Rosters live in the browser; a signed-in user's are kept in their account as well, and the
 * server gives its own verdict on a shared one, for organisers.
 */
import { Type } from 'typebox';
import {
  AccountRoster,
  AccountRosterSaved,
  ROSTER_KEY_PATTERN,
  SaveAccountRosterPayload,
} from '../model/account-roster.js';
import {
  RosterVerdict,
  VERIFICATION_CODE_PATTERN,
  VerifyRosterPayload,
} from '../model/roster-verdict.js';
import { defineOperation } from './define.js';

const tags = ['rosters'];

export const verifyRoster = defineOperation({
  operationId: 'verifyRoster',
  method: 'POST',
  path: '/api/rosters/verify',
  summary:
    "The server's verdict on a shared roster: rebuilt from its faction version's units, " +
    'totalled and checked against the roster rules; the same list gets the same code',
  access: 'public',
  tags,
  body: VerifyRosterPayload,
  answer: RosterVerdict,
  errors: [400, 404, 413, 429],
});

export const getRosterVerdict = defineOperation({
  operationId: 'getRosterVerdict',
  method: 'GET',
  path: '/api/rosters/verify/:code',
  summary: 'A verdict given before, by its verification code (never changes: cacheable)',
  access: 'public',
  tags,
  params: Type.Object({ code: Type.String({ pattern: VERIFICATION_CODE_PATTERN }) }),
  answer: RosterVerdict,
  errors: [400, 404, 429],
});

const RosterKeyParams = Type.Object({ key: Type.String({ pattern: ROSTER_KEY_PATTERN }) });

export const listAccountRosters = defineOperation({
  operationId: 'listAccountRosters',
  method: 'GET',
  path: '/api/rosters/mine',
  summary: "The signed-in user's rosters, deleted ones marked",
  access: 'token',
  tags,
  answer: Type.Array(AccountRoster),
});

export const saveAccountRoster = defineOperation({
  operationId: 'saveAccountRoster',
  method: 'POST',
  path: '/api/rosters/mine/:key',
  summary: 'Keep a roster in the account',
  access: 'token',
  tags,
  params: RosterKeyParams,
  body: SaveAccountRosterPayload,
  answer: AccountRosterSaved,
});

export const deleteAccountRoster = defineOperation({
  operationId: 'deleteAccountRoster',
  method: 'DELETE',
  path: '/api/rosters/mine/:key',
  summary: 'Delete a roster from the account',
  access: 'token',
  tags,
  params: RosterKeyParams,
  query: Type.Object({ baseRevision: Type.String({ pattern: '^[0-9]{1,9}$' }) }),
  answer: AccountRoster,
});
