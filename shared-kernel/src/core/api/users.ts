/** Accounts: sign-in, registration, profiles, roles and invitations. */
import { Type } from 'typebox';
import { Deleted } from '../model/calls.js';
import { NO_NUL, Text } from '../model/fields.js';
import { LIMITS } from '../model/limits.js';
import { UserList } from '../model/moderation.js';
import {
  AccountData,
  AccountDeleted,
  AuthAnswer,
  ChangePasswordPayload,
  DeleteAccountPayload,
  ForgotPasswordPayload,
  Invitation,
  InvitationInfo,
  InviteAnswer,
  LoginPayload,
  PasswordResetInfo,
  ProfilePayload,
  RegisterPayload,
  ResetLink,
  ResetPasswordPayload,
  ResetRequested,
  SessionInfo,
  SignedOut,
  UserProfile,
} from '../model/user.js';
import { IdParams, PageNumberText, UsernameParams, USUAL_GONE } from './common.js';
import { defineOperation } from './define.js';

const tags = ['users'];

const InviteQuery = Type.Object({
  roles: Type.Optional(Type.String({ pattern: '^(publisher|mod)(,(publisher|mod))*$' })),
  /** Whom the invitation is for, as the administrator's list of invitations shows it. */
  note: Type.Optional(Text(LIMITS.user.invitationNote.maxLength)),
});

/** A password reset link's token: 32 random bytes, base64url. */
const ResetParams = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});

const InviteParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4000, pattern: NO_NUL }),
});

/**
 * The user's grantable roles from now on (`publisher`, `mod`; any others are refused with a
 * message saying why).
 */
const RolesBody = Type.Object(
  { roles: Type.Array(Text(32), { maxItems: 8, uniqueItems: true }) },
  { additionalProperties: false },
);

/** The administrator's user list: `?search=&page=N`. */
const UserListQuery = Type.Object({
  search: Type.Optional(Text(200)),
  page: Type.Optional(PageNumberText),
});

export const login = defineOperation({
  operationId: 'login',
  method: 'POST',
  path: '/api/users/login',
  summary: 'Sign in with a username and password',
  access: 'public',
  tags,
  body: LoginPayload,
  answer: AuthAnswer,
});

export const register = defineOperation({
  operationId: 'register',
  method: 'POST',
  path: '/api/users/register',
  summary: 'Create an account',
  access: 'public',
  tags,
  body: RegisterPayload,
  answer: AuthAnswer,
  errors: USUAL_GONE,
});

export const getOwnProfile = defineOperation({
  operationId: 'getOwnProfile',
  method: 'GET',
  path: '/api/users/profile',
  summary: "The signed-in user's profile",
  access: 'token',
  tags,
  answer: UserProfile,
});

export const getProfile = defineOperation({
  operationId: 'getProfile',
  method: 'GET',
  path: '/api/users/profile/:username',
  summary: "A user's public profile",
  access: 'optional',
  tags,
  params: UsernameParams,
  answer: UserProfile,
});

export const setPublisher = defineOperation({
  operationId: 'setPublisher',
  method: 'POST',
  path: '/api/users/setpublisher',
  summary: 'Redeem a publisher invitation',
  access: 'token',
  tags,
  answer: UserProfile,
});

export const generateRegistrationKey = defineOperation({
  operationId: 'generateRegistrationKey',
  method: 'GET',
  path: '/api/users/generateRegistrationKey',
  summary: 'Make a publisher or moderator invitation link',
  access: 'token',
  tags,
  query: InviteQuery,
  answer: InviteAnswer,
});

export const getInvitation = defineOperation({
  operationId: 'getInvitation',
  method: 'GET',
  path: '/api/users/invite/:token',
  summary: 'What an invitation link grants',
  access: 'public',
  tags,
  secrets: ['token'],
  params: InviteParams,
  answer: InvitationInfo,
  errors: USUAL_GONE,
});

export const listInvitations = defineOperation({
  operationId: 'listInvitations',
  method: 'GET',
  path: '/api/users/invitations',
  summary: "The caller's invitations that can still be used (administrator)",
  access: 'token',
  tags,
  answer: Type.Array(Invitation),
});

