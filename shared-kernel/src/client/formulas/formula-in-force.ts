/**
 * Which point formula is in force in this browser: the demo formula of localStorage
 * `demo_formula` when it is enabled, else the active official formula (a read of the query cache,
 * see use-active-point-formula.ts), else the defaults. The demo formula is a setting of this
 * browser alone, so it lives in a small subscribable store beside the cache; every cost on every
 * screen follows a change of either at once.
 */
import type { DemoFormula, PointFormula } from '@muster/shared-kernel/core';
import type { KeyValueStorage } from '../session/session-store.js';

/** The localStorage key of the demo formula. */
export const DEMO_FORMULA_KEY = 'demo_formula';

/** Where the formula in force comes from. */
export type FormulaSource = 'demo' | 'official' | 'default';

/** The formula in force, as the points engine and the demo badge need it. */
export interface FormulaInForce {
  source: FormulaSource;
  /** The formula's name ('Default' for the defaults). */
  name: string;
  /** JSON text for the engine; undefined means the default formula. */
  formula: string | undefined;
  /** The browser's demo formula, enabled or not; null when there is none. */
  demo: DemoFormula | null;
  /** The active official formula once loaded; null when none is loaded (or there is none). */
  official: PointFormula | null;
}

/** The formula in force for a demo formula and an official one. */
export function formulaInForce(
  demo: DemoFormula | null,
  official: PointFormula | null,
): FormulaInForce {
  if (demo?.enabled)
    return { source: 'demo', name: demo.name, formula: demo.formula, demo, official };
  if (official)
    return { source: 'official', name: official.name, formula: official.formula, demo, official };
  return { source: 'default', name: 'Default', formula: undefined, demo, official };
}

/** A subscribable store of this browser's demo formula. One instance is shared across remotes. */
export interface DemoFormulaStore {
  /** The demo formula, enabled or not, or null; the same object until something changes. */
  get(): DemoFormula | null;
  subscribe(listener: () => void): () => void;
  /** Stores a demo formula and enables it (the formula editor's Demo button). */
  setDemo(demo: { name: string; formula: string }): void;
  /** Turns the demo formula on or off; nothing happens when there is none. */
  setDemoEnabled(enabled: boolean): void;
  /** Flips the demo formula on or off (the badge's toggle). */
  toggleDemo(): void;
  /** Forgets the demo formula (the badge's remove button). */
  removeDemo(): void;
}

function readDemo(storage: KeyValueStorage | null): DemoFormula | null {
  try {
    const text = storage?.getItem(DEMO_FORMULA_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<DemoFormula>;
    if (typeof value !== 'object' || value === null || typeof value.formula !== 'string')
      return null;
    return {
      name: typeof value.name === 'string' ? value.name : 'Demo formula',
      formula: value.formula,
      enabled: value.enabled !== false,
    };
  } catch {
    return null;
  }
}

/** Builds a demo formula store over a storage (localStorage in the browser). */
export function createDemoFormulaStore(storage: KeyValueStorage | null): DemoFormulaStore {
  let demo = readDemo(storage);
  const listeners = new Set<() => void>();

  function store(next: DemoFormula | null): void {
    demo = next;
    try {
      if (next === null) storage?.removeItem(DEMO_FORMULA_KEY);
      else storage?.setItem(DEMO_FORMULA_KEY, JSON.stringify(next));
    } catch {
      // A full storage keeps the demo formula for this page only.
    }
    for (const listener of listeners) listener();
  }

  // Another tab changed the demo formula: follow it.
  if (typeof window !== 'undefined' && storage !== null) {
    window.addEventListener('storage', (event) => {
      if (event.key === DEMO_FORMULA_KEY || event.key === null) {
        demo = readDemo(storage);
        for (const listener of listeners) listener();
      }
    });
  }

  return {
    get: () => demo,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDemo: ({ name, formula }) => store({ name, formula, enabled: true }),
    setDemoEnabled(enabled) {
      if (demo && demo.enabled !== enabled) store({ ...demo, enabled });
    },
    toggleDemo() {
      if (demo) store({ ...demo, enabled: !demo.enabled });
    },
    removeDemo: () => store(null),
  };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The demo formula of this browser (a federation singleton, like the session). */
export const demoFormulaStore: DemoFormulaStore = createDemoFormulaStore(browserStorage());
