/** Users: profiles, and the payloads and answers of login and registration. */
import { Type, type Static } from 'typebox';
import { LimitedText, NO_NUL, Text, UsernameText } from './fields.js';
import { LIMITS, USERNAME_PATTERN } from './limits.js';

/** A user's profile. */
export const UserProfile = Type.Object({
  username: Type.String(),
  display: Type.String(),
  /** Present on one's own profile, and for the administrator; never for others. */
  email: Type.Optional(Type.String()),
  /** 'publisher', 'mod'; the administrator holds 'admin' and every other role. */
  roles: Type.Array(Type.String()),
  /** Ids of the factions the user likes. */
  likes: Type.Array(Type.String()),
});
/** A user's profile. */
export type UserProfile = Static<typeof UserProfile>;

/** POST /api/users/login. */
export const LoginPayload = Type.Object(
  {
    username: UsernameText,
    password: LimitedText(LIMITS.user.password),
  },
  { additionalProperties: false },
);
/** POST /api/users/login. */
export type LoginPayload = Static<typeof LoginPayload>;

/** A new username: 2 to 32 letters, digits, '_', '.' or '-'. */
export const Username = Type.String({ pattern: USERNAME_PATTERN });

/** A new password as typed twice: at least 8 characters, any of them. */
const NewPassword = {
  password: LimitedText(LIMITS.user.newPassword),
  /** When sent, it must equal `password` (400 otherwise). */
  passwordConfirm: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: NO_NUL,
      description: 'When sent, must equal password (else 400)',
    }),
  ),
};

/** POST /api/users/register. */
export const RegisterPayload = Type.Object(
  {
    username: Username,
    display: Type.Optional(LimitedText(LIMITS.user.display)),
    email: Type.Optional(
      Type.Union([
        Type.Literal(''),
        Type.String({ format: 'email', maxLength: LIMITS.user.email.maxLength }),
      ]),
    ),
    ...NewPassword,
    /** An invite token (from a publisher registration link) whose roles the new user gets. */
    registrationToken: Type.Optional(Text(4000)),
  },
  { additionalProperties: false },
);
/** POST /api/users/register. */
export type RegisterPayload = Static<typeof RegisterPayload>;

/** POST /api/users/password: the signed-in user's new password. */
export const ChangePasswordPayload = Type.Object(
  { currentPassword: LimitedText(LIMITS.user.password), ...NewPassword },
  { additionalProperties: false },
);
/** POST /api/users/password. */
export type ChangePasswordPayload = Static<typeof ChangePasswordPayload>;

/** POST /api/users/password/forgot: whose password to reset. */
export const ForgotPasswordPayload = Type.Object(
  {
    /** A username or a recovery email. */
    who: LimitedText(LIMITS.user.resetWho),
  },
  { additionalProperties: false },
);
/** POST /api/users/password/forgot. */
export type ForgotPasswordPayload = Static<typeof ForgotPasswordPayload>;

/**
 * The answer to a reset request, the same whether or not an account matched, so it never says
 * which usernames or emails exist.
 */
export const ResetRequested = Type.Object({ requested: Type.Literal(true) });
/** The answer to a reset request. */
export type ResetRequested = Static<typeof ResetRequested>;

/** POST /api/users/password/reset/{token}: the new password, as typed twice. */
export const ResetPasswordPayload = Type.Object(NewPassword, { additionalProperties: false });
/** POST /api/users/password/reset/{token}. */
export type ResetPasswordPayload = Static<typeof ResetPasswordPayload>;

/** GET /api/users/password/reset/{token}: whose password a usable reset link sets. */
export const PasswordResetInfo = Type.Object({
  username: Type.String(),
  /** When the link stops working (ISO 8601). */
  expires: Type.String(),
});
/** Whose password a usable reset link sets. */
export type PasswordResetInfo = Static<typeof PasswordResetInfo>;

/** POST /api/users/resetlink/{username} (administrator): a one-time reset link's token. */
export const ResetLink = Type.Object({
  /** The link is `/resetpassword/{token}` on this site. */
  token: Type.String(),
  expires: Type.String(),
});
/** A one-time reset link's token. */
export type ResetLink = Static<typeof ResetLink>;

/** POST /api/users/profile: the signed-in user's display name and recovery email. */
export const ProfilePayload = Type.Object(
  {
    /** Blank: the username is shown. */
    display: LimitedText(LIMITS.user.display),
    email: Type.Union([
      Type.Literal(''),
      Type.String({ format: 'email', maxLength: LIMITS.user.email.maxLength }),
    ]),
  },
  { additionalProperties: false },
);
/** POST /api/users/profile. */
export type ProfilePayload = Static<typeof ProfilePayload>;

/** POST /api/users/delete: the password, asked again before an account is deleted. */
export const DeleteAccountPayload = Type.Object(
  { password: LimitedText(LIMITS.user.password) },
  { additionalProperties: false },
);
/** POST /api/users/delete. */
export type DeleteAccountPayload = Static<typeof DeleteAccountPayload>;

