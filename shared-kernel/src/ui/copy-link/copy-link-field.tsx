import type { Ref } from 'react';
import { copyText } from '@muster/shared-kernel/client';

/** Props of {@link CopyLinkField}. */
export interface CopyLinkFieldProps {
  /** The link, in full (`https://…`). */
  link: string;
  /** The field's accessible name ('Registration link'). */
  label: string;
  /** The field, for a screen that moves the focus to a link it has just made. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A link the administrator passes on by hand (an invitation, a password reset): shown in a
 * read-only field, so it can be selected even where the browser refuses the clipboard (plain
 * http), with Copy beside it.
 */
export function CopyLinkField({ link, label, ref }: CopyLinkFieldProps) {
  const copy = () =>
    copyText(link, {
      copied: 'Link copied',
      refused: 'Copy failed: select the link and copy it by hand',
      refusedIsError: true,
    });
  return (
    <div className="btn-row copy-link">
      <input
        ref={ref}
        className="input"
        readOnly
        value={link}
        aria-label={label}
        onFocus={(event) => event.target.select()}
      />
      <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
        Copy
      </button>
    </div>
  );
}
