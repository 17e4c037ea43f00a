import type { PointFormula } from '@muster/shared-kernel/core';
import type { KeyValueStorage } from '../session/session-store.js';
import { createFormulaStore, DEMO_FORMULA_KEY } from './formula-in-force.js';

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
  it('is the default, then the official formula once loaded', async () => {
    const store = createFormulaStore(memoryStorage(), async () => official);
    expect(store.get()).toMatchObject({ source: 'default', formula: undefined, name: 'Default' });
    const listener = jest.fn();
    store.subscribe(listener);
    await store.loadOfficial();
    expect(store.get()).toMatchObject({
      source: 'official',
      name: 'Season 2',
      formula: official.formula,
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('loads the official formula once unless forced', async () => {
    const fetchActive = jest.fn(async () => official);
    const store = createFormulaStore(memoryStorage(), fetchActive);
    await Promise.all([store.loadOfficial(), store.loadOfficial()]);
    expect(fetchActive).toHaveBeenCalledTimes(1);
    await store.loadOfficial(true);
    expect(fetchActive).toHaveBeenCalledTimes(2);
  });

  it('lets an enabled demo formula override the official one, in storage', async () => {
    const storage = memoryStorage();
    const store = createFormulaStore(storage, async () => official);
    await store.loadOfficial();
    store.setDemo({ name: 'Try', formula: '{"defenseFormula":"2"}' });
    expect(store.get()).toMatchObject({
      source: 'demo',
      name: 'Try',
      formula: '{"defenseFormula":"2"}',
    });
    expect(JSON.parse(storage.data.get(DEMO_FORMULA_KEY) as string)).toEqual({
      name: 'Try',
      formula: '{"defenseFormula":"2"}',
      enabled: true,
    });

    store.toggleDemo();
    expect(store.get()).toMatchObject({ source: 'official', demo: { enabled: false } });
    store.setDemoEnabled(true);
    expect(store.get().source).toBe('demo');
    store.removeDemo();
    expect(store.get()).toMatchObject({ source: 'official', demo: null });
    expect(storage.data.has(DEMO_FORMULA_KEY)).toBe(false);
  });

  it('reads a stored demo formula and ignores a corrupt one', () => {
    const stored = JSON.stringify({ name: 'Kept', formula: '{}', enabled: true });
    expect(
      createFormulaStore(memoryStorage({ [DEMO_FORMULA_KEY]: stored }), async () => null).get()
        .source,
    ).toBe('demo');
    expect(
      createFormulaStore(memoryStorage({ [DEMO_FORMULA_KEY]: '{oops' }), async () => null).get()
        .source,
    ).toBe('default');
  });

  it('keeps the same snapshot until something changes', () => {
    const store = createFormulaStore(memoryStorage(), async () => null);
    expect(store.get()).toBe(store.get());
    const before = store.get();
    store.setOfficial(official);
    expect(store.get()).not.toBe(before);
  });

  it('ignores an empty answer (no active formula)', async () => {
    const store = createFormulaStore(memoryStorage(), async () => ({}) as PointFormula);
    await store.loadOfficial();
    expect(store.get().source).toBe('default');
  });

  it('survives a failing loader', async () => {
    const store = createFormulaStore(memoryStorage(), async () => {
      throw new Error('down');
    });
    await expect(store.loadOfficial()).resolves.toBeUndefined();
    expect(store.get().source).toBe('default');
  });
});
