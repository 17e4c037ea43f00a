import { renderRemote } from '@muster/shared-kernel/testing';
import App from '../app';

/**
 * Renders the remote at `path` inside the shell's providers (a fresh query cache), with a previous
 * page in the history (the editors go back to it) and stand-ins for the other remotes' and the
 * shell's pages. The API is the test file's `mockApi()`.
 */
export function renderApp(path: string) {
  return renderRemote(<App />, path, {
    elsewhere: { '/login': 'Login page', '/roster/:key': 'Roster page' },
  });
}
