/**
 * One cause, one toast: an ended session is said once and leads to the login page, whatever page
 * it was found on and however many calls found it; a page that shows its own error state is not
 * toasted on top of it. The shell's real toast host draws what the user would see.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { callOperation, sessionStore } from '@muster/shared-kernel/client';
import { operations } from '@muster/shared-kernel/core';
import { mockApi, renderScreen } from '@muster/shared-kernel/testing';
import { ToastHost } from '@muster/shared-kernel/ui';
import { LoginPage } from './login-page';
import { ProfilePage } from './profile-page';
import { SessionBridge } from './session-bridge';

mockApi();

const expiredToken = `e30.${btoa(JSON.stringify({ sub: 'vex', exp: 1000 }))}.sig`;

/** A page that reads, as soon as it opens, something only a signed-in user may read. */
function DevicesPage() {
  useQuery({ queryKey: ['devices'], queryFn: () => callOperation(operations.listSessions) });
  return <h1>Devices</h1>;
}

function renderSite(path: string) {
  renderScreen(
    <>
      <SessionBridge />
      <Routes>
        <Route path="/factionlist/:page" element={<h1>Factions</h1>} />
        <Route path="/devices" element={<DevicesPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/profile/:username" element={<ProfilePage />} />
      </Routes>
      <ToastHost />
    </>,
    { entries: [path] },
  );
}

/** The texts of the toasts on screen, once every call has answered and its toast is drawn. */
async function toastTexts(): Promise<string[]> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
}

const keepExpiredSession = () =>
  act(() =>
    sessionStore.set({ token: expiredToken, username: 'vex', display: null, roles: [], likes: [] }),
  );

afterEach(() => act(() => sessionStore.clear()));

describe('an ended session and the toasts', () => {
  it('an expired session found on a public page: one toast, the token gone, the login page', async () => {
    keepExpiredSession();
    renderSite('/factionlist/1');
    expect(await screen.findByRole('heading', { name: 'User Login' })).toBeVisible();
    expect(sessionStore.get().token).toBeNull();
    await waitFor(async () =>
      expect(await toastTexts()).toEqual(['Session expired, please login again']),
    );
  });

  it('an expired session on a page that needs one is said once, without Authentication required', async () => {
    keepExpiredSession();
    renderSite('/devices');
    expect(await screen.findByRole('heading', { name: 'User Login' })).toBeVisible();
    await waitFor(async () => expect(await toastTexts()).not.toEqual([]));
    expect(await toastTexts()).toEqual(['Session expired, please login again']);
  });

  it("a deleted user's page says so itself, with no toast", async () => {
    renderSite('/profile/gone');
    expect(await screen.findByText("There's nothing to show...")).toBeVisible();
    expect(await toastTexts()).toEqual([]);
  });
});
