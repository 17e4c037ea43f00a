import { useForm } from 'react-hook-form';
import { formatDateTime } from '@muster/shared-kernel/core';
import { logout, notify } from '@muster/shared-kernel/client';
import { Empty, LoadError, Loading } from '@muster/shared-kernel/ui';
import { ProfileSection, SubmitButton } from './account-form-parts';
import { CurrentPasswordField, NewPasswordFields } from './password-fields';
import { useChangePassword, useEndAllSessions, useEndSession, useSessions } from './use-sessions';

/** The devices a user is signed in on and their password: what keeps their account theirs. */
export function AccountSecurity() {
  return (
    <>
      <SignedInDevices />
      <ChangePasswordForm />
    </>
  );
}

export const NO_DEVICES_TEXT = 'No device is signed in.';

/** Each signed-in device with Sign out, and Sign out everywhere. */
function SignedInDevices() {
  const list = useSessions();
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  return (
    <ProfileSection title="Signed-in Devices">
      {list.isPending && <Loading />}
      {list.isError && <LoadError title="The devices could not be read." />}
      {list.data &&
        (list.data.length === 0 ? (
          <Empty text={NO_DEVICES_TEXT} />
        ) : (
          <ul className="device-list" aria-label="Signed-in devices">
            {list.data.map((device) => {
              const name = device.browser || 'Unknown browser';
              return (
                <li key={device._id}>
                  <div>
                    <p>
                      <strong>{name}</strong>
                      {device.current && <span className="muted"> (this device)</span>}
                    </p>
                    <p className="muted">
                      Signed in {formatDateTime(device.firstSeen)} · Last seen{' '}
                      {formatDateTime(device.lastSeen)}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={endOne.isPending && endOne.variables === device._id}
                    aria-label={
                      device.current
                        ? 'Sign out this device'
                        : `Sign out ${name}, signed in ${formatDateTime(device.firstSeen)}`
                    }
                    onClick={() => (device.current ? logout() : endOne.mutate(device._id))}
                  >
                    Sign out
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      <div className="btn-row">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={endAll.isPending}
          onClick={() => endAll.mutate()}
        >
          Sign out everywhere
        </button>
      </div>
    </ProfileSection>
  );
}

interface PasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirm: string;
}

const NO_PASSWORDS: PasswordValues = { currentPassword: '', password: '', passwordConfirm: '' };

/** What the toast says once the password is changed. */
export function passwordChangedText(signedOut: number): string {
  if (signedOut === 0) return 'Password changed.';
  const devices = signedOut === 1 ? '1 other device was' : `${signedOut} other devices were`;
  return `Password changed: ${devices} signed out.`;
}

/** Current password, the new one twice; every other device is signed out once it changes. */
function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({ defaultValues: NO_PASSWORDS, reValidateMode: 'onChange' });
  const change = useChangePassword();
  const submit = handleSubmit(async (values) => {
    try {
      const { signedOut } = await change.mutateAsync(values);
      notify.success(passwordChangedText(signedOut));
      reset(NO_PASSWORDS);
    } catch {
      // The client has toasted the refusal ('Wrong current password'); the form keeps its text.
    }
  });
  return (
    <ProfileSection title="Change Password">
      <form onSubmit={(event) => void submit(event)}>
        <CurrentPasswordField
          label="Current Password"
          {...register('currentPassword', { required: true })}
        />
        <NewPasswordFields label="New Password" register={register} errors={errors} />
        <SubmitButton pending={change.isPending} busy="Changing...">
          Change Password
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}
