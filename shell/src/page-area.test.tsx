import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@muster/shared-kernel/client';
import { TestProviders } from '@muster/shared-kernel/testing';

jest.mock('./remotes/remote-page', () => ({
  RemotePage: ({ name }: { name: string }) => <p>remote:{name}</p>,
}));

import { NOT_ALLOWED_TEXT, PageArea } from './page-area';

function renderAt(path: string) {
  return render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <PageArea />
      </MemoryRouter>
    </TestProviders>,
  );
}

function signIn(roles: string[]) {
  act(() =>
    sessionStore.set({ token: 'token', username: 'someone', display: null, roles, likes: [] }),
  );
}

describe('PageArea', () => {
  afterEach(() => act(() => sessionStore.clear()));

  it.each([
    ['/', 'rules'],
    ['/factionlist/2', 'factions'],
    ['/roster/roster_x_1', 'rosters'],
    ['/pages/abc', 'community'],
  ])('gives %s to the %s remote', (path, remote) => {
    renderAt(path);
    expect(screen.getByText(`remote:${remote}`)).toBeInTheDocument();
  });

  it('renders the not-found text for unknown paths', () => {
    renderAt('/nowhere/at/all');
    expect(screen.getByText('This is not the page you are looking for...')).toBeInTheDocument();
  });

  it('renders the shell’s own login screen', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'User Login' })).toBeInTheDocument();
  });

  it('never asks for the admin remote for an anonymous visitor', async () => {
    renderAt('/editrules');
    expect(await screen.findByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(screen.queryByText('remote:admin')).not.toBeInTheDocument();
  });

  it('tells a signed-in non-moderator no, without the admin remote', () => {
    signIn(['publisher']);
    renderAt('/modqueue/1');
    expect(screen.queryByText('remote:admin')).not.toBeInTheDocument();
    expect(screen.getByText(NOT_ALLOWED_TEXT)).toBeInTheDocument();
  });

  it.each(['/editrules', '/users'])(
    'tells a signed-in non-administrator at %s that only the administrator can see it',
    (path) => {
      signIn(['publisher']);
      renderAt(path);
      expect(screen.queryByText('remote:admin')).not.toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Only the administrator can see this page.' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(NOT_ALLOWED_TEXT)).not.toBeInTheDocument();
    },
  );

  it.each([[['mod']], [['admin', 'mod', 'publisher']]])(
    'loads the admin remote for %j',
    (roles) => {
      signIn(roles);
      renderAt('/modqueue/1');
      expect(screen.getByText('remote:admin')).toBeInTheDocument();
    },
  );
});
