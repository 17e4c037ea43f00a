import { formatDate, paths } from '@muster/shared-kernel/core';
import { Link } from 'react-router-dom';
import { useFormulaInForce } from '@muster/shared-kernel/client';

/**
 * 'Point formula: {name}, last updated {date}', linking to the active official formula. It reads
 * the formula the kernel's store loads for every cost on the site, so it costs no extra call.
 */
export function ActiveFormulaLine({ activeId }: { activeId: string | null }) {
  const { official, demo } = useFormulaInForce();
  if (!activeId) {
    return <p className="ruleset-formula muted">Unit costs use the default point formula.</p>;
  }
  const known = official?._id === activeId ? official : null;
  return (
    <p className="ruleset-formula">
      Point formula:{' '}
      <Link to={paths.editFormula(activeId)}>{known ? known.name : 'the active formula'}</Link>
      {known?.lastUpdated && (
        <span className="muted">, last updated {formatDate(known.lastUpdated)}</span>
      )}
      {demo?.enabled && (
        <span className="muted"> (your browser is trying the demo formula {demo.name})</span>
      )}
    </p>
  );
}
