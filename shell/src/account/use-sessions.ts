import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operations, type ChangePasswordPayload } from '@muster/shared-kernel/core';
import { callOperation, sessionStore } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only the profile page (a chunk of its own) signs
// devices out or changes the password, so no other page downloads these calls.

const sessionsKey = ['users', 'sessions'] as const;

/** GET /api/users/sessions: the devices the user is signed in on, the latest used first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () => callOperation(operations.listSessions),
  });
}

/** DELETE /api/users/sessions/{id}: signs one device out; the list is read again either way. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(operations.endSession, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/**
 * POST /api/users/sessions/end: signs out everywhere, this device too, which then forgets its
 * session (the profile then sends the user to the login page).
 */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () => callOperation(operations.endAllSessions),
    onSuccess: () => sessionStore.clear(),
  });
}

/** POST /api/users/password: every other device is signed out; the list is read again. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordPayload) => callOperation(operations.changePassword, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
