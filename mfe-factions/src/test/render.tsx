import { renderRemote } from '@muster/shared-kernel/testing';
import App from '../app';
import { ROUTE_PATTERNS } from '@muster/shared-kernel/core';

/**
 * Renders the remote at `path` inside the shell's providers (a fresh query cache), with a previous
 * page in the history (the editors go back to it) and stand-ins for the other remotes' and the
 * shell's pages. The API is the test file's `mockApi()`.
 */
export function renderApp(path: string) {
  return renderRemote(<App />, path, {
    elsewhere: { [ROUTE_PATTERNS.login]: 'Login page', [ROUTE_PATTERNS.roster]: 'Roster page' },
  });
}
