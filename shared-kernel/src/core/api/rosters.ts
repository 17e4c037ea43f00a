/** Rosters stay in the browser; the server only gives its own verdict on one, for organisers. */
import { Type } from 'typebox';
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
