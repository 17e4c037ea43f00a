import {
  LORE_COLLECTIONS,
  NOT_FOUND_TEXT,
  REMOTE_NAMES,
  REMOTE_ROUTES,
  ROUTE_PATTERNS,
  SHELL_ROUTES,
  isShellPath,
  pathMatches,
  paths,
  remoteForPath,
  routeChunkName,
  routePattern,
  type RemoteName,
} from './route-table.js';

describe('the route table', () => {
  it("lists each front end's routes, with the bare list paths that redirect to page 1", () => {
    expect(REMOTE_NAMES).toEqual(['rules', 'factions', 'rosters', 'community', 'admin']);
    // Written out by hand, one line of paths per remote, so the test does not repeat the table's
    // own layout.
    const expected: Record<RemoteName, string> = {
      rules: `/ /ruleset /pointformulas /newformula /editformula/:id /abilitytemplates /newability
        /editability/:id`,
      factions: `/factionlist /factionlist/:page /myfactions /myfactions/:page /authorpage/:name
        /factions/:slug /newfaction /editfaction/:slug /units/:id /newunit/:factionId /editunit/:id
        /newweapon/:factionId /editweapon/:id`,
      rosters: '/rosters /roster/:key /play/:key /games /verify /verify/:code',
      community: `/scenariolist /scenariolist/:page /myscenarios /myscenarios/:page /scenarios/:slug
        /newscenario /editscenario/:slug /newpage/:type /editpage/:id /pages/:id /pagelist/:type
        /lorepagelist/:type/:tag /mypages`,
      admin: `/modqueue /modqueue/:page /scenariomodqueue /scenariomodqueue/:page /pagemodqueue
        /editrules /users /modlog`,
    };
    const paths = (list: string) => list.trim().split(/\s+/);
    expect(REMOTE_ROUTES).toEqual(
      Object.fromEntries(Object.entries(expected).map(([name, list]) => [name, paths(list)])),
    );
    expect(SHELL_ROUTES).toEqual(
      paths(
        '/login /forgotpassword /resetpassword/:token /register /register/:token /registerComplete /profile /profile/:username',
      ),
    );
  });

  it('gives every route to exactly one remote', () => {
    const all = REMOTE_NAMES.flatMap((name) => REMOTE_ROUTES[name]);
    expect(new Set(all).size).toBe(all.length);
  });

  it("has the default lore collections of the Lore menu, and the not-found page's text", () => {
    expect(LORE_COLLECTIONS).toEqual([
      { label: 'World Lore', type: 'lore', tag: 'world' },
      { label: 'Battle Reports', type: 'batrep', tag: 'report' },
    ]);
    expect(NOT_FOUND_TEXT).toBe('This is not the page you are looking for...');
  });
});

describe('route ownership', () => {
  it.each<[string, RemoteName | 'the shell' | null]>([
    ['/', 'rules'],
    ['/ruleset', 'rules'],
    ['/pointformulas', 'rules'],
    ['/newformula', 'rules'],
    ['/editformula/abc', 'rules'],
    ['/abilitytemplates', 'rules'],
    ['/newability', 'rules'],
    ['/editability/abc', 'rules'],
    ['/factionlist', 'factions'],
    ['/factionlist/', 'factions'],
    ['/factionlist/3', 'factions'],
    ['/myfactions/2', 'factions'],
    ['/authorpage/vex', 'factions'],
    ['/factions/iron-legion', 'factions'],
    ['/newfaction', 'factions'],
    ['/editfaction/iron-legion', 'factions'],
    ['/units/u1', 'factions'],
    ['/newunit/f1', 'factions'],
    ['/editunit/u1', 'factions'],
    ['/newweapon/f1', 'factions'],
    ['/editweapon/w1', 'factions'],
    ['/rosters', 'rosters'],
    ['/roster/roster_iron-legion_1700000000000', 'rosters'],
    ['/verify', 'rosters'],
    ['/verify/K7QX-M2PD', 'rosters'],
    ['/scenariolist/1', 'community'],
    ['/myscenarios', 'community'],
    ['/scenarios/hold-the-bridge', 'community'],
    ['/newscenario', 'community'],
    ['/editscenario/hold-the-bridge', 'community'],
    ['/newpage/terrain', 'community'],
    ['/editpage/p1', 'community'],
    ['/pages/p1', 'community'],
    ['/pagelist/terrain', 'community'],
    ['/lorepagelist/lore/story', 'community'],
    ['/mypages', 'community'],
    ['/modqueue/1', 'admin'],
    ['/scenariomodqueue', 'admin'],
    ['/pagemodqueue', 'admin'],
    ['/editrules', 'admin'],
    ['/users', 'admin'],
    ['/modlog', 'admin'],
    ['/login', 'the shell'],
    ['/forgotpassword', 'the shell'],
    ['/resetpassword/abc', 'the shell'],
    ['/register', 'the shell'],
    ['/register/abc,def,ghi', 'the shell'],
    ['/registerComplete', 'the shell'],
    ['/profile', 'the shell'],
    ['/profile/someone', 'the shell'],
    ['/no/such/page', null],
    ['/rulesets', null],
    ['/factions', null],
    ['/factions/iron-legion/units', null],
    ['/roster', null],
    ['/verify/K7QX-M2PD/again', null],
    ['/lorepagelist/lore', null],
    ['/profile/someone/else', null],
  ])('%s belongs to %s', (path, owner) => {
    expect(remoteForPath(path)).toBe(owner === 'the shell' ? null : owner);
    expect(isShellPath(path)).toBe(owner === 'the shell');
  });
});

