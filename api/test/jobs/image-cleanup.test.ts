/**
 * Images no content references are removed a day after their last upload; nothing referenced is
 * ever removed, wherever the reference is kept: any text or JSON column of any table, approved
 * faction versions included, and tables added later.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/env.js';
import { cleanUpImages } from '../../src/jobs/image-cleanup.js';
import { multipartBody, PNG_1PX } from '../helpers/multipart.js';
import { body, callsOf, signUp, type TestUser, useTestApp } from '../helpers/test-app.js';

const DAY = 86_400;

/** A tuple of `N` image addresses, so each address a test takes from it is a string. */
type Addresses<N extends number, Taken extends string[] = []> = Taken['length'] extends N
  ? Taken
  : Addresses<N, [...Taken, string]>;

describe('image clean-up', () => {
  const t = useTestApp();
  const calls = callsOf(t);
  let publisher: TestUser;

  const upload = async (): Promise<string> => {
    const form = multipartBody('image', Buffer.concat([PNG_1PX, randomBytes(64)]));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { ...form.headers, ...publisher.headers },
      payload: form.payload,
    });
    return body<{ file_url: string }>(response).file_url;
  };
  /** Uploads `count` new images, one after the other; answers their addresses. */
  const uploads = async <N extends number>(count: N): Promise<Addresses<N>> => {
    const urls: string[] = [];
    for (let i = 0; i < count; i += 1) urls.push(await upload());
    return urls as Addresses<N>;
  };
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: publisher.headers,
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
  };
  /** Pretends these images were last uploaded two days ago. */
  const ageImages = (urls: string[]) =>
    t.database.db.execute(
      sql`UPDATE images SET touched_at = now() - interval '2 days' WHERE sha256 IN (${sql.join(
        urls.map((url) => sql`${url.split('/').pop()}`),
        sql`, `,
      )})`,
    );
  const stored = async (url: string) => (await t.app.inject(url)).statusCode === 200;

  beforeAll(async () => {
    publisher = await signUp(t.app, { roles: ['publisher'] });
  });

  it('removes only images that no content references and nobody uploaded for a day', async () => {
    const [thumbnail, inLore, inPage, inScenario, orphan] = await uploads(5);
    await post('/api/factions/', {
      title: 'Pictured',
      thumbnailURL: thumbnail,
      lore: `Long ago ![banner](${inLore})`,
    });
    await post('/api/pages/', { title: 'Ruins', type: 'terrain', markdown: `![](${inPage})` });
    await post('/api/scenarios/', { title: 'Bridge', markdown: `![map](${inScenario})` });
    await ageImages([thumbnail, inLore, inPage, inScenario, orphan]);
    const fresh = await upload();

    const removed = await cleanUpImages(t.database.db, DAY);

    expect(removed.map((sha) => `/api/image/${sha}`)).toEqual([orphan]);
    for (const url of [thumbnail, inLore, inPage, inScenario, fresh]) {
      expect(await stored(url)).toBe(true);
    }
    expect(await stored(orphan)).toBe(false);
    expect(await cleanUpImages(t.database.db, DAY)).toEqual([]);
  });

  it('keeps an image that only an approved faction version mentions', async () => {
    const mod = await signUp(t.app, { roles: ['mod'] });
    const [inVersion, orphan] = await uploads(2);
    const { _id: id } = await calls.post<{ _id: string }>(publisher, '/api/factions/', {
      title: 'Versioned',
      public: true,
      lore: `![banner](${inVersion})`,
    });
    await calls.post(mod, `/api/factions/toggleapproval/${id}`);
    // The working copy drops the image; version 1, which the public reads, still shows it.
    await post(`/api/factions/${id}`, { title: 'Versioned', public: true, lore: 'No banner now' });
    const versionLore = await t.database.db.execute(
      sql`SELECT snapshot->'faction'->>'lore' AS lore FROM faction_versions WHERE faction_id = ${id}`,
    );
    expect(JSON.stringify(versionLore)).toContain(inVersion);
    await ageImages([inVersion, orphan]);

    const removed = await cleanUpImages(t.database.db, DAY);

    expect(removed.map((sha) => `/api/image/${sha}`)).toEqual([orphan]);
    expect(await stored(inVersion)).toBe(true);
  });

  it('searches every text and JSON column of every table, tables added later included', async () => {
    const [inText, inArray, inJson, bareHash, orphan] = await uploads(5);
    const hashOf = (url: string) => url.split('/').pop() ?? '';
    await t.database.db.execute(
      sql`CREATE TABLE later_notes (id serial PRIMARY KEY, body varchar(500), tags text[])`,
    );
    await t.database.db.execute(
      sql`CREATE TABLE later_documents (id serial PRIMARY KEY, doc jsonb NOT NULL)`,
    );
    await t.database.db.execute(
      sql`INSERT INTO later_notes (body, tags) VALUES (${`See ![](${inText})`}, ${`{"x","${inArray}"}`})`,
    );
    await t.database.db.execute(
      sql`INSERT INTO later_documents (doc) VALUES (${JSON.stringify({
        blocks: [{ image: { src: inJson } }, { raw: `0x${hashOf(bareHash).toUpperCase()}ff` }],
      })}::jsonb)`,
    );
    await ageImages([inText, inArray, inJson, bareHash, orphan]);

    const removed = await cleanUpImages(t.database.db, DAY);

    expect(removed.map((sha) => `/api/image/${sha}`)).toEqual([orphan]);
    for (const url of [inText, inArray, inJson, bareHash]) expect(await stored(url)).toBe(true);
  });

  it('keeps an unreferenced image uploaded again within the day', async () => {
    const form = multipartBody('image', Buffer.concat([PNG_1PX, randomBytes(64)]));
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/image',
        headers: { ...form.headers, ...publisher.headers },
        payload: form.payload,
      });
    const url = body<{ file_url: string }>(await send()).file_url;
    await ageImages([url]);
    expect((await send()).statusCode).toBe(200);
    expect(await cleanUpImages(t.database.db, DAY)).toEqual([]);
    expect(await stored(url)).toBe(true);
  });

  it('runs every IMAGE_CLEANUP_INTERVAL_SECONDS while the app is up', async () => {
    const url = await upload();
    await ageImages([url]);
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        IMAGE_CLEANUP_INTERVAL_SECONDS: '1',
      }),
      { database: t.database },
    );
    await app.ready();
    try {
      const deadline = Date.now() + 10_000;
      while ((await stored(url)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await stored(url)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
