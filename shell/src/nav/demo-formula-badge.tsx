import { useSyncExternalStore } from 'react';
import { demoFormulaStore } from '@muster/shared-kernel/client';

/**
 * The demo-formula badge: shown while this browser holds a demo formula, with a toggle and a
 * remove button. Every unit cost follows the store, so a click re-prices every screen at once.
 * It reads the demo formula alone: the bar never loads the official formula.
 */
export function DemoFormulaBadge() {
  const demo = useSyncExternalStore(
    demoFormulaStore.subscribe,
    demoFormulaStore.get,
    demoFormulaStore.get,
  );
  if (!demo) return null;
  return (
    <div
      className={`demo-badge${demo.enabled ? '' : ' demo-badge-off'}`}
      role="status"
      aria-label="Demo formula"
    >
      <span title={demo.enabled ? 'Unit costs use this demo formula' : 'Demo formula is off'}>
        Demo: {demo.name}
        {!demo.enabled && ' (off)'}
      </span>
      <button type="button" onClick={() => demoFormulaStore.toggleDemo()}>
        {demo.enabled ? 'Disable' : 'Enable'}
      </button>
      <button
        type="button"
        aria-label="Remove"
        title="Remove the demo formula"
        onClick={() => demoFormulaStore.removeDemo()}
      >
        ×
      </button>
    </div>
  );
}
