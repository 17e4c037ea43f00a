import { DEFAULT_POINT_FORMULA } from '@muster/shared-kernel/core';
import type { LightMyRequestResponse } from 'fastify';
import { body, logInAdmin, type TestUser, useTestApp } from '../helpers/test-app.js';

/**
 * Optimistic concurrency: every editable entity answers its `version` and,
 * on its detail GET, a strong `ETag: "<version>"`; a save naming another version, in the body or
 * `If-Match`, is a 409 that stores nothing; of 20 concurrent saves naming one version exactly
 * one succeeds (run on PGlite and on PostgreSQL by `npm test`).
 */

const CONFLICT = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Someone else changed this since you opened it',
};

interface Versioned {
  _id?: string;
  version: number;
}

/** One kind of editable entity: how to make one, read it, save it and see what was saved. */
interface Kind {
  name: string;
  /** Creates one and answers its id ('' for the ruleset, which always exists). */
  create(): Promise<string>;
  detail(id: string): string;
  save(id: string): string;
  /** A full save body whose marker is `text`. */
  payload(text: string): Record<string, unknown>;
  /** The marker of a saved item, as the detail GET answers it. */
  marker(item: Record<string, unknown>): unknown;
}

describe('versions, ETags and 409 on stale saves', () => {
  const t = useTestApp();
  let admin: TestUser;
  let factionId = '';

  const post = (url: string, payload: Record<string, unknown>, headers = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...admin.headers, ...headers }, payload });
  const created = async (url: string, payload: Record<string, unknown>) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(200);
    return body<{ _id: string }>(response)._id;
  };

  beforeAll(async () => {
    admin = await logInAdmin(t.app);
    factionId = await created('/api/factions/', { title: 'Versioned Faction' });
  });

  /**
   * Each kind as a row: its name, the address it is created at (its detail and save add the id),
   * the field that marks a save, and the rest of a full save body. The ruleset always exists.
   */
  const rows: [string, string, string, (() => Record<string, unknown>)?][] = [
    ['faction', '/api/factions/', 'title'],
    ['unit', '/api/units/', 'unitName', () => ({ faction: factionId })],
    ['weapon', '/api/weapons/', 'name', () => ({ faction: factionId, attacks: 1, damage: 1 })],
    ['ability template', '/api/ability/', 'name', () => ({ formula: 'unitMove * 2' })],
    ['point formula', '/api/formulas/', 'name', () => ({ formula: DEFAULT_POINT_FORMULA })],
    ['ruleset', '/api/ruleset/', 'markdown'],
    ['scenario', '/api/scenarios/', 'title'],
    ['page', '/api/pages/', 'title', () => ({ type: 'terrain' })],
  ];
  const kinds: Kind[] = rows.map(([name, url, field, rest = () => ({})]) => {
    const payload = (text: string) => ({ ...rest(), [field]: `${name} ${text}` });
    return {
      name,
      create: async () => (name === 'ruleset' ? '' : created(url, payload('0'))),
      detail: (id) => `${url}${id}`,
      save: (id) => `${url}${id}`,
      payload,
      marker: (item) => item[field],
    };
  });

  describe.each(kinds)('$name', (kind) => {
    let id = '';
    beforeAll(async () => {
      id = await kind.create();
    });

    /** The stored item, read fresh by the signed-in administrator. */
    const stored = async () => {
      const response = await t.app.inject({ url: kind.detail(id), headers: admin.headers });
      expect(response.statusCode).toBe(200);
      return body<Versioned & Record<string, unknown>>(response);
    };
    const expectSaved = (response: LightMyRequestResponse, version: number) => {
      expect(response.statusCode).toBe(200);
      expect(body<Versioned>(response).version).toBe(version);
    };

    it('answers its version, and its version as a strong ETag, to anyone', async () => {
      // The public reads a faction's approved version (its units and weapons too): approve it.
      if (['faction', 'unit', 'weapon'].includes(kind.name)) {
        const faction = kind.name === 'faction' ? id : factionId;
        const approved = await post(`/api/factions/toggleapproval/${faction}`, {
          action: 'approve',
        });
        expect(approved.statusCode).toBe(200);
      }
      for (const headers of [{}, admin.headers]) {
        const response = await t.app.inject({ url: kind.detail(id), headers });
        expect(response.statusCode).toBe(200);
        const item = body<Versioned>(response);
        expect(Number.isInteger(item.version)).toBe(true);
        expect(response.headers.etag).toBe(`"${item.version}"`);
        // A version tag is for If-Match, never a 304 (see plugins/read-cache.ts).
        const again = await t.app.inject({
          url: kind.detail(id),
          headers: { ...headers, 'if-none-match': `"${item.version}"` },
        });
        expect(again.statusCode).toBe(200);
      }
    });

    it('saves with the current version in the body, and answers the next one', async () => {
      const { version } = await stored();
      expectSaved(await post(kind.save(id), { ...kind.payload('body'), version }), version + 1);
      expect(kind.marker(await stored())).toBe(kind.marker(kind.payload('body')));
    });

    it('refuses a save naming an older version in the body, storing nothing', async () => {
      const before = await stored();
      const response = await post(kind.save(id), {
        ...kind.payload('stale'),
        version: before.version - 1,
      });
      expect(response.statusCode).toBe(409);
      expect(body(response)).toEqual(CONFLICT);
      expect(await stored()).toEqual(before);
    });

    it('honours If-Match the same way', async () => {
      const { version } = await stored();
      const stale = await post(kind.save(id), kind.payload('stale'), {
        'if-match': `"${version - 1}"`,
      });
      expect(stale.statusCode).toBe(409);
      expect(body(stale)).toEqual(CONFLICT);
      expect((await stored()).version).toBe(version);
      expectSaved(
        await post(kind.save(id), kind.payload('match'), { 'if-match': `"${version}"` }),
        version + 1,
      );
      expect(kind.marker(await stored())).toBe(kind.marker(kind.payload('match')));
    });

    it('refuses a malformed If-Match, and disagreeing body and header', async () => {
      const { version } = await stored();
      const malformed = await post(kind.save(id), kind.payload('x'), { 'if-match': 'seven' });
      expect(malformed.statusCode).toBe(400);
      const disagree = await post(
        kind.save(id),
        { ...kind.payload('x'), version },
        {
          'if-match': `"${version + 1}"`,
        },
      );
      expect(disagree.statusCode).toBe(409);
      expect((await stored()).version).toBe(version);
    });

    it('still saves without a version (last write wins), bumping it', async () => {
      const { version } = await stored();
      expectSaved(await post(kind.save(id), kind.payload('old client')), version + 1);
      expectSaved(
        await post(kind.save(id), kind.payload('old client'), { 'if-match': '*' }),
        version + 2,
      );
    });

    it('lets exactly one of 20 concurrent saves naming one version through', async () => {
      const { version } = await stored();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          post(kind.save(id), { ...kind.payload(`racer ${n}`), version }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
      const winner = responses.find((response) => response.statusCode === 200);
      const after = await stored();
      expect(after.version).toBe(version + 1);
      expect(kind.marker(after)).toBe(kind.marker(body(winner as LightMyRequestResponse)));
    });
  });

  describe('moderation', () => {
    it('bumps the version of what it approves, so an editor open meanwhile gets a 409', async () => {
      const id = await created('/api/scenarios/', { title: 'Under review', public: true });
      const opened = body<Versioned>(await t.app.inject(`/api/scenarios/${id}`)).version;
      const approved = await post(`/api/scenarios/toggleapproval/${id}`, {});
      expect(approved.statusCode).toBe(200);
      expect(body<Versioned>(approved).version).toBe(opened + 1);
      const save = await post(`/api/scenarios/${id}`, { title: 'Edited', version: opened });
      expect(save.statusCode).toBe(409);
    });

    it('refuses to approve a version the moderator has not seen (If-Match)', async () => {
      const id = await created('/api/pages/', { title: 'Reviewed page', type: 'terrain' });
      const seen = body<Versioned>(await t.app.inject(`/api/pages/${id}`)).version;
      expect(
        (await post(`/api/pages/${id}`, { title: 'Changed', type: 'terrain' })).statusCode,
      ).toBe(200);
      const toggle = await post(`/api/pages/togglereviewed/${id}`, {}, { 'if-match': `"${seen}"` });
      expect(toggle.statusCode).toBe(409);
      const banish = await post(
        `/api/factions/banishdraft/${factionId}`,
        {},
        { 'if-match': '"999"' },
      );
      expect(banish.statusCode).toBe(409);
    });
  });

  it('answers version on lists of units, weapons, templates and formulas', async () => {
    await created('/api/units/', { faction: factionId, unitName: 'Listed' });
    await created('/api/weapons/', { faction: factionId, name: 'Listed', attacks: 1, damage: 1 });
    await created('/api/ability/', { name: 'Listed', formula: 'unitMove' });
    await created('/api/formulas/', { name: 'Listed', formula: DEFAULT_POINT_FORMULA });
    for (const url of [
      `/api/units/faction/${factionId}`,
      `/api/weapons/faction/${factionId}`,
      '/api/ability',
      '/api/formulas/list/',
    ]) {
      const items = body<Versioned[]>(await t.app.inject({ url, headers: admin.headers }));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(Number.isInteger(item.version)).toBe(true);
    }
  });
});
