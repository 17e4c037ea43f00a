import { act, renderHook, waitFor } from '@testing-library/react';
import {
  ADMINISTRATOR,
  MODERATOR,
  createMockDb,
  queryWrapper,
  mockApi,
  signIn,
  signOut,
} from '@muster/shared-kernel/testing';
import { operations, type GrantableRole } from '@muster/shared-kernel/core';
import { callOperation } from '@muster/shared-kernel/client';
import { useModLog } from '../../modlog/api/use-mod-log';
import { useSetRoles } from './use-set-roles';
import { useUsers } from './use-users';

const api = mockApi(() => ({ profiles: [...createMockDb().profiles, MODERATOR, ADMINISTRATOR] }));

afterEach(() => signOut());

const listUsers = (search = '', page = 1) =>
  callOperation(operations.listUsers, { query: { search, page } });
const setRoles = (username: string, roles: GrantableRole[]) =>
  callOperation(operations.setRoles, { params: { username }, body: { roles } });
const moderationLog = () => callOperation(operations.listModerationLog, { query: { page: 1 } });

const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('role management and the moderation log', () => {
  it('lists and finds users for the administrator, with email and roles', async () => {
    signIn('root', ADMINISTRATOR.roles);
    const all = renderHook(() => useUsers('', 1), { wrapper: queryWrapper().wrapper });
    await waitFor(() => expect(all.result.current.data?.count).toBe(4));
    expect(all.result.current.data?.users.map((u) => u.username)).toEqual([
      'ada',
      'mia',
      'root',
      'vex',
    ]);
    expect(all.result.current.data?.users[2]).toEqual({
      username: 'root',
      display: 'Root',
      email: 'root@muster.test',
      roles: ['admin', 'mod', 'publisher'],
    });
    expect((await listUsers('VE', 1)).users.map((u) => u.username)).toEqual(['vex']);
    expect((await listUsers('Mia')).users.map((u) => u.username)).toEqual(['mia']);
  });

  it('refuses the list and role changes to anyone but the administrator: 401, then 403', async () => {
    expect(await statusOf(listUsers())).toBe(401);
    expect(await statusOf(setRoles('ada', ['mod']))).toBe(401);
    expect(await statusOf(moderationLog())).toBe(401);
    signIn('mia', MODERATOR.roles);
    expect(await statusOf(listUsers())).toBe(403);
    expect(await statusOf(setRoles('ada', ['mod']))).toBe(403);
    expect(await statusOf(moderationLog())).toBe(200);
    signIn('vex', ['publisher']);
    expect(await statusOf(moderationLog())).toBe(403);
  });

  it("keeps the administrator's own rights and the admin role out of reach", async () => {
    signIn('root', ADMINISTRATOR.roles);
    expect(await statusOf(setRoles('root', ['mod']))).toBe(403);
    expect(await statusOf(setRoles('ada', ['admin' as 'mod']))).toBe(400);
    expect(await statusOf(setRoles('nobody', ['mod']))).toBe(404);
  });

  it('grants and revokes roles, updating the list and logging each change', async () => {
    signIn('root', ADMINISTRATOR.roles);
    const { wrapper } = queryWrapper();
    const users = renderHook(() => useUsers('', 1), { wrapper });
    const change = renderHook(() => useSetRoles(), { wrapper });
    await waitFor(() => expect(users.result.current.data).toBeDefined());
    await act(() => change.result.current.mutateAsync({ username: 'vex', roles: ['mod'] }));
    await waitFor(() =>
      expect(users.result.current.data?.users.find((u) => u.username === 'vex')?.roles).toEqual([
        'mod',
      ]),
    );
    const log = renderHook(() => useModLog(1), { wrapper });
    await waitFor(() => expect(log.result.current.data?.count).toBe(2));
    expect(
      log.result.current.data?.entries.map((e) => [e.action, e.itemTitle, e.reason, e.actor]),
    ).toEqual([
      ['role-grant', 'vex', 'mod', 'root'],
      ['role-revoke', 'vex', 'publisher', 'root'],
    ]);
    expect(api.requests).toContain('POST /api/users/roles/vex');
  });
});
