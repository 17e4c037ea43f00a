import { renderRemote } from '@muster/shared-kernel/testing';
import App from '../app';
import { ROUTE_PATTERNS } from '@muster/shared-kernel/core';

/**
 * Tests only: renders the remote at `path` as the shell does (the test file's `mockApi()`), after
 * a previous page (where Cancel goes back to), with stand-ins for the pages of the shell and the
 * other remotes that the screens lead to, and the shell's toasts.
 */
export function renderCommunity(path: string) {
  return renderRemote(<App />, path, {
    elsewhere: {
      [ROUTE_PATTERNS.login]: 'Login page',
      [ROUTE_PATTERNS.rosters]: 'Rosters page',
      [ROUTE_PATTERNS.scenarioList]: 'Scenario list',
    },
    toasts: true,
  });
}
