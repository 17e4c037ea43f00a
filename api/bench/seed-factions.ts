/**
 * The bench's data: factions seeded in bulk, straight into a database (migrated first).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { publishUnversioned } from '../src/repositories/faction-versions.js';

const LORE = `## A history\n\n${'The banners rose over the ridge at dawn, and the old oaths were sworn again. '.repeat(20)}`;
const ANTES = [{ name: 'Charge', knack: 3, description: 'Move 3" and attack.' }];
const ENVIRONMENTS = [
  { name: 'Fog', description: 'Ranged attacks beyond 12" suffer -1.', antePenalty: 1 },
];

/**
 * Seeds `total` factions in one statement per 50,000 (100,000 take seconds, not an API call
 * each): faction n is `bench-faction-n`, titled `Bench Faction nnnnn`; every tenth is a draft
 * (not public, not reviewed, so the public list holds 90%), every fifth has an editor, two in
 * three a thumbnail; each public one is approved as its version 1. Then VACUUM ANALYZE, the state autovacuum reaches soon after a bulk load.
 */
export async function seed(
  target: { databaseUrl: string | null; dataDir: string | null },
  total: number,
): Promise<void> {
  const database = await openDatabase({ ...target, poolSize: 2 });
  try {
    for (let first = 0; first < total; first += 50_000) {
      const last = Math.min(first + 50_000, total) - 1;
      await database.db.execute(sql`
        INSERT INTO factions (slug, title, description, lore, public, reviewed, likes,
          thumbnail_url, author, editors, ante_list, environment_list)
        SELECT 'bench-faction-' || n, 'Bench Faction ' || lpad(n::text, 5, '0'),
          'Faction number ' || n || ', seeded for the bench.', ${LORE}, n % 10 <> 0,
          n % 10 <> 0, n % 97,
          CASE WHEN n % 3 = 0 THEN '' ELSE '/api/image/' || repeat('a', 64) END,
          'author' || n % 50,
          CASE WHEN n % 5 = 0 THEN ARRAY['editor' || n % 7] ELSE '{}'::text[] END,
          ${JSON.stringify(ANTES)}::jsonb, ${JSON.stringify(ENVIRONMENTS)}::jsonb
        FROM generate_series(${first}::int, ${last}::int) AS n`);
    }
    // The public ones are approved: each is listed as its version 1.
    await publishUnversioned(database.db);
    await database.db.execute(sql`VACUUM ANALYZE factions`);
    await database.db.execute(sql`VACUUM ANALYZE faction_versions`);
  } finally {
    await database.close();
  }
}
