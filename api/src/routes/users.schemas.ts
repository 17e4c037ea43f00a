import {
  Invitation,
  NO_NUL,
  RegistrationKeyAnswer,
  Text,
  UsernameText,
} from '@muster/shared-kernel/core/model';
import { LIMITS } from '@muster/shared-kernel/core';
import { Type } from 'typebox';

export const UsernameParams = Type.Object({ username: UsernameText });

export const InviteQuery = Type.Object({
  roles: Type.Optional(Type.String({ pattern: '^(publisher|mod)(,(publisher|mod))*$' })),
  /** Whom the invitation is for, as the administrator's list of invitations shows it. */
  note: Type.Optional(Text(LIMITS.user.invitationNote.maxLength)),
});

/** GET /api/users/invitations (administrator): the caller's invitations that can still be used. */
export const InvitationList = Type.Array(Invitation);

/** An invite, with what it grants (the administrator's screen shows both). */
export const InviteAnswer = Type.Object({
  ...RegistrationKeyAnswer.properties,
  roles: Type.Array(Type.String()),
  expires: Type.String(),
});

export const InviteParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4000, pattern: NO_NUL }),
});

/**
 * POST /api/users/roles/{username}: the user's grantable roles from now on (`publisher`, `mod`;
 * any others are refused by the route with a message saying why).
 */
export const RolesBody = Type.Object(
  { roles: Type.Array(Text(32), { maxItems: 8, uniqueItems: true }) },
  { additionalProperties: false },
);

/** GET /api/users?search=&page=N (administrator). */
export const UserListQuery = Type.Object({
  search: Type.Optional(Text(200)),
  page: Type.Optional(Type.String({ pattern: '^-?[0-9]{1,9}$' })),
});
