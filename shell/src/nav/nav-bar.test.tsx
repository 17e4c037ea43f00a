import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@muster/shared-kernel/client';
import { NavBar } from './nav-bar';

function renderBar(chatUrl = 'https://chat.example/muster') {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NavBar chatUrl={chatUrl} />
    </MemoryRouter>,
  );
}

function signIn(roles: string[], display: string | null = 'Captain Vex') {
  act(() => sessionStore.set({ token: 't', username: 'vex', display, roles, likes: [] }));
}

describe('NavBar', () => {
  afterEach(() => act(() => sessionStore.clear()));

  it('shows the anonymous bar: Factions as a link and Login', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Rules', 'Factions', 'Rosters', 'Abilities', 'Point Formulas', 'Login']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Factions' })).toHaveAttribute(
      'href',
      '/factionlist/1',
    );
    expect(within(nav).queryByText('My Pages')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Moderator Queue')).not.toBeInTheDocument();
  });

  it('opens the chat link safely in a new tab, and hides it when not configured', () => {
    const { unmount } = renderBar();
    const chat = screen.getByRole('link', { name: 'Chat' });
    expect(chat).toHaveAttribute('href', 'https://chat.example/muster');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();
    renderBar('');
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the Factions menu, My Pages and their display name', async () => {
    signIn(['publisher']);
    renderBar();
    await userEvent.click(screen.getByText('Factions'));
    expect(screen.getByRole('link', { name: 'All Factions' })).toHaveAttribute(
      'href',
      '/factionlist/1',
    );
    expect(screen.getByRole('link', { name: 'My Factions' })).toHaveAttribute(
      'href',
      '/myfactions/1',
    );
    expect(screen.getByRole('link', { name: 'Captain Vex' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'My Pages', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Moderator Queue')).not.toBeInTheDocument();
  });

  it('falls back to the username when there is no display name', () => {
    signIn([], null);
    renderBar();
    expect(screen.getByRole('link', { name: 'vex' })).toBeInTheDocument();
  });

  it('gives moderators the moderator queues', () => {
    signIn(['mod']);
    renderBar();
    const queues = screen.getAllByRole('link', { name: 'Moderator Queue', hidden: true });
    expect(queues.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/modqueue/1',
      '/pagemodqueue',
    ]);
  });

  it('lists both lore collections', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'World Lore', hidden: true })).toHaveAttribute(
      'href',
      '/lorepagelist/lore/world',
    );
    expect(screen.getByRole('link', { name: 'Battle Reports', hidden: true })).toHaveAttribute(
      'href',
      '/lorepagelist/batrep/report',
    );
  });
});
