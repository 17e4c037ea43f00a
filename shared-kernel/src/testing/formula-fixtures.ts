/// <reference types="jest" />
import type { PointFormula } from '@muster/shared-kernel/core';
import { FORMULA, signOut } from './fixtures.js';

// Formula ids are uuids, as the API gives them (the ruleset's save refuses anything else).

/** The official formula the formula screens' tests make active: the default formula. */
export const OFFICIAL_FORMULA: PointFormula = {
  ...FORMULA,
  _id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Official Formula',
  lastUpdated: '2026-11-01T10:00:00.000Z',
};

/** A second official formula, not active, that changes the defense term only. */
export const HEAVY_FORMULA: PointFormula = {
  _id: '00000000-0000-4000-8000-0000000000f2',
  version: 1,
  name: 'Heavy Metal',
  formula: '{"defenseFormula": "1"}',
  lastUpdated: '2026-11-02T10:00:00.000Z',
};

/**
 * The formula screens' test setup, called at the top of a test file whose mock API's ruleset
 * makes `OFFICIAL_FORMULA` active: the screens read it as the official formula in force. The
 * session is signed out after each test.
 */
export function officialEachTest(): void {
  afterEach(() => signOut());
}
