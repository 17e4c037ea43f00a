import { ACTIONS, can, sameUsername, type Action, type Actor, type Owned } from './can.js';

/**
 * The permission rules as a table: every kind of actor × every action. The thing is always a
 * faction or page written by vex with ada and kit listed as editors; `email:see` asks about vex's
 * email.
 */
const THING: Owned = { author: 'vex', editors: ['ada', 'kit'] };
const EMAIL_OF = { username: 'Vex' };

const ACTORS = {
  /** No session at all. */
  anonymous: null,
  /** A signed-out session that still holds the author's name and stale roles. */
  signedOut: { token: null, username: 'vex', roles: ['admin', 'mod', 'publisher'] },
  user: { token: 't', username: 'sam', roles: [] },
  publisher: { token: 't', username: 'pia', roles: ['publisher'] },
  mod: { token: 't', username: 'moe', roles: ['mod'] },
  /** The server gives the administrator every role. */
  admin: { token: 't', username: 'admin', roles: ['admin', 'mod', 'publisher'] },
  author: { token: 't', username: 'vex', roles: [] },
  editor: { token: 't', username: 'ada', roles: [] },
  /** The author's name written in another case. */
  AUTHOR: { token: 't', username: 'VeX', roles: [] },
  /** A listed editor's name written in another case. */
  EDITOR: { token: 't', username: 'KIT', roles: [] },
  /** The author as the API sees them: a user of a request, with no browser token. */
  apiAuthor: { username: 'vex', roles: [] },
} satisfies Record<string, Actor | null>;
type ActorName = keyof typeof ACTORS;
const COLUMNS = Object.keys(ACTORS) as ActorName[];

const Y = true;
const _ = false;

// prettier-ignore
const TABLE: Record<Action, boolean[]> = {
  //                       anonymous signedOut user pub mod admin author editor AUTHOR EDITOR apiAuthor
  'content:read':          [Y,       Y,        Y,   Y,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  like:                    [_,       _,        Y,   Y,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'image:upload':          [_,       _,        Y,   Y,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'publisher:signup':      [_,       _,        Y,   Y,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'faction:create':        [_,       _,        _,   Y,  Y,  Y,    _,     _,     _,     _,     _],
  'faction:edit':          [_,       _,        _,   _,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'faction:arm':           [_,       _,        _,   _,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'faction:delete':        [_,       _,        _,   _,  Y,  Y,    Y,     _,     Y,     _,     Y],
  'faction:set-editors':   [_,       _,        _,   _,  Y,  Y,    Y,     _,     Y,     _,     Y],
  'faction:review':        [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'scenario:create':       [_,       _,        Y,   Y,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'scenario:edit':         [_,       _,        _,   _,  Y,  Y,    Y,     _,     Y,     _,     Y],
  'scenario:delete':       [_,       _,        _,   _,  Y,  Y,    Y,     _,     Y,     _,     Y],
  'scenario:review':       [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'page:create':           [_,       _,        Y,   Y,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'page:edit':             [_,       _,        _,   _,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'page:delete':           [_,       _,        _,   _,  Y,  Y,    Y,     Y,     Y,     Y,     Y],
  'page:set-editors':      [_,       _,        _,   _,  Y,  Y,    Y,     _,     Y,     _,     Y],
  'page:retag':            [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'page:review':           [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'queue:read':            [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'modlog:read':           [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'ability:write':         [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'formula:write':         [_,       _,        _,   _,  Y,  Y,    _,     _,     _,     _,     _],
  'ruleset:edit':          [_,       _,        _,   _,  _,  Y,    _,     _,     _,     _,     _],
  'invite:create':         [_,       _,        _,   _,  _,  Y,    _,     _,     _,     _,     _],
  'roles:grant':           [_,       _,        _,   _,  _,  Y,    _,     _,     _,     _,     _],
  'users:list':            [_,       _,        _,   _,  _,  Y,    _,     _,     _,     _,     _],
  'password:reset-link':   [_,       _,        _,   _,  _,  Y,    _,     _,     _,     _,     _],
  'email:see':             [_,       _,        _,   _,  _,  Y,    Y,     _,     Y,     _,     Y],
};

/** `can` with the table's thing for the actions about one (the others ignore it). */
function ask(actor: Actor | null, action: Action): boolean {
  const thing = action === 'email:see' ? EMAIL_OF : THING;
  return (can as (a: Actor | null, b: Action, c: unknown) => boolean)(actor, action, thing);
}

describe('can: every actor × every action', () => {
  it('has one row per action and one column per actor', () => {
    expect(Object.keys(TABLE)).toEqual([...ACTIONS]);
    for (const row of Object.values(TABLE)) expect(row).toHaveLength(COLUMNS.length);
  });

  describe.each(ACTIONS.map((action) => [action]))('%s', (action) => {
    it.each(COLUMNS.map((name, column) => [name, TABLE[action][column]] as const))(
      '%s: %s',
      (name, allowed) => {
        expect(ask(ACTORS[name], action)).toBe(allowed);
      },
    );
  });
});

describe('can: the details the table does not show', () => {
  const user = ACTORS.user;

  it('treats undefined like null: an anonymous visitor', () => {
    expect(can(undefined, 'content:read')).toBe(true);
    expect(can(undefined, 'like')).toBe(false);
  });

  it('reads a thing without a list of editors (a scenario) as having none', () => {
    const scenario = { author: 'vex' };
    expect(can(user, 'page:edit', scenario)).toBe(false);
    expect(can(user, 'faction:arm', scenario)).toBe(false);
    expect(can(ACTORS.author, 'page:edit', scenario)).toBe(true);
  });

  it('finds an editor anywhere in the list, and nobody in an empty one', () => {
    expect(can(ACTORS.editor, 'faction:edit', { author: 'vex', editors: ['kit', 'ADA'] })).toBe(
      true,
    );
    expect(can(user, 'faction:edit', { author: 'vex', editors: [] })).toBe(false);
  });

  it('compares whole names, not prefixes or parts', () => {
    const thing = { author: 'vexx', editors: ['adam', 'k'] };
    expect(can(ACTORS.author, 'faction:edit', thing)).toBe(false);
    expect(can(ACTORS.editor, 'faction:edit', thing)).toBe(false);
    expect(can(ACTORS.author, 'email:see', { username: 'vexx' })).toBe(false);
  });

  it('gives the administrator everything by the admin role alone', () => {
    const admin = { token: 't', username: 'root', roles: ['admin'] };
    for (const action of ACTIONS) expect(ask(admin, action)).toBe(true);
  });

  it('lets a moderator see only their own email', () => {
    expect(can(ACTORS.mod, 'email:see', { username: 'MOE' })).toBe(true);
    expect(can(ACTORS.mod, 'email:see', { username: 'vex' })).toBe(false);
  });

  it('never mistakes the signed-out name for a user', () => {
    const signedOut = { token: null, username: 'Login', roles: [] };
    expect(can(signedOut, 'email:see', { username: 'login' })).toBe(false);
    expect(can(signedOut, 'page:edit', { author: 'Login', editors: ['login'] })).toBe(false);
  });
});

describe('sameUsername', () => {
  it.each([
    ['vex', 'vex', true],
    ['Vex', 'vEX', true],
    ['vex', 'vexx', false],
    ['vex', 'ada', false],
    ['', 'vex', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameUsername(a, b)).toBe(same);
    expect(sameUsername(b, a)).toBe(same);
  });
});
