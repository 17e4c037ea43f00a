/**
 * Which point formula is in force in this browser (SPEC §4, DESIGN §6): the demo formula of
 * localStorage `demo_formula` when it is enabled, else the active official formula, else the
 * defaults. Subscribable, so every cost on every screen follows a change at once.
 */
import type { DemoFormula, PointFormula } from '@muster/shared-kernel/core';
import type { KeyValueStorage } from '../session/session-store.js';

/** The localStorage key of the demo formula (SPEC §9). */
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

/** A subscribable store of the formula in force. One instance is shared across remotes. */
export interface FormulaStore {
  /** The formula in force; the same object until something changes. */
  get(): FormulaInForce;
  subscribe(listener: () => void): () => void;
  /** Stores a demo formula and enables it (the formula editor's Demo button). */
  setDemo(demo: { name: string; formula: string }): void;
  /** Turns the demo formula on or off; nothing happens when there is none. */
  setDemoEnabled(enabled: boolean): void;
  /** Flips the demo formula on or off (the badge's toggle). */
  toggleDemo(): void;
  /** Forgets the demo formula (the badge's remove button). */
  removeDemo(): void;
  /** Sets the active official formula (after loading it, or after the ruleset changed it). */
  setOfficial(formula: PointFormula | null): void;
  /**
   * Loads the active official formula once (later calls share the first load); `force` loads
   * again, for the 'formula base change' after the ruleset is saved.
   */
  loadOfficial(force?: boolean): Promise<void>;
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

/** Builds a formula store over a storage and a loader of the active official formula. */
export function createFormulaStore(
  storage: KeyValueStorage | null,
  fetchActive: () => Promise<PointFormula | null>,
): FormulaStore {
  let demo = readDemo(storage);
  let official: PointFormula | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function compute(): FormulaInForce {
    if (demo?.enabled)
      return { source: 'demo', name: demo.name, formula: demo.formula, demo, official };
    if (official)
      return { source: 'official', name: official.name, formula: official.formula, demo, official };
    return { source: 'default', name: 'Default', formula: undefined, demo, official };
  }
  let current = compute();

  function publish(): void {
    current = compute();
    for (const listener of listeners) listener();
  }

  function storeDemo(next: DemoFormula | null): void {
    demo = next;
    try {
      if (next === null) storage?.removeItem(DEMO_FORMULA_KEY);
      else storage?.setItem(DEMO_FORMULA_KEY, JSON.stringify(next));
    } catch {
      // A full storage keeps the demo formula for this page only.
    }
    publish();
  }

  // Another tab changed the demo formula: follow it.
  if (typeof window !== 'undefined' && storage !== null) {
    window.addEventListener('storage', (event) => {
      if (event.key === DEMO_FORMULA_KEY || event.key === null) {
        demo = readDemo(storage);
        publish();
      }
    });
  }

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setDemo: ({ name, formula }) => storeDemo({ name, formula, enabled: true }),
    setDemoEnabled(enabled) {
      if (demo && demo.enabled !== enabled) storeDemo({ ...demo, enabled });
    },
    toggleDemo() {
      if (demo) storeDemo({ ...demo, enabled: !demo.enabled });
    },
    removeDemo: () => storeDemo(null),
    setOfficial(formula) {
      official = formula;
      publish();
    },
    loadOfficial(force = false) {
      if (loading && !force) return loading;
      loading = fetchActive().then(
        (formula) => {
          // Only a real formula replaces what is in force (an empty answer means there is none).
          if (
            formula !== null &&
            typeof formula === 'object' &&
            typeof formula.formula === 'string'
          ) {
            official = formula;
            publish();
          }
        },
        () => undefined,
      );
      return loading;
    },
  };
}
