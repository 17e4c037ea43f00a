import { Type, type Static } from 'typebox';

export const Username = Type.String({ pattern: '^[A-Za-z0-9_.-]{2,32}$' });
const Role = Type.Union([Type.Literal('publisher'), Type.Literal('mod')]);

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object(
  {
    username: Username,
    display: Type.Optional(Type.String({ maxLength: 64 })),
    email: Type.Optional(
      Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 254 })]),
    ),
    password: Type.String({ minLength: 8, maxLength: 200 }),
    passwordConfirm: Type.Optional(Type.String({ maxLength: 200 })),
    registrationToken: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/** Login and registration answer. */
export const SessionAnswer = Type.Object({
  token: Type.String(),
  username: Type.String(),
  display: Type.String(),
  roles: Type.Array(Type.String()),
  likes: Type.Array(Type.String()),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

/** A profile; `email` only for the user themself and the administrator. */
export const Profile = Type.Object({
  username: Type.String(),
  display: Type.String(),
  email: Type.Optional(Type.String()),
  roles: Type.Array(Type.String()),
  likes: Type.Array(Type.String()),
});
export type Profile = Static<typeof Profile>;

export const UsernameParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
});

export const InviteQuery = Type.Object({
  roles: Type.Optional(Type.String({ pattern: '^(publisher|mod)(,(publisher|mod))*$' })),
});

export const InviteAnswer = Type.Object({
  registrationToken: Type.String(),
  roles: Type.Array(Type.String()),
  expires: Type.String(),
});

/** What an invite token grants, read before registering (the register screen lists it). */
export const InviteInfo = Type.Object({ roles: Type.Array(Type.String()), expires: Type.String() });
export const InviteParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 4000 }) });

export const RolesBody = Type.Object(
  { roles: Type.Array(Role, { maxItems: 2, uniqueItems: true }) },
  { additionalProperties: false },
);
