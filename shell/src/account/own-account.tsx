import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DELETED_USER, LIMITS, paths, type UserProfile } from '@muster/shared-kernel/core';
import { notify } from '@muster/shared-kernel/client';
import { ConfirmDialog, TextField } from '@muster/shared-kernel/ui';
import { ProfileSection, SubmitButton } from './account-form-parts';
import { CurrentPasswordField } from './password-fields';
import { useDeleteAccount, useDownloadAccountData, useUpdateProfile } from './use-own-account';

/** The texts of one's own account as a whole: what it shows, and its toasts. */
export const OWN_ACCOUNT_TEXTS = Object.freeze({
  profileSaved: 'Profile saved.',
  yourData: `Everything the site keeps of you and by you — profile, likes, factions, scenarios, pages, images and rosters — as one JSON file.`,
  deleteWarning: `Deleting your account signs you out everywhere and cannot be undone. Your factions, scenarios and pages stay on the site, credited to "${DELETED_USER}"; delete them first if you want them gone. Your username cannot be used again.`,
  confirmDelete: 'Delete your account for good?',
  accountDeleted: 'Your account was deleted.',
});

interface ProfileValues {
  display: string;
  email: string;
}

const valuesOf = (profile: UserProfile): ProfileValues => ({
  display: profile.display,
  email: profile.email ?? '',
});

/**
 * The display name and recovery email, as registration asks for them (the browser checks the
 * email's form and both lengths). A refusal is toasted by the client and the form keeps its text.
 */
export function EditProfile({ profile }: { profile: UserProfile }) {
  const { register, handleSubmit, reset } = useForm<ProfileValues>({
    defaultValues: valuesOf(profile),
  });
  const update = useUpdateProfile();
  const submit = handleSubmit(async ({ display, email }) => {
    try {
      const saved = await update.mutateAsync({ display: display.trim(), email: email.trim() });
      // The server's word: a blank display name became the username.
      reset(valuesOf(saved));
      notify.success(OWN_ACCOUNT_TEXTS.profileSaved);
    } catch {
      // The client has toasted the refusal; the form keeps what was typed.
    }
  });
  return (
    <ProfileSection title="Edit Profile">
      <form onSubmit={(event) => void submit(event)}>
        <TextField
          label="Display Name"
          autoComplete="nickname"
          maxLength={LIMITS.user.display.maxLength}
          hint="Left blank, your username is shown."
          {...register('display')}
        />
        <TextField
          label="Recovery Email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.user.email.maxLength}
          {...register('email')}
        />
        <SubmitButton pending={update.isPending} busy="Saving...">
          Save Profile
        </SubmitButton>
      </form>
    </ProfileSection>
  );
}

/** Everything of and by the user as one JSON file. */
export function YourData() {
  const download = useDownloadAccountData();
  return (
    <ProfileSection title="Your Data">
      <p>{OWN_ACCOUNT_TEXTS.yourData}</p>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing...' : 'Download My Data'}
      </button>
    </ProfileSection>
  );
}

/**
 * Leaving the site: the password asked again, then a confirmation whose focus starts on Cancel,
 * so a stray Enter deletes nothing. Once deleted, the user is signed out here and sent home.
 * `onLeave` runs first, so the page shows nothing that needs the session while the router moves.
 */
export function DeleteAccount({ onLeave }: { onLeave: () => void }) {
  const { register, handleSubmit, getValues } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteAccount(() => {
    onLeave();
    void navigate(paths.home(), { replace: true });
  });

  async function confirm() {
    try {
      await remove.mutateAsync({ password: getValues('password') });
      setAsking(false);
      notify.success(OWN_ACCOUNT_TEXTS.accountDeleted);
    } catch {
      // The client has toasted the refusal ('Wrong password'); the form keeps its text.
      setAsking(false);
    }
  }

  return (
    <ProfileSection title="Delete Account" danger>
      <p>{OWN_ACCOUNT_TEXTS.deleteWarning}</p>
      <form onSubmit={(event) => void handleSubmit(() => setAsking(true))(event)}>
        <CurrentPasswordField label="Password" {...register('password', { required: true })} />
        <button type="submit" className="btn btn-danger">
          Delete My Account
        </button>
      </form>
      {asking && (
        <ConfirmDialog
          title={OWN_ACCOUNT_TEXTS.confirmDelete}
          confirm={remove.isPending ? 'Deleting...' : 'Delete'}
          close="Cancel"
          pending={remove.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(false)}
        />
      )}
    </ProfileSection>
  );
}
