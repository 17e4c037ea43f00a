import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTE_PATTERNS, pathMatches, paths, type RosterVerdict } from '@muster/shared-kernel/core';
import { verificationCodeOf } from '../../../api/use-roster-verdict';
import { useVerifyRoster } from '../../../api/use-verify-roster';
import { RosterFileDrop } from '../../../components/roster-file-drop';
import { verdictFailureText } from '../../../components/verdict/verdict-texts';

/** How the page knows a verdict arrived because it was asked here, and so takes the focus. */
export interface VerifyLocationState {
  checked?: boolean;
}

/** The code of a pasted verdict address (`…/verify/K7QX-M2PD`), or null. */
function codeOfVerdictAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, window.location.origin);
  } catch {
    return null;
  }
  if (!pathMatches(ROUTE_PATTERNS.verifyCode, url.pathname)) return null;
  return verificationCodeOf(decodeURIComponent(url.pathname.split('/')[2] ?? ''));
}

/**
 * What an organiser gives the server to check: a share link or a verification code typed in
 * the field (a code opens its verdict's address; a link is sent), or a roster file chosen or
 * dropped (checked in this browser first, so a broken file says what is wrong at once).
 */
export function VerifyForm() {
  const navigate = useNavigate();
  const verify = useVerifyRoster();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const checked: VerifyLocationState = { checked: true };

  const show = (verdict: RosterVerdict) =>
    navigate(paths.verifyCode(verdict.code), { state: checked });

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    verify.reset();
    const typed = text.trim();
    if (!typed) {
      setProblem('Paste a share link or a verification code first.');
      return;
    }
    const code = verificationCodeOf(typed) ?? codeOfVerdictAddress(typed);
    if (code !== null) void navigate(paths.verifyCode(code), { state: checked });
    else verify.mutate({ link: typed }, { onSuccess: show });
  }

  async function checkFile(file: File) {
    setProblem(null);
    verify.reset();
    // The file check (TypeBox) loads only when a file is given.
    const { parseRosterFile } = await import('@muster/shared-kernel/client/rosters');
    const parsed = await parseRosterFile(await file.text());
    if (!parsed.ok) {
      setProblem(`${file.name} cannot be checked: ${parsed.error}.`);
      return;
    }
    verify.mutate({ file: parsed.value }, { onSuccess: show });
  }

  const message = problem ?? (verify.isError ? verdictFailureText(verify.error) : null);
  return (
    <form className="verify-form card" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>Share link or verification code</label>
        <div className="verify-ask">
          <input
            id={fieldId}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            aria-invalid={problem !== null && !text.trim()}
          />
          <button type="submit" className="btn" disabled={verify.isPending}>
            {verify.isPending ? 'Checking...' : 'Verify'}
          </button>
        </div>
        <p id={hintId} className="field-hint">
          A link ends in <code>#share=…</code>; a code is eight letters and digits, such as{' '}
          <code>K7QX-M2PD</code> (any case, dash or not).
        </p>
      </div>
      <p className="verify-or">or check a roster file</p>
      <RosterFileDrop
        className="dropzone verify-dropzone"
        activeClassName="dropzone--active"
        onFile={(file) => void checkFile(file)}
        onRefused={setProblem}
      />
      {message !== null && (
        <p className="error-text verify-message" role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
