import { expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import '@testing-library/jest-dom/jest-globals';

/**
 * The test that a visitor (no session) opening each of `paths` lands on the login page: `render`
 * draws a path in the remote's test host, whose /login route shows 'Login page /login'.
 */
export function itSendsVisitorsToLogin(
  render: (path: string) => unknown,
  paths: readonly string[],
): void {
  it.each(paths)('sends a visitor from %s to the login page', async (path) => {
    render(path);
    const login = await screen.findByRole('heading', { name: 'Login page /login' });
    expect(login).toBeVisible();
  });
}
