/**
 * Roster rules and unit keywords on the server: a unit's keywords and a faction's rules are saved
 * and answered (none: []); a faction's rules name only its own units; the ruleset's site-wide rules
 * are the administrator's and name no unit; an approved version keeps the rules and keywords it
 * had, whatever the author changes afterwards.
 */
import type { RosterRule } from '@muster/shared-kernel/core/model';
import {
  body,
  callsOf,
  logInAdmin,
  signUp,
  type ErrorAnswer,
  type TestUser,
  useTestApp,
} from '../helpers/test-app.js';

interface Faction {
  _id: string;
  rosterRules: RosterRule[];
  factionVersion: number | null;
}
interface Unit {
  _id: string;
  unitName: string;
  keywords: string[];
}
interface Version {
  number: number;
  faction: Faction;
  units: Unit[];
}
interface Ruleset {
  version: number;
  markdown: string;
  rosterRules: RosterRule[];
}

describe('roster rules and unit keywords', () => {
  const t = useTestApp();
  const { call, get, post } = callsOf(t);
  let author: TestUser;
  let mod: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [author, mod] = await Promise.all([
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app, { roles: ['mod'] }),
    ]);
    admin = await logInAdmin(t.app);
  });

  const newFaction = (title: string, extra: Record<string, unknown> = {}) =>
    post<Faction>(author, '/api/factions/', { title, public: true, ...extra });
  const newUnit = (faction: string, unitName: string, extra: Record<string, unknown> = {}) =>
    post<Unit>(author, '/api/units/', { faction, unitName, ...extra });

  it("saves a unit's keywords (trimmed, each once whatever its case) and answers [] when none", async () => {
    const faction = await newFaction('Keyword Keepers');
    const plain = await newUnit(faction._id, 'Plain');
    expect(plain.keywords).toEqual([]);
    const elite = await newUnit(faction._id, 'Elite Guard', {
      keywords: ['Elite', 'Leader ', 'elite'],
    });
    expect(elite.keywords).toEqual(['Elite', 'Leader']);
    expect((await get<Unit>(author, `/api/units/${elite._id}`)).keywords).toEqual([
      'Elite',
      'Leader',
    ]);
    const listed = await get<Unit[]>(author, `/api/units/faction/${faction._id}`);
    expect(listed.map((unit) => unit.keywords)).toEqual([['Elite', 'Leader'], []]);
    const saved = await post<Unit>(author, `/api/units/${elite._id}`, {
      faction: faction._id,
      unitName: 'Elite Guard',
      keywords: ['Artillery'],
    });
    expect(saved.keywords).toEqual(['Artillery']);
  });

  it('refuses a keyword outside its pattern with a 400 naming it', async () => {
    const faction = await newFaction('Keyword Refusers');
    const response = await call(author, 'POST', '/api/units/', {
      faction: faction._id,
      unitName: 'Odd',
      keywords: ['Elite!'],
    });
    expect(response.statusCode).toBe(400);
    expect(body<ErrorAnswer>(response).message).toMatch(/^body\/keywords\/0 /);
  });

  it("saves a faction's roster rules and answers [] when none", async () => {
    const faction = await newFaction('Rule Makers');
    expect(faction.rosterRules).toEqual([]);
    const boss = await newUnit(faction._id, 'Warboss');
    const rules: RosterRule[] = [
      { kind: 'min', subject: { keyword: 'Leader' }, count: 1 },
      { kind: 'max', subject: { unit: boss._id }, count: 1 },
      { kind: 'requires', subject: { keyword: 'Grot' }, needs: { unit: boss._id } },
      { kind: 'formationSize', count: 6 },
    ];
    const saved = await post<Faction>(author, `/api/factions/${faction._id}`, {
      title: 'Rule Makers',
      public: true,
      rosterRules: rules,
    });
    expect(saved.rosterRules).toEqual(rules);
    expect((await get<Faction>(author, `/api/factions/${faction._id}`)).rosterRules).toEqual(rules);
    // A save that leaves the rules out keeps them, as it keeps the tactics.
    const retitled = await post<Faction>(author, `/api/factions/${faction._id}`, {
      title: 'Rule Keepers',
      public: true,
    });
    expect(retitled.rosterRules).toEqual(rules);
  });

  it("refuses a rule naming another faction's unit (or an unknown one) with a 400 naming the rule", async () => {
    const faction = await newFaction('Strict Rulers');
    const own = await newUnit(faction._id, 'Own');
    const other = await newFaction('Other Rulers');
    const stranger = await newUnit(other._id, 'Stranger');
    const save = (rosterRules: RosterRule[]) =>
      call(author, 'POST', `/api/factions/${faction._id}`, {
        title: 'Strict Rulers',
        rosterRules,
      });
    const bySubject = await save([
      { kind: 'max', subject: { unit: own._id }, count: 2 },
      { kind: 'max', subject: { unit: stranger._id }, count: 1 },
    ]);
    expect(bySubject.statusCode).toBe(400);
    expect(body<ErrorAnswer>(bySubject).message).toBe(
      'body/rosterRules/1/subject/unit is not a unit of this faction',
    );
    const byNeeds = await save([
      { kind: 'requires', subject: { unit: own._id }, needs: { unit: 'not-a-unit' } },
    ]);
    expect(byNeeds.statusCode).toBe(400);
    expect(body<ErrorAnswer>(byNeeds).message).toBe(
      'body/rosterRules/0/needs/unit is not a unit of this faction',
    );
    // Nothing was stored.
    expect((await get<Faction>(author, `/api/factions/${faction._id}`)).rosterRules).toEqual([]);
    // A new faction has no units yet: a rule naming one is refused too.
    const created = await call(author, 'POST', '/api/factions/', {
      title: 'Hasty Rulers',
      rosterRules: [{ kind: 'min', subject: { unit: own._id }, count: 1 }],
    });
    expect(created.statusCode).toBe(400);
  });

  it('lets only the administrator set the site-wide rules, which name no unit', async () => {
    const before = await get<Ruleset>(null, '/api/ruleset/');
    expect(before.rosterRules).toEqual([]);
    const rules: RosterRule[] = [{ kind: 'max', subject: { each: true }, count: 3 }];
    const refused = await call(mod, 'POST', '/api/ruleset/', {
      markdown: before.markdown,
      rosterRules: rules,
    });
    expect(refused.statusCode).toBe(403);

    const faction = await newFaction('Site Testers');
    const unit = await newUnit(faction._id, 'Named');
    const naming = await call(admin, 'POST', '/api/ruleset/', {
      markdown: before.markdown,
      rosterRules: [...rules, { kind: 'max', subject: { unit: unit._id }, count: 1 }],
    });
    expect(naming.statusCode).toBe(400);
    expect(body<ErrorAnswer>(naming).message).toMatch(/^body\/rosterRules\/1\/subject\/unit: /);

    const saved = await post<Ruleset>(admin, '/api/ruleset/', {
      markdown: before.markdown,
      rosterRules: rules,
    });
    expect(saved.rosterRules).toEqual(rules);
    expect((await get<Ruleset>(null, '/api/ruleset/')).rosterRules).toEqual(rules);
    expect(await get<RosterRule[]>(null, '/api/ruleset/rosterrules')).toEqual(rules);
    // A save that leaves them out keeps them.
    const kept = await post<Ruleset>(admin, '/api/ruleset/', { markdown: before.markdown });
    expect(kept.rosterRules).toEqual(rules);
  });

  it('keeps in each approved version the rules and keywords it had when approved', async () => {
    const faction = await newFaction('Versioned Rulers');
    const unit = await newUnit(faction._id, 'Veteran', { keywords: ['Elite'] });
    const first: RosterRule[] = [{ kind: 'max', subject: { unit: unit._id }, count: 2 }];
    await post(author, `/api/factions/${faction._id}`, {
      title: 'Versioned Rulers',
      public: true,
      rosterRules: first,
    });
    await post(mod, `/api/factions/toggleapproval/${faction._id}`);

    const second: RosterRule[] = [{ kind: 'min', subject: { keyword: 'Leader' }, count: 1 }];
    await post(author, `/api/factions/${faction._id}`, {
      title: 'Versioned Rulers',
      public: true,
      rosterRules: second,
    });
    await post(author, `/api/units/${unit._id}`, {
      faction: faction._id,
      unitName: 'Veteran',
      keywords: ['Leader'],
    });

    const kept = await get<Version>(null, `/api/factions/${faction._id}/versions/1`);
    expect(kept.faction.rosterRules).toEqual(first);
    expect(kept.units.map((u) => u.keywords)).toEqual([['Elite']]);
    // Everyone but its editors reads version 1, rules and keywords included.
    const shown = await get<Faction>(null, `/api/factions/${faction._id}`);
    expect(shown).toMatchObject({ factionVersion: 1, rosterRules: first });
    const units = await get<Unit[]>(null, `/api/units/faction/${faction._id}`);
    expect(units.map((u) => u.keywords)).toEqual([['Elite']]);
    // Its editors read the working copy.
    expect((await get<Faction>(author, `/api/factions/${faction._id}`)).rosterRules).toEqual(
      second,
    );

    await post(mod, `/api/factions/toggleapproval/${faction._id}`);
    const next = await get<Version>(null, `/api/factions/${faction._id}/versions/2`);
    expect(next.faction.rosterRules).toEqual(second);
    expect(next.units.map((u) => u.keywords)).toEqual([['Leader']]);
    expect(
      (await get<Version>(null, `/api/factions/${faction._id}/versions/1`)).faction.rosterRules,
    ).toEqual(first);
  });
});
