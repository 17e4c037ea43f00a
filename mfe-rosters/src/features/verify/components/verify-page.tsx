import { useLocation, useParams } from 'react-router-dom';
import { useOnline } from '@muster/shared-kernel/client';
import { Empty, Loading } from '@muster/shared-kernel/ui';
import { useRosterVerdict, verificationCodeOf } from '../../../api/use-roster-verdict';
import { RosterVerdictView } from './roster-verdict-view';
import {
  NEEDS_CONNECTION_TEXT,
  verdictFailureText,
} from '../../../components/verdict/verdict-texts';
import { VerifyForm, type VerifyLocationState } from './verify-form';
import '../../../components/verdict/verify.css';

/** The page's title and heading. */
export const VERIFY_TITLE = 'Verify a Roster';

/**
 * /verify and /verify/{code}: an organiser checks a roster with the server. The form takes a
 * share link, a verification code or a roster file; the verdict shows below it, read by its code
 * from the address, so the address of a verdict can be shared, printed and opened again.
 */
export function VerifyPage() {
  const { code: typed } = useParams();
  const { state } = useLocation();
  const checked = (state as VerifyLocationState | null)?.checked === true;
  const code = typed === undefined ? undefined : verificationCodeOf(typed);
  return (
    <div className="verify-page">
      <title>{VERIFY_TITLE}</title>
      <h1>{VERIFY_TITLE}</h1>
      <p className="verify-intro">
        The server rebuilds a shared roster from its faction&apos;s approved version, counts its
        points and checks it against the roster rules. Its verdict has a short code that anyone can
        look up here.
      </p>
      <VerifyForm />
      {code === undefined ? (
        <Empty text="No roster checked yet: paste a link or a code, or give a roster file." />
      ) : code === null ? (
        <p className="error-text verify-message" role="alert">
          ‘{typed}’ is not a verification code: a code is eight letters and digits, such as
          K7QX-M2PD.
        </p>
      ) : (
        <VerdictOfCode code={code} focus={checked} />
      )}
    </div>
  );
}

/** The verdict a code names, or why there is none. */
function VerdictOfCode({ code, focus }: { code: string; focus: boolean }) {
  const verdict = useRosterVerdict(code);
  const online = useOnline();
  if (verdict.data) return <RosterVerdictView verdict={verdict.data} focus={focus} />;
  if (verdict.isError)
    return (
      <p className="error-text verify-message" role="alert">
        {verdictFailureText(verdict.error, code)}
      </p>
    );
  return online ? (
    <Loading />
  ) : (
    <p className="status" role="status">
      {NEEDS_CONNECTION_TEXT}
    </p>
  );
}
