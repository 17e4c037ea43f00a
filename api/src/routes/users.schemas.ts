import { NO_NUL, RegistrationKeyAnswer, UsernameText } from '@muster/shared-kernel/core';
import { Type } from 'typebox';

const Role = Type.Union([Type.Literal('publisher'), Type.Literal('mod')]);

export const UsernameParams = Type.Object({ username: UsernameText });

export const InviteQuery = Type.Object({
  roles: Type.Optional(Type.String({ pattern: '^(publisher|mod)(,(publisher|mod))*$' })),
});

/** An invite, with what it grants (the administrator's screen shows both). */
export const InviteAnswer = Type.Object({
  ...RegistrationKeyAnswer.properties,
  roles: Type.Array(Type.String()),
  expires: Type.String(),
});

/** What an invite token grants, read before registering (the register screen lists it). */
export const InviteInfo = Type.Object({ roles: Type.Array(Type.String()), expires: Type.String() });
export const InviteParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4000, pattern: NO_NUL }),
});

export const RolesBody = Type.Object(
  { roles: Type.Array(Role, { maxItems: 2, uniqueItems: true }) },
  { additionalProperties: false },
);