describe('route chunks', () => {
  it('finds the pattern that matches a path, none for the shell or an unknown path', () => {
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/factions/iron-legion')).toBe('/factions/:slug');
    expect(routePattern('/factionlist/3')).toBe('/factionlist/:page');
    expect(routePattern('/factionlist')).toBe('/factionlist');
    expect(routePattern('/lorepagelist/lore/story')).toBe('/lorepagelist/:type/:tag');
    expect(routePattern('/login')).toBeNull();
    expect(routePattern('/nowhere/at/all')).toBeNull();
  });

  it('names a route chunk after the words of its pattern', () => {
    expect(routeChunkName('/')).toBe('route');
    expect(routeChunkName('/factions/:slug')).toBe('route-factions-slug');
    expect(routeChunkName('/lorepagelist/:type/:tag')).toBe('route-lorepagelist-type-tag');
  });

  it('gives each route its own chunk name, a plain file name', () => {
    const names = REMOTE_NAMES.flatMap((name) => REMOTE_ROUTES[name]).map(routeChunkName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^route(-[a-zA-Z]+)*$/);
  });
});

describe('path builders', () => {
  /** Sample values for a builder of `arity` segments, with characters an address must encode. */
  const sample = (arity: number) => Array.from({ length: arity }, (_, i) => `a b/${i}?#%`);
  const builders = Object.entries(paths) as [
    keyof typeof paths,
    (...segments: string[]) => string,
  ][];

  it.each(builders)(
    "%s builds an address its own pattern matches, and no other's",
    (name, build) => {
      const pattern = ROUTE_PATTERNS[name];
      const arity = pattern.split('/').filter((segment) => segment.startsWith(':')).length;
      const values = sample(arity);
      const address = build(...values);
      expect(pathMatches(pattern, address)).toBe(true);
      const others = Object.values(ROUTE_PATTERNS).filter((other) => other !== pattern);
      expect(others.filter((other) => pathMatches(other, address))).toEqual([]);
      const decoded = address.split('/').map(decodeURIComponent);
      expect(decoded.filter((_, i) => pattern.split('/')[i]?.startsWith(':'))).toEqual(values);
    },
  );

  it('has a builder for every route of the remotes and the shell, one pattern each', () => {
    const all = [...Object.values(REMOTE_ROUTES).flat(), ...SHELL_ROUTES];
    expect(Object.values(ROUTE_PATTERNS).sort()).toEqual([...all].sort());
    expect(Object.keys(paths).sort()).toEqual(Object.keys(ROUTE_PATTERNS).sort());
  });

  it("asks each builder for exactly its pattern's segments", () => {
    // @ts-expect-error a faction's address needs its slug
    expect(paths.faction()).toBe('/factions/undefined');
    // @ts-expect-error the list of rosters takes no segment
    expect(paths.rosters('x')).toBe('/rosters');
    // @ts-expect-error a lore list needs its type and its tag
    expect(paths.lorePageList('lore')).toBe('/lorepagelist/lore/undefined');
  });

  it('encodes each segment, numbers as they are', () => {
    expect(paths.faction('iron legion')).toBe('/factions/iron%20legion');
    expect(paths.roster('roster_a/b')).toBe('/roster/roster_a%2Fb');
    expect(paths.unit('u1')).toBe('/units/u1');
    expect(paths.factionList(2)).toBe('/factionlist/2');
    expect(paths.lorePageList('lore', 'world map')).toBe('/lorepagelist/lore/world%20map');
    expect(paths.home()).toBe('/');
    expect(paths.rosters()).toBe('/rosters');
    expect(paths.verify()).toBe('/verify');
    expect(paths.verifyCode('K7QX-M2PD')).toBe('/verify/K7QX-M2PD');
  });
});
