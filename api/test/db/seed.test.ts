import { computeUnitCost } from '@muster/shared-kernel/core/points';
import * as model from '@muster/shared-kernel/core/model';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { loadConfig } from '../../src/config/env.js';
import { DEMO_ROSTERS } from '../../src/db/demo-content.js';
import { readShareCode } from '../../src/db/demo-rosters.js';
import { seedDemoContent } from '../../src/db/seed.js';
import { body, useTestApp } from '../helpers/test-app.js';

describe('demo content', () => {
  const t = useTestApp({ SEED_DEMO: 'true' });

  it('gives a new visitor a ruleset with the default formula active', async () => {
    const ruleset = body<model.Ruleset>(await t.app.inject('/api/ruleset/'));
    expect(ruleset.markdown).toMatch(/^# Muster Skirmish Rules/);
    const active = body<model.PointFormula>(await t.app.inject('/api/formulas/active'));
    expect(active._id).toBe(ruleset.activePointFormula);
    expect(active.name).toBe('Official Formula');
    expect(
      body<model.PointFormula[]>(await t.app.inject('/api/formulas/list/')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('lists complete public factions whose units all cost points', async () => {
    const cards = body<model.FactionCard[]>(
      await t.app.inject('/api/factions?public=true&limit=100&page=1'),
    );
    expect(cards.length).toBeGreaterThanOrEqual(3);
    const templates = body<model.AbilityTemplate[]>(await t.app.inject('/api/ability'));
    expect(templates.length).toBeGreaterThanOrEqual(4);
    for (const card of cards) {
      const faction = body<model.Faction>(await t.app.inject(`/api/factions/${card.slug}`));
      expect(faction.lore.length).toBeGreaterThan(50);
      expect(faction.anteList.length).toBeGreaterThan(0);
      expect(faction.environmentList.length).toBeGreaterThan(0);
      const weapons = body<model.Weapon[]>(
        await t.app.inject(`/api/weapons/faction/${faction._id}`),
      );
      const units = body<model.Unit[]>(await t.app.inject(`/api/units/faction/${faction._id}`));
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

  it('lists three public scenarios, one with a thumbnail served as a JPEG', async () => {
    const cards = body<model.ScenarioCard[]>(
      await t.app.inject('/api/scenarios?public=true&limit=100&page=1'),
    );
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.every((card) => card.public && card.reviewed)).toBe(true);
    const pictured = cards.filter((card) => card.thumbnailURL);
    expect(pictured.map((card) => card.title)).toEqual(['Hold the Bridge']);
    const image = await t.app.inject(pictured[0]?.thumbnailURL ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.length).toBeGreaterThan(10_000);
    expect(image.rawPayload.length).toBeLessThan(40_000);
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    for (const card of cards) {
      const scenario = body<model.Scenario>(await t.app.inject(`/api/scenarios/${card.slug}`));
      expect(scenario.markdown).toMatch(/^## Objectives$/m);
      expect(scenario.markdown).toMatch(/^## Deployment$/m);
      expect(scenario.markdown).toMatch(/^\|---\|---\|/m);
    }
  });

  it('fills every page list: terrain, scenario pages, RandomStuff and both lore collections', async () => {
    const list = async (path: string) => body<model.PageCard[]>(await t.app.inject(path));
    expect((await list('/api/pages/list/terrain')).length).toBeGreaterThanOrEqual(3);
    expect((await list('/api/pages/list/scenario')).length).toBeGreaterThanOrEqual(1);
    expect((await list('/api/pages/list/random')).length).toBeGreaterThanOrEqual(1);
    const site = body<{ loreCollections: { type: string; tag: string }[] }>(
      await t.app.inject('/api/site'),
    );
    expect(site.loreCollections).toHaveLength(2);
    for (const { type, tag } of site.loreCollections) {
      const pages = await list(`/api/pages/list/${type}?tag=${encodeURIComponent(tag)}`);
      expect([type, tag, pages.length >= 2]).toEqual([type, tag, true]);
      expect(pages.every((page) => page.type === type && page.tags.includes(tag))).toBe(true);
      expect(pages.filter((page) => page.tags.includes('story'))).toHaveLength(1);
    }
    for (const type of ['lore', 'terrain', 'batrep', 'scenario', 'random']) {
      const pages = await list(`/api/pages/list/${type}`);
      expect(pages.every((page) => page.reviewed && page.acl.author === 'admin')).toBe(true);
    }
  });

  it('has a battle report holding share links to valid rosters of demo factions', async () => {
    const reports = body<model.PageCard[]>(await t.app.inject('/api/pages/list/batrep'));
    const pages = await Promise.all(
      reports.map(async (card) => body<model.Page>(await t.app.inject(`/api/pages/${card._id}`))),
    );
    const links = pages.flatMap((page) =>
      page.markdown
        .split('\n')
        .map((line) => /^\[[^\]]+\]\(\/rosters#share=([A-Za-z0-9_-]+)\)$/.exec(line)?.[1])
        .filter((code) => code !== undefined),
    );
    expect(links.length).toBeGreaterThanOrEqual(1);
    const templates = body<model.AbilityTemplate[]>(await t.app.inject('/api/ability'));
    for (const code of links) {
      const file = readShareCode(code) as model.RosterFile;
      expect(Value.Errors(model.RosterFile, file)).toEqual([]);
      const faction = body<model.Faction>(await t.app.inject(`/api/factions/${file.faction_slug}`));
      expect(faction.title).toBe(file.faction_title);
      const units = body<model.Unit[]>(await t.app.inject(`/api/units/faction/${faction._id}`));
      const weapons = body<model.Weapon[]>(
        await t.app.inject(`/api/weapons/faction/${faction._id}`),
      );
      let points = 0;
      for (const { count, obj } of file.unit_list) {
        expect(units.find((unit) => unit._id === obj._id)).toEqual(obj);
        points +=
          count * computeUnitCost({ unit: obj, weapons, abilityTemplates: templates }).total;
      }
      expect(file.point_limit).toBe(300);
      expect(points).toBeGreaterThan(250);
      expect(points).toBeLessThanOrEqual(300);
    }
  });

  it("verifies each demo page's roster as the page says: every one legal but the one shown breaking three rules", async () => {
    const links: string[] = [];
    for (const type of ['lore', 'terrain', 'batrep', 'scenario', 'random']) {
      const cards = body<model.PageCard[]>(await t.app.inject(`/api/pages/list/${type}`));
      for (const card of cards) {
        const page = body<model.Page>(await t.app.inject(`/api/pages/${card._id}`));
        for (const [, link] of page.markdown.matchAll(/\]\((\/rosters#share=[A-Za-z0-9_-]+)\)/g))
          if (link) links.push(link);
      }
    }
    expect(links).toHaveLength(DEMO_ROSTERS.length);
    const illegal = DEMO_ROSTERS.find((roster) => roster.key === 'tangled-grove')?.name;
    for (const link of links) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/rosters/verify',
        payload: { link },
      });
      const verdict = body<model.RosterVerdict>(response);
      const problems = verdict.problems.map((problem) => problem.message);
      expect([verdict.name, problems.length]).toEqual([
        verdict.name,
        verdict.name === illegal ? 3 : 0,
      ]);
      expect(verdict.total).toBeLessThanOrEqual(verdict.pointLimit ?? Infinity);
      expect(verdict.formations.flatMap((f) => f.lines).every((line) => line.known)).toBe(true);
    }
  });

  it('answers every demo entity in the shape and within the rules of its core schema, and its save takes it back', async () => {
    const checked: string[] = [];
    const check = async (schema: TSchema, url: string, save?: TSchema) => {
      const answer = body<unknown>(await t.app.inject(url));
      for (const item of Array.isArray(answer) ? answer : [answer]) {
        expect([url, Value.Errors(schema, item)]).toEqual([url, []]);
        if (save) expect([url, Value.Errors(save, item)]).toEqual([url, []]);
        checked.push(url);
      }
      return answer;
    };
    await check(model.Ruleset, '/api/ruleset/', model.RulesetPayload);
    await check(model.PointFormula, '/api/formulas/list/', model.PointFormulaPayload);
    await check(model.AbilityTemplate, '/api/ability', model.AbilityTemplatePayload);
    const cards = (await check(
      model.FactionCard,
      '/api/factions?public=true&limit=100&page=1',
    )) as model.FactionCard[];
    for (const card of cards) {
      await check(model.Faction, `/api/factions/${card.slug}`, model.FactionPayload);
      await check(model.Unit, `/api/units/faction/${card._id}`, model.UnitPayload);
      await check(model.Weapon, `/api/weapons/faction/${card._id}`, model.WeaponPayload);
    }
    const scenarios = (await check(
      model.ScenarioCard,
      '/api/scenarios?public=true&limit=100&page=1',
    )) as model.ScenarioCard[];
    for (const scenario of scenarios)
      await check(model.Scenario, `/api/scenarios/${scenario.slug}`, model.ScenarioPayload);
    for (const type of ['lore', 'terrain', 'batrep', 'scenario', 'random']) {
      const pages = (await check(model.PageCard, `/api/pages/list/${type}`)) as model.PageCard[];
      for (const page of pages)
        await check(model.Page, `/api/pages/${page._id}`, model.PagePayload);
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it('seeds once: a second start leaves the content alone', async () => {
    const before = body<number>(await t.app.inject('/api/factions?public=true&count=true'));
    expect(await seedDemoContent(t.database.db, loadConfig({}).adminUsername)).toBe(false);
    expect(body<number>(await t.app.inject('/api/factions?public=true&count=true'))).toBe(before);
  });
});
