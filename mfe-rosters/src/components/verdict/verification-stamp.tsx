import { Link } from 'react-router-dom';
import { formatDateTime, paths, type RosterFile } from '@muster/shared-kernel/core';
import { useOnline } from '@muster/shared-kernel/client';
import { useVerdictOf } from '../../api/use-verify-roster';
import { VerdictResult } from './verdict-result';
import { NEEDS_CONNECTION_TEXT, verdictFailureText } from './verdict-texts';
import './verify.css';

/**
 * What the stamp asks the server about: a roster file (the builder's roster, exported), or a
 * share link (the whole address, or only the code after `#share=`). Exactly one of them.
 */
export type VerificationStampProps =
  | { /** The roster as its export file. */ file: RosterFile; link?: never }
  | { /** A share link of the roster, or its share code. */ link: string; file?: never };

/**
 * The server's verdict on one roster, small enough for a page's margin or a printout: the
 * faction version it was checked against, when, 'Legal' or its problems, and the verification
 * code, which links to the full verdict at /verify/{code} (on paper, the code is what an
 * organiser types there). The server is asked once per roster while the page lives; offline the
 * stamp says the verdict needs a connection.
 */
export function VerificationStamp(props: VerificationStampProps) {
  const payload = props.file !== undefined ? { file: props.file } : { link: props.link };
  const verdict = useVerdictOf(payload);
  const online = useOnline();

  let body;
  if (verdict.data) {
    const { data } = verdict;
    body = (
      <>
        <p className="verdict-stamp-line">
          {data.faction.title} · version {data.version} · checked{' '}
          <time dateTime={data.checkedAt}>{formatDateTime(data.checkedAt)}</time>
        </p>
        <VerdictResult
          verdict={data}
          as="p"
          className={
            data.legal ? 'verdict-stamp-result verdict-stamp-result--legal' : 'verdict-stamp-result'
          }
        />
        <p className="verdict-stamp-line">
          Verification code{' '}
          <Link className="verdict-code" to={paths.verifyCode(data.code)}>
            {data.code}
          </Link>
        </p>
      </>
    );
  } else if (verdict.isError) {
    body = (
      <p className="error-text">
        The server could not check this roster: {verdictFailureText(verdict.error)}
      </p>
    );
  } else {
    body = <p className="muted">{online ? 'Asking the server…' : NEEDS_CONNECTION_TEXT}</p>;
  }
  return (
    <aside className="verdict-stamp" aria-label="The server's verdict" aria-live="polite">
      <p className="verdict-stamp-title">The server&apos;s verdict</p>
      {body}
    </aside>
  );
}
