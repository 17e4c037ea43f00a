import { configure, screen, within } from '@testing-library/react';
import { MODERATOR, renderRemote, signIn } from '@muster/shared-kernel/testing';
import App from '../app';
import { ROUTE_PATTERNS } from '@muster/shared-kernel/core';

// A screen is its own chunk (lazy), loaded on its first render: on a busy machine the first test
// of a file waits for it longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Renders the admin remote at `path` as the shell does, with the toasts, for the moderator
 * {@link MODERATOR} unless `as` says who (`null`: nobody signed in).
 */
export function renderQueue(
  path: string,
  as: { username: string; roles: string[] } | null = MODERATOR,
) {
  if (as) signIn(as.username, as.roles);
  return renderRemote(<App />, path, {
    toasts: true,
    elsewhere: { [ROUTE_PATTERNS.login]: 'Login page' },
  });
}

/** The address the remote is at. */
export const address = () => screen.getByTestId('location').textContent;

/** The titles of the cards of the list named `label`, in order. */
export const cardTitles = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The card whose title is `title`. */
export function card(title: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 2, name: title }).closest('li');
  if (!item) throw new Error(`No card ${title}`);
  return item;
}
