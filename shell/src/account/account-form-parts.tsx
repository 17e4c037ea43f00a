import { useId, type ReactNode } from 'react';

/** One card of the own profile (Edit Profile, Change Password, ...): a region named by its title. */
export function ProfileSection({
  title,
  danger = false,
  children,
}: {
  title: string;
  /** Marks the card as one whose action cannot be undone (Delete Account). */
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={danger ? 'card profile-section danger-zone' : 'card profile-section'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/** A form's submit button, disabled while its request runs and saying so (`busy`, 'Saving...'). */
export function SubmitButton({
  pending,
  busy,
  children,
}: {
  pending: boolean;
  busy: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="btn" disabled={pending}>
      {pending ? busy : children}
    </button>
  );
}
