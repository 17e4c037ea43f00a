import { memo, useEffect } from 'react';
import type { RosterFile } from '@muster/shared-kernel/core';
import { useVerdictOf } from '../../../api/use-verify-roster';
import { VerificationStamp } from '../../../components/verdict/verification-stamp';

/**
 * The server's verdict for the printout's header, on the roster as it was when printing was
 * asked for. `onSettled` is called once the server has answered (or failed, or waits for a
 * connection): the page prints then, so the paper carries the code. Memoised on a file that
 * changes only when printing is asked for again, so a +/− never asks the server.
 */
export const PrintVerdict = memo(function PrintVerdict({
  file,
  onSettled,
}: {
  file: RosterFile;
  onSettled: () => void;
}) {
  const verdict = useVerdictOf({ file });
  const settled = verdict.status !== 'pending' || verdict.fetchStatus === 'paused';
  useEffect(() => {
    if (settled) onSettled();
  }, [file, settled, onSettled]);
  return <VerificationStamp file={file} />;
});
