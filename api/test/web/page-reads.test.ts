import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PAGE_READS_ELEMENT_ID, START_READS, firstReads } from '@muster/shared-kernel/core';
import { pageAnswers } from '../../src/web/page-reads.js';
import { pageJson } from '../helpers/page-json.js';
import { testApp, type TestApp } from '../helpers/test-app.js';

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** The answers a page carries, read back from its HTML. */
const carried = (html: string) =>
  (pageJson(html, PAGE_READS_ELEMENT_ID) ?? {}) as Record<string, unknown>;

describe('the answers a page carries', () => {
  let root: string;
  let harness: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'muster-reads-'));
    await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
    harness = await testApp({ WEB_ROOT: root, SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await harness.close();
    await rm(root, { recursive: true, force: true });
  });

  const visitorGet = async (url: string) => (await harness.app.inject(url)).json() as unknown;

  it('are the answers a visitor gets, each by its address', async () => {
    const reads = firstReads('/factions/ashfall-raiders');
    const answers = await pageAnswers(harness.app, reads, '127.0.0.1');
    expect(Object.keys(answers)).toEqual(reads);
    for (const read of reads) expect(answers[read]).toEqual(await visitorGet(read));
  });

  it('leave out a read that failed or is not JSON', async () => {
    const image = (await visitorGet('/api/scenarios/hold-the-bridge')) as { thumbnailURL: string };
    const answers = await pageAnswers(
      harness.app,
      [START_READS.site, START_READS.faction('no-such-faction'), image.thumbnailURL],
      '127.0.0.1',
    );
    expect(Object.keys(answers)).toEqual([START_READS.site]);
  });

  it('come inside a faction page: its faction, units, weapons and author, so it asks for none', async () => {
    const page = await harness.app.inject('/factions/ashfall-raiders');
    expect(page.statusCode).toBe(200);
    const answers = carried(page.body);
    const faction = (await visitorGet('/api/factions/ashfall-raiders')) as {
      _id: string;
      acl: { author: string };
    };
    expect(Object.keys(answers).sort()).toEqual(
      [
        ...firstReads('/factions/ashfall-raiders'),
        START_READS.unitsOfFaction(faction._id),
        START_READS.weaponsOfFaction(faction._id),
        START_READS.profile(faction.acl.author),
      ].sort(),
    );
    expect(answers[START_READS.unitsOfFaction(faction._id)]).toEqual(
      await visitorGet(START_READS.unitsOfFaction(faction._id)),
    );
    expect(page.body.indexOf('muster-page-reads')).toBeGreaterThan(page.body.indexOf('</head>'));
  });

  it('come inside a page whose faction is unknown without it: the page shows its not-found', async () => {
    const path = '/factions/no-such-faction';
    const page = await harness.app.inject(path);
    expect(Object.keys(carried(page.body))).toEqual(
      firstReads(path).filter((read) => read !== START_READS.faction('no-such-faction')),
    );
  });
});
