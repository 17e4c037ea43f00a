import { REMOTE_NAMES, REMOTE_ROUTES, isShellPath, remoteForPath } from './route-table.js';

describe('route ownership', () => {
  it.each([
    ['/', 'rules'],
    ['/ruleset', 'rules'],
    ['/editformula/abc', 'rules'],
    ['/factionlist/', 'factions'],
    ['/factionlist/3', 'factions'],
    ['/factions/iron-legion', 'factions'],
    ['/roster/roster_iron-legion_1700000000000', 'rosters'],
    ['/lorepagelist/lore/story', 'community'],
    ['/modqueue/1', 'admin'],
    ['/editrules', 'admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('leaves shell routes and unknown paths to the shell', () => {
    expect(remoteForPath('/login')).toBeNull();
    expect(isShellPath('/register/abc,def,ghi')).toBe(true);
    expect(isShellPath('/profile/someone')).toBe(true);
    expect(remoteForPath('/no/such/page')).toBeNull();
    expect(isShellPath('/no/such/page')).toBe(false);
  });

  it('gives every route to exactly one remote', () => {
    const all = REMOTE_NAMES.flatMap((name) => REMOTE_ROUTES[name]);
    expect(new Set(all).size).toBe(all.length);
  });
});