export const revokeInvitation = defineOperation({
  operationId: 'revokeInvitation',
  method: 'DELETE',
  path: '/api/users/invitations/:id',
  summary: 'Revoke an invitation before it is used (administrator)',
  access: 'token',
  tags,
  params: IdParams,
  answer: Deleted,
  errors: USUAL_GONE,
});

export const setRoles = defineOperation({
  operationId: 'setRoles',
  method: 'POST',
  path: '/api/users/roles/:username',
  summary: "Grant or revoke a user's roles",
  access: 'token',
  tags,
  params: UsernameParams,
  body: RolesBody,
  answer: UserProfile,
});

export const listUsers = defineOperation({
  operationId: 'listUsers',
  method: 'GET',
  path: '/api/users',
  summary: 'Find users by username or display name',
  access: 'token',
  tags,
  query: UserListQuery,
  answer: UserList,
});

export const logout = defineOperation({
  operationId: 'logout',
  method: 'POST',
  path: '/api/users/logout',
  summary: 'Sign out',
  access: 'token',
  tags,
  answer: SignedOut,
});

export const listSessions = defineOperation({
  operationId: 'listSessions',
  method: 'GET',
  path: '/api/users/sessions',
  summary: 'Signed-in devices',
  access: 'token',
  tags,
  answer: Type.Array(SessionInfo),
});

export const endSession = defineOperation({
  operationId: 'endSession',
  method: 'DELETE',
  path: '/api/users/sessions/:id',
  summary: 'Sign a device out',
  access: 'token',
  tags,
  params: IdParams,
  answer: SignedOut,
});

export const endAllSessions = defineOperation({
  operationId: 'endAllSessions',
  method: 'POST',
  path: '/api/users/sessions/end',
  summary: 'Sign out everywhere',
  access: 'token',
  tags,
  answer: SignedOut,
});

export const changePassword = defineOperation({
  operationId: 'changePassword',
  method: 'POST',
  path: '/api/users/password',
  summary: 'Change password',
  access: 'token',
  tags,
  body: ChangePasswordPayload,
  answer: SignedOut,
});

export const requestPasswordReset = defineOperation({
  operationId: 'requestPasswordReset',
  method: 'POST',
  path: '/api/users/password/forgot',
  summary: 'Mail a password reset link',
  access: 'public',
  tags,
  body: ForgotPasswordPayload,
  // 404 when this site has no mail server set up: a setting, not a failure of the server.
  answer: ResetRequested,
});

export const getPasswordReset = defineOperation({
  operationId: 'getPasswordReset',
  method: 'GET',
  path: '/api/users/password/reset/:token',
  summary: 'Whose password a reset link sets',
  access: 'public',
  tags,
  secrets: ['token'],
  params: ResetParams,
  answer: PasswordResetInfo,
  errors: USUAL_GONE,
});

export const resetPassword = defineOperation({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/users/password/reset/:token',
  summary: 'Set a new password with a reset link',
  access: 'public',
  tags,
  secrets: ['token'],
  params: ResetParams,
  body: ResetPasswordPayload,
  answer: AuthAnswer,
  errors: USUAL_GONE,
});

export const makeResetLink = defineOperation({
  operationId: 'makeResetLink',
  method: 'POST',
  path: '/api/users/resetlink/:username',
  summary: 'Make a one-time password reset link (administrator)',
  access: 'token',
  tags,
  params: UsernameParams,
  answer: ResetLink,
});

export const updateProfile = defineOperation({
  operationId: 'updateProfile',
  method: 'POST',
  path: '/api/users/profile',
  summary: 'Change display name and recovery email',
  access: 'token',
  tags,
  body: ProfilePayload,
  answer: UserProfile,
});

export const exportAccount = defineOperation({
  operationId: 'exportAccount',
  method: 'GET',
  path: '/api/users/export',
  summary: 'Download my data',
  access: 'token',
  tags,
  answer: AccountData,
});

export const deleteAccount = defineOperation({
  operationId: 'deleteAccount',
  method: 'POST',
  path: '/api/users/delete',
  summary: 'Delete my account',
  access: 'token',
  tags,
  body: DeleteAccountPayload,
  answer: AccountDeleted,
});
