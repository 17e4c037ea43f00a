// eslint-disable-next-line no-restricted-imports -- this test compares the surface with the real package
import * as reactRouter from 'react-router';
// The curated router every front end shares (see the file for why); this shell provides it.
import { ROUTER_EXPORTS } from '@muster/shared-kernel/tooling/router-exports';

describe('the shared router surface', () => {
  it('names only real react-router exports', () => {
    const missing = ROUTER_EXPORTS.filter((name) => !(name in reactRouter));
    expect(missing).toEqual([]);
  });

  it('covers what the shell and the remotes use', () => {
    for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate']) {
      expect(ROUTER_EXPORTS).toContain(name);
    }
  });
});
