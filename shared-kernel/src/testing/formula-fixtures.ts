/// <reference types="jest" />
import { act } from '@testing-library/react';
import type { PointFormula } from '@muster/shared-kernel/core';
import { formulaStore } from '@muster/shared-kernel/client';
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
 * The formula screens' test setup, called at the top of a test file: `OFFICIAL_FORMULA` is the
 * official formula in force before each test, and the session is signed out after it.
 */
export function officialEachTest(): void {
  beforeEach(() => {
    act(() => formulaStore.setOfficial(OFFICIAL_FORMULA));
  });
  afterEach(() => signOut());
}
