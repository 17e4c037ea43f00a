import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import type { Database } from './client.js';
import {
  DEMO_ABILITY_TEMPLATES,
  DEMO_EXTRA_FORMULA,
  DEMO_FACTIONS,
  DEMO_PAGES,
  DEMO_ROSTERS,
  DEMO_RULESET,
  DEMO_SCENARIOS,
  DEMO_SITE_RULES,
} from './demo-content.js';
import {
  demoRosterFile,
  SHARE_PATH,
  shareCode,
  withRosterLinks,
  type SeededFaction,
} from './demo-rosters.js';
import { paintBridgeThumbnail } from './demo-thumbnail.js';
import {
  abilityTemplates,
  factions,
  images,
  pages,
  pointFormulas,
  ruleset,
  scenarios,
  units,
  weapons,
} from './schema.js';
import { toUnit } from '../repositories/armoury.js';
import { publishUnversioned } from '../repositories/faction-versions.js';
import { slugify } from '../repositories/slugs.js';

/** The demo pictures, painted on demand: a name of `DemoScenario.thumbnail` to its JPEG bytes. */
const THUMBNAILS = { bridge: paintBridgeThumbnail };

/**
 * Seeds the demo content into an empty database, in one transaction. The ruleset row marks a
 * seeded database: whoever inserts it first seeds (other instances starting at the same time
 * wait on it, then find it there and skip). Answers whether it seeded.
 */
export async function seedDemoContent(db: Database, author: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(ruleset)
      .values({ id: 1, markdown: DEMO_RULESET, rosterRules: DEMO_SITE_RULES })
      .onConflictDoNothing({ target: ruleset.id })
      .returning({ id: ruleset.id });
    if (!claimed) return false;

    const [official] = await tx
      .insert(pointFormulas)
      .values([
        { name: 'Official Formula', formula: DEFAULT_POINT_FORMULA },
        { name: DEMO_EXTRA_FORMULA.name, formula: DEMO_EXTRA_FORMULA.formula },
      ])
      .returning({ id: pointFormulas.id });
    await tx.update(ruleset).set({ activePointFormula: official?.id ?? null });

    const templates = await tx
      .insert(abilityTemplates)
      .values(DEMO_ABILITY_TEMPLATES)
      .returning({ id: abilityTemplates.id, name: abilityTemplates.name });
    const templateId = (name: string) => {
      const found = templates.find((template) => template.name === name);
      if (!found) throw new Error(`demo content names an unknown ability template: ${name}`);
      return found.id;
    };

    const seeded = new Map<string, SeededFaction>();
    for (const demo of DEMO_FACTIONS) {
      const slug = slugify(demo.title, 'faction');
      const [faction] = await tx
        .insert(factions)
        .values({
          slug,
          title: demo.title,
          description: demo.description,
          lore: demo.lore,
          public: true,
          reviewed: true,
          author,
          anteList: demo.anteList,
          environmentList: demo.environmentList,
          rosterRules: demo.rosterRules,
        })
        .returning({ id: factions.id });
      if (!faction) throw new Error('faction insert returned nothing');
      const weaponIds = new Map(demo.weapons.map((weapon) => [weapon.key, randomUUID()]));
      await tx.insert(weapons).values(
        demo.weapons.map(({ key, ...weapon }) => ({
          ...weapon,
          id: weaponIds.get(key),
          factionId: faction.id,
        })),
      );
      const unitRows = await tx
        .insert(units)
        .values(
          demo.units.map(({ weapons: equipped, templates: structured, abilities, ...unit }) => ({
            ...unit,
            factionId: faction.id,
            equippedWeapons: equipped.map(({ key, knack }) => {
              const weaponID = weaponIds.get(key);
              if (!weaponID) throw new Error(`${unit.unitName} carries an unknown weapon: ${key}`);
              return { weaponID, knack };
            }),
            abilities: abilities ?? [],
            structuredAbilities: (structured ?? []).map((item) => ({
              templateID: templateId(item.template),
              overrides: item.overrides ?? [],
              customName: item.customName ?? '',
            })),
          })),
        )
        .returning();
      seeded.set(demo.title, { title: demo.title, slug, units: unitRows.map(toUnit) });
    }

    // Thumbnails are stored as uploads are: by the SHA-256 of their bytes, served by /api/image.
    const thumbnailUrls = new Map<string, string>();
    for (const [name, paint] of Object.entries(THUMBNAILS)) {
      const bytes = paint();
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await tx
        .insert(images)
        .values({
          sha256,
          contentType: 'image/jpeg',
          bytes,
          size: bytes.byteLength,
          uploadedBy: author,
        })
        .onConflictDoNothing({ target: images.sha256 });
      thumbnailUrls.set(name, `/api/image/${sha256}`);
    }
    await tx.insert(scenarios).values(
      DEMO_SCENARIOS.map(({ thumbnail, ...scenario }) => ({
        ...scenario,
        slug: slugify(scenario.title, 'scenario'),
        public: true,
        reviewed: true,
        thumbnailUrl: (thumbnail && thumbnailUrls.get(thumbnail)) ?? '',
        author,
      })),
    );

    const rosterLinks = new Map(
      DEMO_ROSTERS.map((roster) => {
        const faction = seeded.get(roster.faction);
        if (!faction) throw new Error(`demo roster ${roster.key} names an unknown faction`);
        const file = demoRosterFile(roster, faction);
        const label = `${faction.title}: ${roster.name} (${roster.pointLimit} pts)`;
        return [roster.key, `[${label}](${SHARE_PATH}${shareCode(file)})`];
      }),
    );
    await tx.insert(pages).values(
      DEMO_PAGES.map((page) => ({
        ...page,
        markdown: withRosterLinks(page.markdown, rosterLinks),
        reviewed: true,
        author,
      })),
    );
    // The demo factions are approved: each is listed as its version 1.
    await publishUnversioned(tx);
    return true;
  });
}
