/**
 * The server's verdict on a roster: from a share link or a file, the list is rebuilt from the
 * faction version's own units (a file's copies are never trusted), costed by the kernel's points
 * engine under the active formula, and checked against the site-wide rules and then the version's
 * own; the verdict is kept under a code (the same list and verdict, the same code and time) that
 * anyone reads back, and both calls are throttled per address.
 */
import { deflateRawSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import {
  BAD_SHARE_LINK_MESSAGE,
  DEFAULT_POINT_FORMULA,
  MAX_SHARE_CODE_LENGTH,
  ROSTER_TOO_LARGE_TO_SHARE_MESSAGE,
  ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE,
} from '@muster/shared-kernel/core';
import type {
  AbilityTemplate,
  RosterFile,
  RosterRule,
  RosterVerdict,
  Unit,
  Weapon,
} from '@muster/shared-kernel/core/model';
import { rosterPoints } from '@muster/shared-kernel/core/points';
import {
  MAX_FORMATIONS,
  MAX_GAME_EVENTS,
  MAX_GAMES,
  MAX_VERIFIED_LINES,
} from '@muster/shared-kernel/core/model';
import { VERIFY_BODY_LIMIT } from '../../src/services/roster-bounds.js';
import {
  body,
  callsOf,
  logInAdmin,
  signUp,
  type ErrorAnswer,
  type TestApp,
  type TestUser,
  useTestApp,
} from '../helpers/test-app.js';

interface Faction {
  _id: string;
  slug: string;
  title: string;
}
interface Version {
  number: number;
  faction: Faction;
  units: Unit[];
  weapons: Weapon[];
  abilityTemplates: AbilityTemplate[];
}

/** The share code of a roster file, as the roster page writes it. */
const shareCode = (file: RosterFile) =>
  deflateRawSync(Buffer.from(JSON.stringify(file), 'utf8')).toString('base64url');
const shareLink = (file: RosterFile) => `https://muster.example/rosters#share=${shareCode(file)}`;

/** A test's calls of the two operations. */
function verifyCalls(t: TestApp) {
  const verify = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/rosters/verify', payload, headers });
  const verdict = (code: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/rosters/verify/${code}`, headers });
  return { verify, verdict };
}

describe('roster verification', () => {
  // The throttle has its own app below.
  const t = useTestApp({ ROSTER_VERIFY_PER_MINUTE: '1000' });
  const { call, get, post } = callsOf(t);
  const { verify, verdict } = verifyCalls(t);
  let author: TestUser;
  let mod: TestUser;
  let admin: TestUser;
  let faction: Faction;
  let v1: Version;
  const unit = (name: string) => {
    const found = v1.units.find((u) => u.unitName === name);
    if (!found) throw new Error(`no unit ${name}`);
    return found;
  };

  /** A roster file of version 1 of the faction: `lines` of [unit, count, formation]. */
  const fileOf = (
    name: string,
    lines: [Unit, number, number][],
    extra: Partial<RosterFile> = {},
  ): RosterFile => ({
    version: 1,
    faction_title: faction.title,
    faction_slug: faction.slug,
    name,
    point_limit: 1000,
    faction_version: 1,
    formations: [{ name: 'Vanguard' }, { name: 'Rearguard' }],
    unit_list: lines.map(([obj, count, formation]) => ({ count, obj, formation })),
    ...extra,
  });

  /** What the kernel's engine makes of the version's own units, under the default formula. */
  const honestTotal = (lines: [Unit, number][]) =>
    rosterPoints(
      { unit_list: lines.map(([obj, count]) => ({ count, obj })) },
      { weapons: v1.weapons, abilityTemplates: v1.abilityTemplates },
    ).total;

  const verdictOf = async (payload: Record<string, unknown>) => {
    const response = await verify(payload);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return body<RosterVerdict>(response);
  };

  beforeAll(async () => {
    [author, mod] = await Promise.all([
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app, { roles: ['mod'] }),
    ]);
    admin = await logInAdmin(t.app);
    faction = await post<Faction>(author, '/api/factions/', {
      title: 'Verify Wardens',
      public: true,
    });
    const blade = await post<Weapon>(author, '/api/weapons/', {
      faction: faction._id,
      name: 'Blade',
      attacks: 3,
      damage: 2,
    });
    const arm = [{ weaponID: blade._id, knack: 3 }];
    await post(author, '/api/units/', {
      faction: faction._id,
      unitName: 'Captain',
      trainingType: 6,
      health: 4,
      equippedWeapons: arm,
    });
    const trooper = await post<Unit>(author, '/api/units/', {
      faction: faction._id,
      unitName: 'Trooper',
      trainingType: 1,
      health: 2,
      equippedWeapons: arm,
    });
    await post(author, '/api/units/', {
      faction: faction._id,
      unitName: 'Outrider',
      trainingType: 4,
      keywords: ['Fast'],
    });
    const rules: RosterRule[] = [
      { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
      { kind: 'max', subject: { unit: trooper._id }, count: 3 },
    ];
    await post(author, `/api/factions/${faction._id}`, {
      title: 'Verify Wardens',
      public: true,
      rosterRules: rules,
    });
    await post(mod, `/api/factions/toggleapproval/${faction._id}`);
    v1 = await get<Version>(null, `/api/factions/${faction._id}/versions/1`);
  });

  it("gives a legal roster's verdict from its share link, totalled from the version's units", async () => {
    const file = fileOf('Legal list', [
      [unit('Captain'), 1, 0],
      [unit('Trooper'), 2, 0],
    ]);
    const answer = await verdictOf({ link: shareLink(file) });
    const captain = honestTotal([[unit('Captain'), 1]]);
    const troopers = honestTotal([[unit('Trooper'), 2]]);
    expect(captain).toBeGreaterThan(0);
    expect(answer).toEqual({
      code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      checkedAt: expect.any(String),
      faction: { slug: faction.slug, title: 'Verify Wardens' },
      version: 1,
      name: 'Legal list',
      pointLimit: 1000,
      total: captain + troopers,
      formations: [
        {
          name: 'Vanguard',
          lines: [
            {
              unit: unit('Captain')._id,
              unitName: 'Captain',
              count: 1,
              points: captain,
              known: true,
            },
            {
              unit: unit('Trooper')._id,
              unitName: 'Trooper',
              count: 2,
              points: troopers,
              known: true,
            },
          ],
        },
        { name: 'Rearguard', lines: [] },
      ],
      legal: true,
      problems: [],
    });
    // The code alone works as the link too.
    expect((await verdictOf({ link: shareCode(file) })).code).toBe(answer.code);
  });

  it('gives the same list the same code and time, from a link or a file', async () => {
    const file = fileOf('Twice', [[unit('Captain'), 2, 1]]);
    const first = await verdictOf({ link: shareLink(file) });
    const again = await verdictOf({ link: shareLink(file) });
    const asFile = await verdictOf({ file });
    expect(again).toEqual(first);
    expect(asFile).toEqual(first);
    const other = await verdictOf({ file: { ...file, name: 'Thrice' } });
    expect(other.code).not.toBe(first.code);
  });

  it("never trusts the file's copies of its units: cheaper copies get the server's total", async () => {
    const honest = fileOf('Honest', [
      [unit('Trooper'), 3, 0],
      [unit('Captain'), 1, 0],
    ]);
    const cheat = fileOf('Honest', [
      [{ ...unit('Trooper'), health: 1, equippedWeapons: [] }, 3, 0],
      [{ ...unit('Captain'), health: 1, equippedWeapons: [] }, 1, 0],
    ]);
    const cheaper = rosterPoints(cheat, { weapons: v1.weapons }).total;
    const expected = honestTotal([
      [unit('Trooper'), 3],
      [unit('Captain'), 1],
    ]);
    expect(cheaper).toBeLessThan(expected);
    const answer = await verdictOf({ file: cheat });
    expect(answer.total).toBe(expected);
    // Only counts, formations and their names are read: the verdict is the honest list's.
    expect(answer).toEqual(await verdictOf({ file: honest }));
  });

  it("costs under the ruleset's active point formula", async () => {
    const formula = await post<{ _id: string; formula: string }>(mod, '/api/formulas/', {
      name: 'Double',
      formula: JSON.stringify({
        ...(JSON.parse(DEFAULT_POINT_FORMULA) as Record<string, string>),
        movementFormula: '1000',
      }),
    });
    const file = fileOf('Formula', [
      [unit('Trooper'), 1, 0],
      [unit('Captain'), 1, 0],
    ]);
    const before = await verdictOf({ file });
    const ruleset = await get<{ markdown: string }>(null, '/api/ruleset/');
    await post(admin, '/api/ruleset/', { ...ruleset, activePointFormula: formula._id });
    try {
      const after = await verdictOf({ file });
      const expected = rosterPoints(file, {
        weapons: v1.weapons,
        abilityTemplates: v1.abilityTemplates,
        formula: formula.formula,
      }).total;
      expect(expected).toBeGreaterThan(before.total);
      expect(after.total).toBe(expected);
      expect(after.code).not.toBe(before.code);
    } finally {
      const current = await get<{ markdown: string }>(null, '/api/ruleset/');
      await post(admin, '/api/ruleset/', { ...current, activePointFormula: null });
    }
  });

  it("lists each broken rule, the site's first, then the faction's, then the formation rule", async () => {
    const ruleset = await get<{ markdown: string }>(null, '/api/ruleset/');
    await post(admin, '/api/ruleset/', {
      ...ruleset,
      rosterRules: [{ kind: 'max', subject: { each: true }, count: 5 }],
    });
    try {
      const file = fileOf('Illegal', [
        [unit('Trooper'), 6, 0],
        [unit('Outrider'), 1, 0],
      ]);
      const answer = await verdictOf({ link: shareLink(file) });
      expect(answer.legal).toBe(false);
      expect(answer.problems).toEqual([
        {
          message: 'Take at most 5 of any one unit: you have 6 Trooper',
          units: [unit('Trooper')._id],
        },
        { message: 'Take at least 1 Leader: you have 0', units: [] },
        { message: 'Take at most 3 Trooper: you have 6', units: [unit('Trooper')._id] },
        {
          message: 'Vanguard mixes Infantry and Scout: add a Leader or move the Scout',
          units: [unit('Outrider')._id],
          formation: 0,
        },
      ]);
    } finally {
      const current = await get<{ markdown: string }>(null, '/api/ruleset/');
      await post(admin, '/api/ruleset/', { ...current, rosterRules: [] });
    }
  });

  it("puts going over the point limit first, by the server's own total, and reads a limit of 0 as none", async () => {
    const lines: [Unit, number, number][] = [
      [unit('Captain'), 1, 0],
      [unit('Trooper'), 2, 0],
    ];
    const total = honestTotal([
      [unit('Captain'), 1],
      [unit('Trooper'), 2],
    ]);
    const limit = total - 7;
    expect(limit).toBeGreaterThan(0);
    const over = await verdictOf({
      link: shareLink(fileOf('Too big', lines, { point_limit: limit })),
    });
    expect(over.total).toBe(total);
    expect(over.pointLimit).toBe(limit);
    expect(over.legal).toBe(false);
    expect(over.problems).toEqual([
      {
        message: 'Over the point limit by 7 pts: remove units worth at least 7 pts',
        units: [],
      },
    ]);
    // With another broken rule, the point limit comes first.
    const crowded = await verdictOf({
      file: fileOf(
        'Too many',
        [
          [unit('Captain'), 1, 0],
          [unit('Trooper'), 4, 0],
        ],
        {
          point_limit: 10,
        },
      ),
    });
    const crowdedTotal = honestTotal([
      [unit('Captain'), 1],
      [unit('Trooper'), 4],
    ]);
    expect(crowded.problems.map((problem) => problem.message)).toEqual([
      `Over the point limit by ${crowdedTotal - 10} pts: remove units worth at least ${crowdedTotal - 10} pts`,
      'Take at most 3 Trooper: you have 4',
    ]);
    // Exactly at the limit, or with no limit (0 or none), the list is legal.
    for (const point_limit of [total, 0, null]) {
      const within = await verdictOf({ file: fileOf('Within', lines, { point_limit }) });
      expect([point_limit, within.legal, within.problems]).toEqual([point_limit, true, []]);
    }
  });

  it('counts no points for a unit the version lacks, and says to remove it', async () => {
    // Added after version 1 was approved: only the working copy has it.
    const recruit = await post<Unit>(author, '/api/units/', {
      faction: faction._id,
      unitName: 'Recruit',
      trainingType: 6,
    });
    const file = fileOf('Unknown', [
      [unit('Captain'), 1, 0],
      [recruit, 2, 1],
      [{ ...unit('Captain'), _id: randomUUID(), unitName: 'Ghost' }, 1, 1],
    ]);
    const answer = await verdictOf({ file });
    expect(answer.total).toBe(honestTotal([[unit('Captain'), 1]]));
    expect(answer.formations[1]?.lines).toEqual([
      { unit: recruit._id, unitName: 'Recruit', count: 2, points: 0, known: false },
      { unit: expect.any(String), unitName: 'Ghost', count: 1, points: 0, known: false },
    ]);
    expect(answer.legal).toBe(false);
    expect(answer.problems).toEqual([
      {
        message: "'Recruit' is not in version 1 of Verify Wardens: remove it from the roster",
        units: [recruit._id],
        formation: 1,
      },
      {
        message: "'Ghost' is not in version 1 of Verify Wardens: remove it from the roster",
        units: [expect.any(String)],
        formation: 1,
      },
    ]);
  });

  it("checks a roster against its own version's rules, the latest when it names none", async () => {
    await post(author, `/api/factions/${faction._id}`, {
      title: 'Verify Wardens',
      public: true,
      rosterRules: [{ kind: 'minFormations', count: 2 }],
    });
    await post(mod, `/api/factions/toggleapproval/${faction._id}`);
    const lines: [Unit, number, number][] = [[unit('Trooper'), 4, 0]];
    const pinned = await verdictOf({ file: fileOf('Pinned', lines) });
    expect(pinned.version).toBe(1);
    expect(pinned.problems.map((p) => p.message)).toEqual([
      'Take at least 1 Leader: you have 0',
      'Take at most 3 Trooper: you have 4',
    ]);
    const { faction_version: _pin, ...unpinned } = fileOf('Latest', lines);
    const latest = await verdictOf({ file: unpinned });
    expect(latest.version).toBe(2);
    expect(latest.problems.map((p) => p.message)).toEqual([
      'Field at least 2 formations: you have 1',
    ]);
    const missing = await verify({ file: fileOf('Far', lines, { faction_version: 9 }) });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 for a faction never approved, or none', async () => {
    const draft = await post<Faction>(author, '/api/factions/', { title: 'Unapproved Wardens' });
    const { faction_version: _pin, ...file } = fileOf('Draft', []);
    const never = await verify({ file: { ...file, faction_slug: draft.slug } });
    expect(never.statusCode).toBe(404);
    expect(body<ErrorAnswer>(never).message).toBe(
      'This faction has no approved version, so its rosters cannot be verified.',
    );
    const none = await verify({ file: { ...file, faction_slug: 'no-such-faction' } });
    expect(none.statusCode).toBe(404);
    expect(body<ErrorAnswer>(none).message).toBe('Faction not found');
  });

  it("refuses a broken link with the roster page's words, and a link too long for one", async () => {
    const code = shareCode(fileOf('Cut', [[unit('Captain'), 1, 0]]));
    for (const link of [
      `https://muster.example/rosters#share=${code.slice(0, code.length - 9)}`,
      'https://muster.example/rosters#nothing=here',
      'not a link at all',
      deflateRawSync(Buffer.from('[1, 2]')).toString('base64url'),
    ]) {
      const response = await verify({ link });
      expect([link, response.statusCode, body<ErrorAnswer>(response).message]).toEqual([
        link,
        400,
        BAD_SHARE_LINK_MESSAGE,
      ]);
    }
    const long = await verify({ link: 'A'.repeat(MAX_SHARE_CODE_LENGTH + 1) });
    expect(long.statusCode).toBe(413);
    expect(body<ErrorAnswer>(long).message).toBe(ROSTER_TOO_LARGE_TO_SHARE_MESSAGE);
    // A small code that unpacks past what a shared roster may hold.
    const bomb = deflateRawSync(Buffer.alloc(2 * 1024 * 1024, 32)).toString('base64url');
    expect(bomb.length).toBeLessThan(MAX_SHARE_CODE_LENGTH);
    expect((await verify({ link: bomb })).statusCode).toBe(413);
  });

  it('refuses a roster larger than any table at once (413), before checking or costing its lines', async () => {
    const tooLarge = (payload: Record<string, unknown>) =>
      verify(payload).then((response) => [
        response.statusCode,
        body<ErrorAnswer>(response).message,
      ]);
    const refused = [413, ROSTER_TOO_LARGE_TO_VERIFY_MESSAGE];
    const lines = (count: number, line: unknown) => Array.from({ length: count }, () => line);
    const file = fileOf('Huge', []);
    const trooper = { count: 1, obj: unit('Trooper'), formation: 0 };
    // Each would have been checked line by line (or its faction looked up) before: no longer.
    for (const huge of [
      { ...file, unit_list: lines(MAX_VERIFIED_LINES + 1, trooper) },
      {
        ...file,
        faction_slug: 'no-such-faction',
        unit_list: lines(MAX_VERIFIED_LINES + 1, trooper),
      },
      { ...file, unit_list: lines(MAX_VERIFIED_LINES + 1, {}) },
      { ...file, unit_list: [], formations: lines(MAX_FORMATIONS + 1, { name: 'F' }) },
      { ...file, games: lines(MAX_GAMES + 1, {}) },
      { ...file, games: [{ events: lines(MAX_GAME_EVENTS + 1, {}) }] },
    ]) {
      expect(await tooLarge({ file: huge })).toEqual(refused);
    }
    // A short link may unpack to thousands of lines.
    const packed = shareLink({ ...file, unit_list: lines(3500, {}) } as unknown as RosterFile);
    expect(packed.length).toBeLessThan(MAX_SHARE_CODE_LENGTH);
    expect(await tooLarge({ link: packed })).toEqual(refused);
    // A body past the route's limit is refused before it is read.
    for (const heavy of [
      { ...file, name: 'x'.repeat(VERIFY_BODY_LIMIT) },
      { ...file, unit_list: lines(3500, trooper) },
    ]) {
      expect((await verify({ file: heavy })).statusCode).toBe(413);
    }
    // At the limit, a roster is verified.
    const most = await verify({ file: { ...file, unit_list: lines(MAX_VERIFIED_LINES, trooper) } });
    expect(most.statusCode).toBe(200);
    expect(body<RosterVerdict>(most).total).toBe(
      honestTotal([[unit('Trooper'), MAX_VERIFIED_LINES]]),
    );
  });

  it('refuses a roster the file schema refuses, naming the field', async () => {
    const file = fileOf('Bad', [[unit('Captain'), 1, 0]]);
    const zero = { ...file, unit_list: [{ count: 0, obj: unit('Captain') }] };
    const byFile = await verify({ file: zero });
    expect(byFile.statusCode).toBe(400);
    expect(body<ErrorAnswer>(byFile).message).toMatch(/^body\/file\/unit_list\/0\/count /);
    const byLink = await verify({ link: shareLink(zero as RosterFile) });
    expect(byLink.statusCode).toBe(400);
    expect(body<ErrorAnswer>(byLink).message).toMatch(/^link\/unit_list\/0\/count /);
    const newer = await verify({ file: { ...file, version: 2 } });
    expect(body<ErrorAnswer>(newer).message).toMatch(/^body\/file\/version /);
    const both = await call(null, 'POST', '/api/rosters/verify', { file, link: 'x' });
    expect(both.statusCode).toBe(400);
  });

  it('answers a verdict by its code, cacheable for good, and 404 for a code never given', async () => {
    const given = await verdictOf({ file: fileOf('By code', [[unit('Captain'), 1, 0]]) });
    const response = await verdict(given.code);
    expect(response.statusCode).toBe(200);
    expect(body<RosterVerdict>(response)).toEqual(given);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    const again = await verdict(given.code, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    const unknown = await verdict('ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(body<ErrorAnswer>(unknown).message).toBe('No roster was verified with this code.');
    expect(unknown.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
    expect((await verdict('not-a-code')).statusCode).toBe(400);
  });
});

describe('roster verification throttle', () => {
  const t = useTestApp({ ROSTER_VERIFY_PER_MINUTE: '2' });
  const { verify, verdict } = verifyCalls(t);

  it('refuses a third call a minute from one address, each call on its own count', async () => {
    const link = { link: 'not a link at all' };
    expect((await verify(link)).statusCode).toBe(400);
    expect((await verify(link)).statusCode).toBe(400);
    const refused = await verify(link);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await verdict('ZZZZ-ZZZZ')).statusCode).toBe(404);
    expect((await verdict('ZZZZ-ZZZZ')).statusCode).toBe(404);
    expect((await verdict('ZZZZ-ZZZZ')).statusCode).toBe(429);
  });
});