/** The answer to an account's deletion: what stays, credited to 'deleted user'. */
export const AccountDeleted = Type.Object({
  deleted: Type.Literal(true),
  factions: Type.Integer({ minimum: 0 }),
  scenarios: Type.Integer({ minimum: 0 }),
  pages: Type.Integer({ minimum: 0 }),
});
/** The answer to an account's deletion. */
export type AccountDeleted = Static<typeof AccountDeleted>;

/** Stored rows as they are kept, one object per row. */
const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()));

/** GET /api/users/export: everything the site keeps of and by one user, as one JSON file. */
export const AccountData = Type.Object({
  format: Type.Literal('muster-account-data'),
  version: Type.Literal(1),
  /** When the file was made (ISO 8601). */
  exportedAt: Type.String(),
  profile: Type.Object({
    username: Type.String(),
    display: Type.String(),
    email: Type.String(),
    roles: Type.Array(Type.String()),
    /** When the account was made (ISO 8601). */
    createdAt: Type.String(),
  }),
  /** The factions the user likes. */
  likes: Type.Array(Type.Object({ _id: Type.String(), title: Type.String() })),
  /** The devices signed in now. */
  devices: Type.Array(
    Type.Object({ browser: Type.String(), firstSeen: Type.String(), lastSeen: Type.String() }),
  ),
  /** The factions the user made, each with its units and weapons. */
  factions: Type.Array(
    Type.Object({
      faction: Type.Record(Type.String(), Type.Unknown()),
      units: Rows,
      weapons: Rows,
    }),
  ),
  scenarios: Rows,
  pages: Rows,
  /** The images the user uploaded, by address (their bytes are at each `url`). */
  images: Type.Array(
    Type.Object({
      url: Type.String(),
      contentType: Type.String(),
      size: Type.Integer(),
      uploadedAt: Type.String(),
    }),
  ),
  /** The rosters kept in the user's account. */
  rosters: Rows,
});
/** Everything the site keeps of and by one user. */
export type AccountData = Static<typeof AccountData>;

/** One device a user is signed in on (GET /api/users/sessions). */
export const SessionInfo = Type.Object({
  /** The session's id (DELETE /api/users/sessions/{id} ends it). */
  _id: Type.String(),
  /** The browser and system it signed in from ('Firefox on Windows'; '' when unknown). */
  browser: Type.String(),
  /** When it signed in (ISO 8601). */
  firstSeen: Type.String(),
  /** When it last called the site (ISO 8601, to within a few minutes). */
  lastSeen: Type.String(),
  /** Whether it is the device asking. */
  current: Type.Boolean(),
});
/** One device a user is signed in on. */
export type SessionInfo = Static<typeof SessionInfo>;

/** How many sessions a sign-out or a password change ended. */
export const SignedOut = Type.Object({ signedOut: Type.Integer({ minimum: 0 }) });
/** How many sessions a sign-out or a password change ended. */
export type SignedOut = Static<typeof SignedOut>;

/** The answer of login and register: the session to keep. */
export const AuthAnswer = Type.Object({
  /** JWT; its `exp` claim is the expiry the client checks. */
  token: Type.String(),
  username: Type.String(),
  display: Type.String(),
  roles: Type.Array(Type.String()),
  /** Ids of the factions the user likes. */
  likes: Type.Array(Type.String()),
});
/** The answer of login and register: the session to keep. */
export type AuthAnswer = Static<typeof AuthAnswer>;

/** GET /api/users/generateRegistrationKey (administrator only): an invite token. */
export const RegistrationKeyAnswer = Type.Object({ registrationToken: Type.String() });
/** GET /api/users/generateRegistrationKey. */
export type RegistrationKeyAnswer = Static<typeof RegistrationKeyAnswer>;

/**
 * One invitation its maker can still revoke (GET /api/users/invitations, administrator): not
 * used, not revoked, not expired.
 */
export const Invitation = Type.Object({
  /** The invitation's id (DELETE /api/users/invitations/{id} revokes it). */
  _id: Type.String(),
  /** 'publisher' and/or 'mod'. */
  roles: Type.Array(Type.String()),
  /** Whom the maker meant it for, as they wrote it when generating the link ('' when none). */
  note: Type.String(),
  /** When it stops working (ISO 8601). */
  expires: Type.String(),
});
/** One invitation its maker can still revoke. */
export type Invitation = Static<typeof Invitation>;

/** GET /api/users/invite/{token}: what an invite link grants, read before registering. */
export const InvitationInfo = Type.Object({
  roles: Type.Array(Type.String()),
  /** When it stops working (ISO 8601). */
  expires: Type.String(),
});
/** What an invite link grants. */
export type InvitationInfo = Static<typeof InvitationInfo>;

/** A new invitation link's token, with what it grants (the administrator's screen shows both). */
export const InviteAnswer = Type.Object({
  ...RegistrationKeyAnswer.properties,
  roles: Type.Array(Type.String()),
  expires: Type.String(),
});
/** A new invitation link's token, with what it grants. */
export type InviteAnswer = Static<typeof InviteAnswer>;
