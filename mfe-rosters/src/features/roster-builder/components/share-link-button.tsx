import { useId, useState } from 'react';
import { type Roster } from '@muster/shared-kernel/core';
import { copyText, notify } from '@muster/shared-kernel/client';
import { RosterTooLargeToShareError, shareUrl } from '@muster/shared-kernel/client/rosters';

/**
 * 'Copy Share Link': the roster compressed into a /rosters#share=… link, copied to the clipboard
 * and shown in a field (some browsers refuse the clipboard, e.g. on plain http). A roster too
 * large for a link says so, in a toast and below the buttons, instead of a link nobody could open.
 */
export function ShareLinkButton({ roster }: { roster: Roster }) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function copy() {
    let url: string;
    try {
      url = await shareUrl(roster);
    } catch (error) {
      if (!(error instanceof RosterTooLargeToShareError)) throw error;
      setLink(null);
      setProblem(error.message);
      notify.error(error.message);
      return;
    }
    setProblem(null);
    setLink(url);
    await copyText(url, {
      copied: 'Share link copied',
      refused: 'Copy the share link from the field below the buttons.',
    });
  }

  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
        Copy Share Link
      </button>
      {problem !== null && (
        <p className="error-text no-print" role="alert">
          {problem}
        </p>
      )}
      {link !== null && (
        <div className="roster-share-link no-print">
          <label htmlFor={`${id}-link`}>Share link</label>
          <input
            id={`${id}-link`}
            className="input"
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </>
  );
}
