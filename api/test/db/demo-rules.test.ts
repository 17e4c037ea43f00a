import { checkRoster, computeUnitCost, unitKeywords } from '@muster/shared-kernel/core/points';
import * as model from '@muster/shared-kernel/core/model';
import { Value } from 'typebox/value';
import {
  DEMO_FACTIONS,
  DEMO_ROSTERS,
  DEMO_SITE_RULES,
  demoUnitId,
  type DemoFaction,
} from '../../src/db/demo-content.js';
import { demoRosterFile, type SeededFaction } from '../../src/db/demo-rosters.js';
import { body, useTestApp } from '../helpers/test-app.js';

/** The demo rosters that keep every rule, and the one that breaks some so a reader sees why. */
const LEGAL = ['caer-dun-wardens', 'caer-dun-raiders', 'greenway-chorus', 'undercity-survey'];
const ILLEGAL = ['tangled-grove'];

const LEADER = 6;
const SUPPORT = 3;

describe('demo roster rules', () => {
  it('gives every demo faction at least four valid rules, a minimum and a maximum among them, naming only its own units', () => {
    for (const faction of DEMO_FACTIONS) {
      const { title, rosterRules } = faction;
      expect([title, Value.Errors(model.RosterRules, rosterRules)]).toEqual([title, []]);
      expect([title, rosterRules.length >= 4]).toEqual([title, true]);
      const kinds = rosterRules.map((rule) => rule.kind);
      expect([title, kinds]).toEqual([title, expect.arrayContaining(['min', 'max'])]);
      const ids = faction.units.map((unit) => unit.id);
      const named = rosterRules.flatMap((rule) => [
        ...('subject' in rule && 'unit' in rule.subject ? [rule.subject.unit] : []),
        ...(rule.kind === 'requires' && 'unit' in rule.needs ? [rule.needs.unit] : []),
      ]);
      for (const id of named) expect([title, ids]).toEqual([title, expect.arrayContaining([id])]);
    }
  });

  it('uses every kind of rule somewhere, and site-wide rules that name no unit', () => {
    const kinds = new Set(
      DEMO_FACTIONS.flatMap((faction) => faction.rosterRules).map((r) => r.kind),
    );
    expect([...kinds].sort()).toEqual(
      ['formationSize', 'max', 'min', 'minFormations', 'percent', 'perPoints', 'requires'].sort(),
    );
    expect(Value.Errors(model.RosterRules, DEMO_SITE_RULES)).toEqual([]);
    expect(DEMO_SITE_RULES.length).toBeLessThanOrEqual(1);
    for (const rule of DEMO_SITE_RULES) {
      expect('subject' in rule && 'unit' in rule.subject).toBe(false);
      expect(rule.kind === 'requires' && 'unit' in rule.needs).toBe(false);
    }
  });

  it('gives every demo faction a Leader and a Support unit, and every unit valid free keywords', () => {
    for (const { title, units } of DEMO_FACTIONS) {
      const types = units.map((unit) => unit.trainingType);
      expect([title, types]).toEqual([title, expect.arrayContaining([LEADER, SUPPORT])]);
      for (const unit of units) {
        expect([unit.unitName, Value.Errors(model.Keywords, unit.keywords)]).toEqual([
          unit.unitName,
          [],
        ]);
        expect([unit.unitName, unit.keywords.length > 0]).toEqual([unit.unitName, true]);
        // The training type's name is a keyword already: repeating it would show it twice.
        const own = unitKeywords({ trainingType: unit.trainingType }).map((k) => k.toLowerCase());
        expect(unit.keywords.filter((keyword) => own.includes(keyword.toLowerCase()))).toEqual([]);
      }
    }
  });

  it('names each demo unit by a stable UUID of its faction and name', () => {
    const ids = DEMO_FACTIONS.flatMap((faction) => faction.units.map((unit) => unit.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The same UUID (version 5) any implementation derives from the namespace and the name.
    expect(demoUnitId('Iron Wardens of Kell', 'Shield Warden')).toBe(
      'a0dc3a0d-ef7c-562c-9ec7-e531b1192930',
    );
  });

  it('shows every demo roster as legal or illegal on purpose', () => {
    expect(DEMO_ROSTERS.map((roster) => roster.key).sort()).toEqual([...LEGAL, ...ILLEGAL].sort());
  });

  describe('on the seeded site', () => {
    const t = useTestApp({ SEED_DEMO: 'true' });

    /** A demo faction as seeded, with what its units' costs read. */
    interface Seeded extends SeededFaction {
      demo: DemoFaction;
      weapons: model.Weapon[];
      templates: model.AbilityTemplate[];
    }

    async function seeded(demo: DemoFaction): Promise<Seeded> {
      const cards = body<model.FactionCard[]>(
        await t.app.inject('/api/factions?public=true&limit=100&page=1'),
      );
      const card = cards.find((item) => item.title === demo.title);
      if (!card) throw new Error(`${demo.title} was not seeded`);
      const units = body<model.Unit[]>(await t.app.inject(`/api/units/faction/${card._id}`));
      const weapons = body<model.Weapon[]>(await t.app.inject(`/api/weapons/faction/${card._id}`));
      const templates = body<model.AbilityTemplate[]>(await t.app.inject('/api/ability'));
      return { title: demo.title, slug: card.slug, units, demo, weapons, templates };
    }

    /** The problems of a roster under the site's rules and its faction's, and its points. */
    function verdict(roster: model.RosterFile, faction: Seeded) {
      const linePoints = roster.unit_list.map(
        ({ count, obj }) =>
          count *
          computeUnitCost({
            unit: obj,
            weapons: faction.weapons,
            abilityTemplates: faction.templates,
          }).total,
      );
      const unitNames = new Map(faction.units.map((unit) => [unit._id, unit.unitName]));
      const rules = [...DEMO_SITE_RULES, ...faction.demo.rosterRules];
      const problems = checkRoster(roster, rules, { linePoints, unitNames });
      return { problems, total: linePoints.reduce((sum, points) => sum + points, 0) };
    }

    const factionOf = (roster: (typeof DEMO_ROSTERS)[number]) => {
      const demo = DEMO_FACTIONS.find((faction) => faction.title === roster.faction);
      if (!demo) throw new Error(`demo roster ${roster.key} names an unknown faction`);
      return demo;
    };

    it('seeds each demo unit under its stable id with its keywords, as the rules name it', async () => {
      for (const demo of DEMO_FACTIONS) {
        const { units } = await seeded(demo);
        expect(units.map(({ _id, unitName, keywords }) => ({ _id, unitName, keywords }))).toEqual(
          expect.arrayContaining(
            demo.units.map(({ id, unitName, keywords }) => ({ _id: id, unitName, keywords })),
          ),
        );
        expect(units).toHaveLength(demo.units.length);
      }
    });

    it('finds no problem in a legal demo roster, within its point limit', async () => {
      for (const roster of DEMO_ROSTERS.filter((item) => LEGAL.includes(item.key))) {
        const faction = await seeded(factionOf(roster));
        const { problems, total } = verdict(demoRosterFile(roster, faction), faction);
        expect([roster.key, problems]).toEqual([roster.key, []]);
        expect([roster.key, total <= roster.pointLimit]).toEqual([roster.key, true]);
        expect([roster.key, total >= roster.pointLimit * 0.9]).toEqual([roster.key, true]);
      }
    });

    it('finds at least two problems in an illegal demo roster, though it keeps its point limit', async () => {
      for (const roster of DEMO_ROSTERS.filter((item) => ILLEGAL.includes(item.key))) {
        const faction = await seeded(factionOf(roster));
        const { problems, total } = verdict(demoRosterFile(roster, faction), faction);
        expect([roster.key, problems.length >= 2]).toEqual([roster.key, true]);
        expect([roster.key, total <= roster.pointLimit]).toEqual([roster.key, true]);
      }
    });

    it('finds a problem in an empty roster and in ten copies of every unit of each faction', async () => {
      for (const demo of DEMO_FACTIONS) {
        const faction = await seeded(demo);
        const roster = (unitList: model.RosterEntry[]): model.RosterFile => ({
          version: model.ROSTER_FILE_VERSION,
          faction_title: faction.title,
          faction_slug: faction.slug,
          name: 'Checked',
          point_limit: 300,
          unit_list: unitList,
        });
        const empty = verdict(roster([]), faction).problems.map((problem) => problem.message);
        expect([demo.title, empty]).toEqual([
          demo.title,
          expect.arrayContaining(['Take at least 1 Leader: you have 0']),
        ]);
        const everything = roster(faction.units.map((obj) => ({ count: 10, obj })));
        const crowded = verdict(everything, faction).problems.map((problem) => problem.message);
        expect([demo.title, crowded.some((message) => message.startsWith('Take at most'))]).toEqual(
          [demo.title, true],
        );
      }
    });
  });
});
