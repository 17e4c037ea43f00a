import { act, renderHook, waitFor } from '@testing-library/react';
import {
  queryWrapper,
  mockApi,
  mockInviteToken,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { ApiRequestError, sessionStore, useProfile } from '@muster/shared-kernel/client';
import { useLogin } from './use-login';
import { useRegister } from './use-register';
import { useInvitation } from './use-invitation';
import {
  useGenerateRegistrationKey,
  useInvitations,
  useRevokeInvitation,
  useSetPublisher,
} from './use-invitations';

const api = mockApi();

afterEach(() => signOut());

describe('the account calls', () => {
  it('signs in with the right password only, then reads one’s own profile with its email', async () => {
    api.db.profiles[0] = { ...api.db.profiles[0]!, email: 'vex@example.org' };
    const login = renderHook(() => useLogin(), { wrapper: queryWrapper().wrapper });
    const refused = await act(() =>
      login.result.current
        .mutateAsync({ username: 'vex', password: 'wrong' })
        .catch((error: unknown) => error),
    );
    expect(refused).toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBeNull();

    await act(() =>
      login.result.current.mutateAsync({ username: 'VEX', password: 'correct horse' }),
    );
    expect(sessionStore.get()).toMatchObject({ username: 'vex', roles: ['publisher'] });
    const own = renderHook(() => useProfile(), { wrapper: queryWrapper().wrapper });
    await waitFor(() => expect(own.result.current.data?.email).toBe('vex@example.org'));
    // Someone else's profile carries no email.
    const other = renderHook(() => useProfile('ada'), { wrapper: queryWrapper().wrapper });
    await waitFor(() => expect(other.result.current.data?.display).toBe('Ada'));
    expect(other.result.current.data).not.toHaveProperty('email');
  });

  it('registers and signs in the new user, who may then sign up as publisher', async () => {
    const register = renderHook(() => useRegister(), { wrapper: queryWrapper().wrapper });
    await act(() =>
      register.result.current.mutateAsync({
        username: 'newbie',
        display: 'The Newbie',
        email: 'newbie@example.org',
        password: 'long enough',
      }),
    );
    expect(sessionStore.get()).toMatchObject({ username: 'newbie', roles: [] });
    const taken = await act(() =>
      register.result.current
        .mutateAsync({
          username: 'Newbie',
          display: '',
          email: 'x@example.org',
          password: 'long enough',
        })
        .catch((error: unknown) => error),
    );
    expect(taken).toMatchObject({ status: 409 });

    const signUp = renderHook(() => useSetPublisher(), { wrapper: queryWrapper().wrapper });
    await act(() => signUp.result.current.mutateAsync());
    expect(sessionStore.get().roles).toEqual(['publisher']);
    expect(api.db.profiles.find((p) => p.username === 'newbie')?.roles).toEqual(['publisher']);
  });

  it('gives a registration link to the administrator only; its roles go to the new user', async () => {
    signIn('vex', ['publisher']);
    const generate = renderHook(() => useGenerateRegistrationKey(), {
      wrapper: queryWrapper().wrapper,
    });
    const forbidden = await act(() =>
      generate.result.current.mutateAsync().catch((error: unknown) => error),
    );
    expect(forbidden).toBeInstanceOf(ApiRequestError);
    expect(forbidden).toMatchObject({ status: 403 });

    api.db.profiles.push({ username: 'admin', display: 'Admin', roles: ['admin'], likes: [] });
    signIn('admin', ['admin', 'mod', 'publisher']);
    const answer = await act(() => generate.result.current.mutateAsync());
    expect(api.db.invites).toEqual([answer.registrationToken]);

    signOut();
    const register = renderHook(() => useRegister(), { wrapper: queryWrapper().wrapper });
    const invited = {
      username: 'invited',
      display: 'Invited',
      email: 'invited@example.org',
      password: 'long enough',
      registrationToken: answer.registrationToken.replace(/\./g, ','),
    };
    await act(() => register.result.current.mutateAsync(invited));
    expect(sessionStore.get()).toMatchObject({ username: 'invited', roles: ['publisher'] });

    // An invitation works once.
    signOut();
    const again = await act(() =>
      register.result.current
        .mutateAsync({ ...invited, username: 'second' })
        .catch((error: unknown) => error),
    );
    expect(again).toMatchObject({
      status: 410,
      message: 'Gone: This invitation has been used',
    });
    expect(sessionStore.get().token).toBeNull();
  });

  it("lists the administrator's unused invitations with their notes; a revoked one leaves the list and its link says so", async () => {
    api.db.profiles.push({ username: 'admin', display: 'Admin', roles: ['admin'], likes: [] });
    signIn('admin', ['admin', 'mod', 'publisher']);
    const { wrapper } = queryWrapper();
    const generate = renderHook(() => useGenerateRegistrationKey(), { wrapper });
    const list = renderHook(() => useInvitations(), { wrapper });
    await waitFor(() => expect(list.result.current.data).toEqual([]));
    const answer = await act(() =>
      generate.result.current.mutateAsync({ roles: ['mod'], note: ' Bo from the club ' }),
    );
    await waitFor(() =>
      expect(list.result.current.data).toEqual([
        expect.objectContaining({ roles: ['mod'], note: 'Bo from the club' }),
      ]),
    );
    const [invitation] = list.result.current.data ?? [];
    const revoke = renderHook(() => useRevokeInvitation(), { wrapper });
    await act(() => revoke.result.current.mutateAsync(invitation?._id ?? ''));
    await waitFor(() => expect(list.result.current.data).toEqual([]));

    const link = renderHook(() => useInvitation(answer.registrationToken.replace(/\./g, ',')), {
      wrapper,
    });
    await waitFor(() =>
      expect(link.result.current.error).toMatchObject({
        status: 410,
        message: 'Gone: This invitation has been revoked',
      }),
    );
  });

  it('refuses what the API refuses: a forged invitation, a short password, an unknown field', async () => {
    const register = renderHook(() => useRegister(), { wrapper: queryWrapper().wrapper });
    const payload = {
      username: 'newbie',
      display: '',
      email: '',
      password: 'long enough',
    };
    const refused = (body: object) =>
      act(() =>
        register.result.current
          .mutateAsync(body as typeof payload)
          .catch((error: ApiRequestError) => error.message),
      );
    expect(await refused({ ...payload, registrationToken: mockInviteToken(['mod']) })).toBe(
      'Bad Request: body/registrationToken is not an invitation of this site',
    );
    expect(await refused({ ...payload, password: 'short' })).toBe(
      'Bad Request: body/password must NOT have fewer than 8 characters',
    );
    expect(await refused({ ...payload, role: 'admin' })).toBe(
      'Bad Request: body/role is not allowed',
    );
    expect(await refused({ ...payload, passwordConfirm: 'long enouhg' })).toBe(
      'Bad Request: body/passwordConfirm must match body/password',
    );
    expect(api.db.profiles.map((p) => p.username)).toEqual(['vex', 'ada']);
    expect(sessionStore.get().token).toBeNull();
  });
});
