import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@muster/shared-kernel/core';
import { ApiRequestError, notify } from '@muster/shared-kernel/client';
import { LoadError, Loading } from '@muster/shared-kernel/ui';
import { SubmitButton } from './account-form-parts';
import { NewPasswordFields, type NewPasswordValues } from './password-fields';
import { usePasswordReset, useResetPassword } from './use-password-reset';

/** The toast once the new password is set. */
export const PASSWORD_RESET_TEXT = 'Password changed: you are signed in.';

/** The heading for a link whose token this site never made (or that is not a token at all). */
export const UNKNOWN_LINK_TEXT = 'Reset link not found';

/** The heading when the link could not be checked at all (the server failed, offline, ...). */
export const UNCHECKED_LINK_TEXT = 'The reset link could not be checked.';

/** Why a link cannot be used, as the page's heading: the server's words when it gave them. */
function refusalText(error: Error): string {
  if (!(error instanceof ApiRequestError)) return UNCHECKED_LINK_TEXT;
  // 410: used or expired. 404: unknown. 400: a token of the wrong form, which no link carries.
  if (error.status === 410 || error.status === 404) return error.serverMessage ?? UNKNOWN_LINK_TEXT;
  if (error.status === 400) return UNKNOWN_LINK_TEXT;
  return UNCHECKED_LINK_TEXT;
}

const NO_PASSWORDS: NewPasswordValues = { password: '', passwordConfirm: '' };

/**
 * /resetpassword/{token}, the link of a reset mail or of the administrator: whose password it
 * sets, and the new one twice. Setting it signs the user in here and out everywhere else.
 */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const link = usePasswordReset(token);
  const reset = useResetPassword(token);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({ defaultValues: NO_PASSWORDS, reValidateMode: 'onChange' });

  const submit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      notify.success(PASSWORD_RESET_TEXT);
      void navigate(paths.profile());
    } catch {
      // The client has toasted the refusal (the link was used meanwhile, ...); the form stays.
    }
  });

  if (link.isError) {
    return (
      <LoadError title={refusalText(link.error)}>
        <p>
          <Link className="touch-link" to={paths.forgotPassword()}>
            Ask for a new link
          </Link>
        </p>
      </LoadError>
    );
  }
  if (!link.data) return <Loading />;

  const { username } = link.data;
  return (
    <section className="form-card">
      <h1>Choose a New Password</h1>
      <p>
        For <strong>{username}</strong>
      </p>
      <form onSubmit={(event) => void submit(event)}>
        {/* For password managers: the account whose new password this is. */}
        <input type="text" hidden readOnly autoComplete="username" value={username} />
        <NewPasswordFields label="New Password" register={register} errors={errors} />
        <SubmitButton pending={reset.isPending} busy="Saving...">
          Set Password
        </SubmitButton>
      </form>
    </section>
  );
}
