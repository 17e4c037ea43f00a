import { useId, useState } from 'react';
import { type Roster } from '@muster/shared-kernel/core';
import { copyText } from '@muster/shared-kernel/client';
import { shareUrl } from '@muster/shared-kernel/client/rosters';

/**
 * 'Copy Share Link': the roster compressed into a /rosters#share=… link, copied to the clipboard
 * and shown in a field (some browsers refuse the clipboard, e.g. on plain http).
 */
export function ShareLinkButton({ roster }: { roster: Roster }) {
  const id = useId();
  const [link, setLink] = useState<string | null>(null);

  async function copy() {
    const url = await shareUrl(roster);
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
