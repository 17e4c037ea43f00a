import { computeUnitCost } from '@muster/shared-kernel/core';
import {
  AbilityTemplate,
  Faction,
  FactionCard,
  Page,
  PageCard,
  PointFormula,
  Ruleset,
  Scenario,
  ScenarioCard,
  Unit,
  Weapon,
} from '@muster/shared-kernel/core/model';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { loadConfig } from '../../src/config/env.js';
import { seedDemoContent } from '../../src/db/seed.js';
import { body, useTestApp } from '../helpers/test-app.js';

describe('demo content', () => {
  const t = useTestApp({ SEED_DEMO: 'true' });

  it('gives a new visitor a ruleset with the default formula active', async () => {
    const ruleset = body<Ruleset>(await t.app.inject('/api/ruleset/'));
    expect(ruleset.markdown).toMatch(/^# Muster Skirmish Rules/);
    const active = body<PointFormula>(await t.app.inject('/api/formulas/active'));
    expect(active._id).toBe(ruleset.activePointFormula);
    expect(active.name).toBe('Official Formula');
    expect(
      body<PointFormula[]>(await t.app.inject('/api/formulas/list/')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('lists complete public factions whose units all cost points', async () => {
    const cards = body<FactionCard[]>(
      await t.app.inject('/api/factions?public=true&limit=100&page=1'),
    );
    expect(cards.length).toBeGreaterThanOrEqual(3);
    const templates = body<AbilityTemplate[]>(await t.app.inject('/api/ability'));
    expect(templates.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      const faction = body<Faction>(await t.app.inject(`/api/factions/${card.slug}`));
      expect(faction.lore.length).toBeGreaterThan(50);
      expect(faction.anteList.length).toBeGreaterThan(0);
      expect(faction.environmentList.length).toBeGreaterThan(0);
      const weapons = body<Weapon[]>(await t.app.inject(`/api/weapons/faction/${faction._id}`));
      const units = body<Unit[]>(await t.app.inject(`/api/units/faction/${faction._id}`));
      expect(weapons.length).toBeGreaterThanOrEqual(3);
      expect(units.length).toBeGreaterThanOrEqual(4);
      for (const unit of units) {
        for (const item of unit.equippedWeapons) {
          expect(weapons.map((w) => w._id)).toContain(item.weaponID);
          expect(item.knack).toBeGreaterThanOrEqual(2);
        }
        const cost = computeUnitCost({ unit, weapons, abilityTemplates: templates });
        expect([unit.unitName, cost.error]).toEqual([unit.unitName, undefined]);
        expect(cost.total).toBeGreaterThan(0);
      }
    }
  });

  it('has public scenarios, terrain, lore (one tagged story) and a battle report', async () => {
    expect(
      body<ScenarioCard[]>(await t.app.inject('/api/scenarios?public=true&limit=100&page=1'))
        .length,
    ).toBeGreaterThanOrEqual(3);
    const lore = body<PageCard[]>(await t.app.inject('/api/pages/list/lore?tag=world'));
    expect(lore.length).toBeGreaterThanOrEqual(3);
    expect(lore.filter((page) => page.tags.includes('story'))).toHaveLength(1);
    expect(
      body<PageCard[]>(await t.app.inject('/api/pages/list/batrep?tag=report')).length,
    ).toBeGreaterThanOrEqual(1);
    expect(
      body<PageCard[]>(await t.app.inject('/api/pages/list/terrain')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('answers every demo entity in the shape and within the rules of its core schema', async () => {
    const checked: string[] = [];
    const check = async (schema: TSchema, url: string) => {
      const answer = body<unknown>(await t.app.inject(url));
      for (const item of Array.isArray(answer) ? answer : [answer]) {
        expect([url, Value.Errors(schema, item)]).toEqual([url, []]);
        checked.push(url);
      }
      return answer;
    };
    await check(Ruleset, '/api/ruleset/');
    await check(PointFormula, '/api/formulas/list/');
    await check(AbilityTemplate, '/api/ability');
    const cards = (await check(
      FactionCard,
      '/api/factions?public=true&limit=100&page=1',
    )) as FactionCard[];
    for (const card of cards) {
      await check(Faction, `/api/factions/${card.slug}`);
      await check(Unit, `/api/units/faction/${card._id}`);
      await check(Weapon, `/api/weapons/faction/${card._id}`);
    }
    const scenarios = (await check(
      ScenarioCard,
      '/api/scenarios?public=true&limit=100&page=1',
    )) as ScenarioCard[];
    for (const scenario of scenarios) await check(Scenario, `/api/scenarios/${scenario.slug}`);
    for (const type of ['lore', 'terrain', 'batrep']) {
      const pages = (await check(PageCard, `/api/pages/list/${type}`)) as PageCard[];
      for (const page of pages) await check(Page, `/api/pages/${page._id}`);
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it('seeds once: a second start leaves the content alone', async () => {
    const before = body<number>(await t.app.inject('/api/factions?public=true&count=true'));
    expect(await seedDemoContent(t.database.db, loadConfig({}).adminUsername)).toBe(false);
    expect(body<number>(await t.app.inject('/api/factions?public=true&count=true'))).toBe(before);
  });
});
