import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LIMITS, paths } from '@muster/shared-kernel/core';
import { Loading, TextField } from '@muster/shared-kernel/ui';
import { SubmitButton } from './account-form-parts';
import {
  recoveryRefused,
  usePasswordRecovery,
  useRequestPasswordReset,
} from './use-password-reset';

/** What the page says once a reset link was asked for, whether or not an account matched. */
export const RESET_REQUESTED_TEXT =
  'If an account matches, a reset link is on its way to its recovery email. The link works once, for one hour.';

/** What the page says on a site that cannot send mail. */
export const RECOVERY_OFF_TEXT =
  'Password recovery is not set up on this site. Ask the administrator for a reset link.';

/**
 * 'Forgotten Password': a username or recovery email, and a reset link mailed to the account's
 * recovery email. The answer is the same whether or not an account matched, so the page never
 * says which do.
 */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const mailed = usePasswordRecovery();
  const recovery = recoveryRefused(request.error) ? false : mailed;
  const { register, handleSubmit } = useForm<{ who: string }>({ defaultValues: { who: '' } });

  const submit = handleSubmit(async ({ who }) => {
    try {
      await request.mutateAsync({ who: who.trim() });
    } catch {
      // The client has toasted the refusal (too many requests, ...); the form keeps its text.
    }
  });

  return (
    <section className="form-card">
      <h1>Forgotten Password</h1>
      {recovery === undefined ? (
        <Loading />
      ) : !recovery ? (
        // After a 404 it replaces the form the focus was in.
        <Outcome text={RECOVERY_OFF_TEXT} takeFocus={request.isError} />
      ) : request.isSuccess ? (
        <Outcome text={RESET_REQUESTED_TEXT} takeFocus />
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <TextField
            label="Username or recovery email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={LIMITS.user.resetWho.maxLength}
            {...register('who', { required: true })}
          />
          <SubmitButton pending={request.isPending} busy="Sending...">
            Send Reset Link
          </SubmitButton>
        </form>
      )}
    </section>
  );
}

/**
 * What the page says instead of the form, and the way back to login. When it replaces the form
 * (`takeFocus`) it takes the focus, which was on a button that is gone, so keyboard and
 * screen-reader users hear it and carry on from there.
 */
function Outcome({ text, takeFocus = false }: { text: string; takeFocus?: boolean }) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) said.current?.focus();
  }, [takeFocus]);
  return (
    <>
      <p ref={said} tabIndex={-1}>
        {text}
      </p>
      <Link className="touch-link" to={paths.login()}>
        Back to login
      </Link>
    </>
  );
}
