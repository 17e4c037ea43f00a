import type { PointFormula } from '@muster/shared-kernel/core';
import type { KeyValueStorage } from '../session/session-store.js';
import { createDemoFormulaStore, DEMO_FORMULA_KEY, formulaInForce } from './formula-in-force.js';

const official: PointFormula = {
  _id: 'p1',
  name: 'Season 2',
  formula: '{"movementFormula":"1"}',
  lastUpdated: '2026-01-01T00:00:00Z',
};

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('the formula in force', () => {
  it('is the defaults without an official formula, else the official one', () => {
    expect(formulaInForce(null, null)).toMatchObject({
      source: 'default',
      formula: undefined,
      name: 'Default',
    });
    expect(formulaInForce(null, official)).toMatchObject({
      source: 'official',
      name: 'Season 2',
      formula: official.formula,
    });
  });

  it('is an enabled demo formula over the official one, and not a disabled one', () => {
    const demo = { name: 'Try', formula: '{"defenseFormula":"2"}', enabled: true };
    expect(formulaInForce(demo, official)).toMatchObject({
      source: 'demo',
      name: 'Try',
      formula: demo.formula,
      official,
    });
    expect(formulaInForce({ ...demo, enabled: false }, official)).toMatchObject({
      source: 'official',
      demo: { enabled: false },
    });
  });
});

describe('the demo formula store', () => {
  it('stores, toggles, enables and removes the demo formula in storage, telling subscribers', () => {
    const storage = memoryStorage();
    const store = createDemoFormulaStore(storage);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.get()).toBeNull();
    store.setDemo({ name: 'Try', formula: '{"defenseFormula":"2"}' });
    expect(store.get()).toEqual({ name: 'Try', formula: '{"defenseFormula":"2"}', enabled: true });
    expect(JSON.parse(storage.data.get(DEMO_FORMULA_KEY) as string)).toEqual({
      name: 'Try',
      formula: '{"defenseFormula":"2"}',
      enabled: true,
    });

    store.toggleDemo();
    expect(store.get()?.enabled).toBe(false);
    store.setDemoEnabled(true);
    expect(store.get()?.enabled).toBe(true);
    store.removeDemo();
    expect(store.get()).toBeNull();
    expect(storage.data.has(DEMO_FORMULA_KEY)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('reads a stored demo formula and ignores a corrupt one', () => {
    const stored = JSON.stringify({ name: 'Kept', formula: '{}', enabled: true });
    expect(createDemoFormulaStore(memoryStorage({ [DEMO_FORMULA_KEY]: stored })).get()).toEqual({
      name: 'Kept',
      formula: '{}',
      enabled: true,
    });
    expect(createDemoFormulaStore(memoryStorage({ [DEMO_FORMULA_KEY]: '{oops' })).get()).toBeNull();
  });

  it('keeps the same snapshot until something changes', () => {
    const store = createDemoFormulaStore(memoryStorage());
    store.setDemo({ name: 'Try', formula: '{}' });
    const before = store.get();
    expect(store.get()).toBe(before);
    store.toggleDemo();
    expect(store.get()).not.toBe(before);
  });
});
