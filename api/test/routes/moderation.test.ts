/**
 * Moderation on the server: re-review after a non-moderator's save, moderators' reasons (review
 * notes), the moderation log, the administrator's user list and role changes.
 */
import {
  body,
  callsOf,
  logInAdmin,
  signUp,
  type TestUser,
  useTestApp,
} from '../helpers/test-app.js';

interface Reviewed {
  _id: string;
  title: string;
  public?: boolean;
  reviewed: boolean;
  reviewNote: string;
}
interface ModerationEntry {
  _id: string;
  at: string;
  actor: string;
  action: string;
  kind: string;
  itemId: string;
  itemTitle: string;
  reason: string;
}
interface ModerationLog {
  count: number;
  entries: ModerationEntry[];
}
interface UserList {
  count: number;
  users: { username: string; display: string; email: string; roles: string[] }[];
}

describe('moderation', () => {
  const t = useTestApp();
  let author: TestUser;
  let editor: TestUser;
  let stranger: TestUser;
  let mod: TestUser;
  let admin: TestUser;

  const { call, get, post } = callsOf(t);

  const listedFactions = async () =>
    (await get<Reviewed[]>(null, '/api/factions?public=true&limit=100&page=1')).map((f) => f.title);
  const factionQueue = async () =>
    (await get<Reviewed[]>(mod, '/api/factions/needsreview?public=true&limit=100&page=1')).map(
      (f) => f.title,
    );
  const modlog = (page = 1) => get<ModerationLog>(mod, `/api/modlog?page=${page}`);

  /** A public faction by the author with the editor listed, approved by the moderator. */
  const approvedFaction = async (title: string) => {
    const created = await post<Reviewed>(author, '/api/factions/', {
      title,
      public: true,
      acl: { editors: [editor.username] },
    });
    const approved = await post<Reviewed>(mod, `/api/factions/toggleapproval/${created._id}`);
    expect(approved.reviewed).toBe(true);
    return approved;
  };
  /** Whether the working copy (what its editors and moderators read) is approved. */
  const factionReviewed = async (id: string) =>
    (await get<Reviewed>(mod, `/api/factions/${id}`)).reviewed;

  beforeAll(async () => {
    [author, editor, stranger, mod] = await Promise.all([
      signUp(t.app, { roles: ['publisher'] }),
      signUp(t.app),
      signUp(t.app),
      signUp(t.app, { roles: ['mod'] }),
    ]);
    admin = await logInAdmin(t.app);
  });

  describe('re-review', () => {
    it("sends a faction's edits to the queue whoever saves it, a moderator too", async () => {
      const faction = await approvedFaction('Reviewed Wardens');
      expect(await listedFactions()).toContain('Reviewed Wardens');

      const byAuthor = await post<Reviewed>(author, `/api/factions/${faction._id}`, {
        title: 'Reviewed Wardens',
        public: true,
        lore: 'New lore',
      });
      expect(byAuthor.reviewed).toBe(false);
      // The public keeps reading the last approved version while the edits wait for review.
      expect(await listedFactions()).toContain('Reviewed Wardens');
      expect(await factionQueue()).toContain('Reviewed Wardens');

      await post(mod, `/api/factions/toggleapproval/${faction._id}`);
      // A moderator's edit waits for an approval like anyone's: only approvals make versions.
      const byMod = await post<Reviewed>(mod, `/api/factions/${faction._id}`, {
        title: 'Reviewed Wardens',
        public: true,
        description: 'Tidied by a moderator',
      });
      expect(byMod.reviewed).toBe(false);
      expect(await listedFactions()).toContain('Reviewed Wardens');
      expect(await factionQueue()).toContain('Reviewed Wardens');
      await post(mod, `/api/factions/toggleapproval/${faction._id}`);

      for (const change of [
        { thumbnailURL: '/api/image/abc' },
        { anteList: [{ name: 'Feint', knack: 3, description: '' }] },
        { environmentList: [{ name: 'Fog', description: '', antePenalty: 1 }] },
        { links: ['https://example.com'] },
      ]) {
        const saved = await post<Reviewed>(editor, `/api/factions/${faction._id}`, {
          title: 'Reviewed Wardens',
          public: true,
          ...change,
        });
        expect(saved.reviewed).toBe(false);
        await post(mod, `/api/factions/toggleapproval/${faction._id}`);
        expect(await factionReviewed(faction._id)).toBe(true);
      }
    });

    it('sends a faction back to the queue when its units or weapons change, whoever changes them', async () => {
      const faction = await approvedFaction('Armed Wardens');
      const approve = () => post(mod, `/api/factions/toggleapproval/${faction._id}`);

      const weapon = await post<{ _id: string }>(author, '/api/weapons/', {
        faction: faction._id,
        name: 'Blade',
        attacks: 2,
        damage: 1,
      });
      // The save answers the weapon as ever; the faction now says it waits for review.
      expect(weapon).not.toHaveProperty('reviewed');
      expect(await factionReviewed(faction._id)).toBe(false);
      expect(await listedFactions()).toContain('Armed Wardens');
      expect(await factionQueue()).toContain('Armed Wardens');
      await approve();

      await post(editor, `/api/weapons/${weapon._id}`, {
        faction: faction._id,
        name: 'Sharper Blade',
        attacks: 2,
        damage: 2,
      });
      expect(await factionReviewed(faction._id)).toBe(false);
      await approve();

      const unit = await post<{ _id: string }>(author, '/api/units/', {
        faction: faction._id,
        unitName: 'Trooper',
      });
      expect(await factionReviewed(faction._id)).toBe(false);
      await approve();

      await post(author, `/api/units/${unit._id}`, {
        faction: faction._id,
        unitName: 'Veteran',
      });
      expect(await factionReviewed(faction._id)).toBe(false);
      await approve();

      expect((await call(author, 'DELETE', `/api/units/${unit._id}`)).statusCode).toBe(200);
      expect(await factionReviewed(faction._id)).toBe(false);
      await approve();

      expect((await call(editor, 'DELETE', `/api/weapons/${weapon._id}`)).statusCode).toBe(200);
      expect(await factionReviewed(faction._id)).toBe(false);
      await approve();

      const modUnit = await post<{ _id: string }>(mod, '/api/units/', {
        faction: faction._id,
        unitName: 'Moderated',
      });
      await post(mod, `/api/units/${modUnit._id}`, { faction: faction._id, unitName: 'Renamed' });
      const modWeapon = await post<{ _id: string }>(mod, '/api/weapons/', {
        faction: faction._id,
        name: 'Spear',
        attacks: 1,
        damage: 1,
      });
      expect((await call(mod, 'DELETE', `/api/weapons/${modWeapon._id}`)).statusCode).toBe(200);
      expect((await call(mod, 'DELETE', `/api/units/${modUnit._id}`)).statusCode).toBe(200);
      expect(await factionReviewed(faction._id)).toBe(false);
      expect(await listedFactions()).toContain('Armed Wardens');
      expect(await factionQueue()).toContain('Armed Wardens');
    });

    it("sends a scenario back to the queue when its author saves it, not a moderator's save", async () => {
      const scenario = await post<Reviewed>(author, '/api/scenarios/', {
        title: 'Reviewed Bridge',
        public: true,
      });
      await post(mod, `/api/scenarios/toggleapproval/${scenario._id}`);
      const listed = async () =>
        (await get<Reviewed[]>(null, '/api/scenarios?public=true&limit=100&page=1')).map(
          (s) => s.title,
        );
      expect(await listed()).toContain('Reviewed Bridge');
      const byAuthor = await post<Reviewed>(author, `/api/scenarios/${scenario._id}`, {
        title: 'Reviewed Bridge',
        public: true,
        markdown: 'Changed',
      });
      expect(byAuthor.reviewed).toBe(false);
      expect(await listed()).not.toContain('Reviewed Bridge');
      const queue = await get<Reviewed[]>(mod, '/api/scenarios/needsreview?public=true');
      expect(queue.map((s) => s.title)).toContain('Reviewed Bridge');

      await post(mod, `/api/scenarios/toggleapproval/${scenario._id}`);
      const byMod = await post<Reviewed>(mod, `/api/scenarios/${scenario._id}`, {
        title: 'Reviewed Bridge',
        public: true,
        markdown: 'Fixed a typo',
      });
      expect(byMod.reviewed).toBe(true);
      expect(await listed()).toContain('Reviewed Bridge');
    });

    it("sends a page back to the queue when its author or an editor saves it, not a moderator's save", async () => {
      const page = await post<Reviewed>(author, '/api/pages/', {
        title: 'Reviewed Ruins',
        type: 'terrain',
        acl: { editors: [editor.username] },
      });
      await post(mod, `/api/pages/togglereviewed/${page._id}`);
      const listed = async () =>
        (await get<Reviewed[]>(null, '/api/pages/list/terrain')).map((p) => p.title);
      expect(await listed()).toContain('Reviewed Ruins');
      for (const writer of [author, editor]) {
        const saved = await post<Reviewed>(writer, `/api/pages/${page._id}`, {
          title: 'Reviewed Ruins',
          type: 'terrain',
          markdown: `by ${writer.username}`,
        });
        expect(saved.reviewed).toBe(false);
        expect(await listed()).not.toContain('Reviewed Ruins');
        const queue = await get<Reviewed[]>(mod, '/api/pages/modqueue');
        expect(queue.map((p) => p.title)).toContain('Reviewed Ruins');
        await post(mod, `/api/pages/togglereviewed/${page._id}`);
      }
      const byMod = await post<Reviewed>(mod, `/api/pages/${page._id}`, {
        title: 'Reviewed Ruins',
        type: 'terrain',
        markdown: 'by a moderator',
      });
      expect(byMod.reviewed).toBe(true);
      expect(await listed()).toContain('Reviewed Ruins');
    });
  });

  describe('reasons', () => {
    it('keeps a disapproval reason as the review note for the author, editors and moderators only, until approval', async () => {
      const faction = await approvedFaction('Judged Wardens');
      const disapproved = await post<Reviewed>(mod, `/api/factions/toggleapproval/${faction._id}`, {
        reason: '  Units are too cheap  ',
      });
      expect(disapproved).toMatchObject({ reviewed: false, reviewNote: 'Units are too cheap' });

      const noteFor = async (user: TestUser | null) =>
        (await get<Reviewed>(user, `/api/factions/${faction._id}`)).reviewNote;
      expect(await noteFor(author)).toBe('Units are too cheap');
      expect(await noteFor(editor)).toBe('Units are too cheap');
      expect(await noteFor(mod)).toBe('Units are too cheap');
      expect(await noteFor(stranger)).toBe('');
      expect(await noteFor(null)).toBe('');

      const mine = await get<Reviewed[]>(author, '/api/factions/myfactions?foo=bar&limit=100');
      expect(mine.find((f) => f._id === faction._id)?.reviewNote).toBe('Units are too cheap');
      const queue = await get<Reviewed[]>(mod, '/api/factions/needsreview?public=true');
      expect(queue.find((f) => f._id === faction._id)?.reviewNote).toBe('Units are too cheap');

      // An author's save keeps the note; the approval clears it.
      await post(author, `/api/factions/${faction._id}`, { title: 'Judged Wardens', public: true });
      expect(await noteFor(author)).toBe('Units are too cheap');
      const approved = await post<Reviewed>(mod, `/api/factions/toggleapproval/${faction._id}`, {
        reason: 'ignored on approval',
      });
      expect(approved).toMatchObject({ reviewed: true, reviewNote: '' });
      expect(await noteFor(author)).toBe('');
    });

    it('keeps a banishment reason, and works with no body or an empty one as before', async () => {
      const faction = await approvedFaction('Banished Wardens');
      const noBody = await t.app.inject({
        method: 'POST',
        url: `/api/factions/toggleapproval/${faction._id}`,
        headers: mod.headers,
      });
      expect(noBody.statusCode).toBe(200);
      expect(body<Reviewed>(noBody)).toMatchObject({ reviewed: false, reviewNote: '' });
      const banished = await post<Reviewed>(mod, `/api/factions/banishdraft/${faction._id}`, {
        reason: 'Not finished yet',
      });
      expect(banished).toMatchObject({
        public: false,
        reviewed: false,
        reviewNote: 'Not finished yet',
      });
      const mine = await get<Reviewed[]>(author, '/api/factions/myfactions?foo=bar&limit=100');
      expect(mine.find((f) => f._id === faction._id)?.reviewNote).toBe('Not finished yet');
      // Ticked public again, it waits in the queue; banished with an empty body, it has no note.
      await post(author, `/api/factions/${faction._id}`, {
        title: 'Banished Wardens',
        public: true,
      });
      const emptyBanish = await post<Reviewed>(mod, `/api/factions/banishdraft/${faction._id}`, {});
      expect(emptyBanish.reviewNote).toBe('');
    });

    it('keeps scenario and page reasons the same way', async () => {
      const scenario = await post<Reviewed>(author, '/api/scenarios/', {
        title: 'Judged Bridge',
        public: true,
      });
      await post(mod, `/api/scenarios/toggleapproval/${scenario._id}`);
      const disapproved = await post<Reviewed>(
        mod,
        `/api/scenarios/toggleapproval/${scenario._id}`,
        { reason: 'Needs a map' },
      );
      expect(disapproved).toMatchObject({ reviewed: false, reviewNote: 'Needs a map' });
      expect((await get<Reviewed>(author, `/api/scenarios/${scenario._id}`)).reviewNote).toBe(
        'Needs a map',
      );
      expect((await get<Reviewed>(stranger, `/api/scenarios/${scenario._id}`)).reviewNote).toBe('');
      expect((await get<Reviewed>(null, `/api/scenarios/${scenario._id}`)).reviewNote).toBe('');
      const mine = await get<Reviewed[]>(author, '/api/scenarios/myscenarios?foo=bar');
      expect(mine.find((s) => s._id === scenario._id)?.reviewNote).toBe('Needs a map');
      const reapproved = await post<Reviewed>(mod, `/api/scenarios/toggleapproval/${scenario._id}`);
      expect(reapproved.reviewNote).toBe('');

      const page = await post<Reviewed>(author, '/api/pages/', {
        title: 'Judged Ruins',
        type: 'terrain',
        acl: { editors: [editor.username] },
      });
      await post(mod, `/api/pages/togglereviewed/${page._id}`);
      const pageDisapproved = await post<Reviewed>(mod, `/api/pages/togglereviewed/${page._id}`, {
        reason: 'Off topic',
      });
      expect(pageDisapproved).toMatchObject({ reviewed: false, reviewNote: 'Off topic' });
      expect((await get<Reviewed>(editor, `/api/pages/${page._id}`)).reviewNote).toBe('Off topic');
      expect((await get<Reviewed>(stranger, `/api/pages/${page._id}`)).reviewNote).toBe('');
      expect((await get<Reviewed>(null, `/api/pages/${page._id}`)).reviewNote).toBe('');
      const myPages = await get<Reviewed[]>(editor, '/api/pages/mypages');
      expect(myPages.find((p) => p._id === page._id)?.reviewNote).toBe('Off topic');
      const pageQueue = await get<Reviewed[]>(mod, '/api/pages/modqueue');
      expect(pageQueue.find((p) => p._id === page._id)?.reviewNote).toBe('Off topic');
    });

    it('sends a queued scenario back to draft with a reason, and logs it', async () => {
      const scenario = await post<Reviewed>(author, '/api/scenarios/', {
        title: 'Banished Bridge',
        public: true,
      });
      const queued = await get<Reviewed[]>(mod, '/api/scenarios/needsreview?public=true');
      expect(queued.some((s) => s._id === scenario._id)).toBe(true);
      const banished = await post<Reviewed>(mod, `/api/scenarios/banishdraft/${scenario._id}`, {
        reason: '  Needs a map  ',
      });
      expect(banished).toMatchObject({ public: false, reviewed: false, reviewNote: 'Needs a map' });
      const queue = await get<Reviewed[]>(mod, '/api/scenarios/needsreview?public=true');
      expect(queue.some((s) => s._id === scenario._id)).toBe(false);
      const mine = await get<Reviewed[]>(author, '/api/scenarios/myscenarios?foo=bar');
      expect(mine.find((s) => s._id === scenario._id)).toMatchObject({
        public: false,
        reviewNote: 'Needs a map',
      });
      const [entry] = (await modlog()).entries;
      expect(entry).toMatchObject({
        actor: mod.username,
        action: 'banish',
        kind: 'scenario',
        itemId: scenario._id,
        itemTitle: 'Banished Bridge',
        reason: 'Needs a map',
      });
      const missing = await call(
        mod,
        'POST',
        '/api/scenarios/banishdraft/00000000-0000-4000-8000-000000000000',
        {},
      );
      expect(missing.statusCode).toBe(404);
    });

    it('approves scenarios and pages with no body at all, as existing clients call', async () => {
      const scenario = await post<Reviewed>(author, '/api/scenarios/', {
        title: 'Bodiless Bridge',
        public: true,
      });
      const page = await post<Reviewed>(author, '/api/pages/', {
        title: 'Bodiless Ruins',
        type: 'terrain',
      });
      for (const url of [
        `/api/scenarios/toggleapproval/${scenario._id}`,
        `/api/pages/togglereviewed/${page._id}`,
      ]) {
        const answer = await t.app.inject({ method: 'POST', url, headers: mod.headers });
        expect(answer.statusCode).toBe(200);
        expect(body<Reviewed>(answer)).toMatchObject({ reviewed: true, reviewNote: '' });
      }
    });

    it('refuses a reason over 1000 characters or an unknown field', async () => {
      const faction = await approvedFaction('Verbose Wardens');
      for (const url of [
        `/api/factions/toggleapproval/${faction._id}`,
        `/api/factions/banishdraft/${faction._id}`,
      ]) {
        const long = await call(mod, 'POST', url, { reason: 'x'.repeat(1001) });
        expect(long.statusCode).toBe(400);
        expect(long.body).toMatch(/reason/);
        expect((await call(mod, 'POST', url, { why: 'x' })).statusCode).toBe(400);
      }
      expect(await factionReviewed(faction._id)).toBe(true);
    });
  });

  describe('actions that say what they mean', () => {
    interface Outcome extends Reviewed {
      version: number;
      alreadyDone: boolean;
    }
    const logCount = async () => (await modlog()).count;

    /** Runs `act` twice: the first changes the item, the second changes nothing and says so. */
    const twice = async (act: () => Promise<Outcome>, expected: Partial<Outcome>) => {
      const first = await act();
      expect(first).toMatchObject({ ...expected, alreadyDone: false });
      const logged = await logCount();
      const second = await act();
      expect(second).toMatchObject({ ...expected, alreadyDone: true, version: first.version });
      expect(await logCount()).toBe(logged);
      return second;
    };

    it('approves, disapproves and banishes a faction once: a repeat changes nothing', async () => {
      const created = await post<Reviewed>(author, '/api/factions/', {
        title: 'Twice Wardens',
        public: true,
      });
      const url = (path: string) => `/api/factions/${path}/${created._id}`;
      const versionsOf = async () =>
        (await call(null, 'GET', `/api/factions/${created._id}/versions/2`)).statusCode;

      await twice(() => post<Outcome>(mod, url('toggleapproval'), { action: 'approve' }), {
        reviewed: true,
      });
      // One approval, one version: the repeat made no version 2.
      expect(await versionsOf()).toBe(404);
      expect(await listedFactions()).toContain('Twice Wardens');

      await twice(
        () =>
          post<Outcome>(mod, url('toggleapproval'), { action: 'disapprove', reason: 'Too cheap' }),
        { reviewed: false, reviewNote: 'Too cheap' },
      );
      expect(await listedFactions()).not.toContain('Twice Wardens');

      await twice(() => post<Outcome>(mod, url('banishdraft'), { reason: 'Spam' }), {
        public: false,
        reviewed: false,
        reviewNote: 'Spam',
      });
      const entries = (await modlog()).entries.filter((entry) => entry.itemId === created._id);
      expect(entries.map((entry) => entry.action)).toEqual(['banish', 'disapprove', 'approve']);
    });

    it("keeps a stale screen's approve from undoing another moderator's approval", async () => {
      const secondMod = await signUp(t.app, { roles: ['mod'] });
      const created = await post<Reviewed>(author, '/api/factions/', {
        title: 'Raced Wardens',
        public: true,
      });
      const queued = await get<Outcome>(mod, `/api/factions/${created._id}`);
      const url = `/api/factions/toggleapproval/${created._id}`;
      const first = await post<Outcome>(mod, url, { action: 'approve' });
      expect(first).toMatchObject({ reviewed: true, alreadyDone: false });
      const logged = await logCount();

      // The second moderator's queue still shows it, with the version it had then.
      const stale = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...secondMod.headers, 'if-match': `"${queued.version}"` },
        payload: { action: 'approve' },
      });
      expect(stale.statusCode).toBe(200);
      expect(body<Outcome>(stale)).toMatchObject({ reviewed: true, alreadyDone: true });
      expect(await factionReviewed(created._id)).toBe(true);
      expect(await logCount()).toBe(logged);
      expect((await call(null, 'GET', `/api/factions/${created._id}/versions/2`)).statusCode).toBe(
        404,
      );

      // Something still to do on a version the moderator did not see is a conflict, as before.
      await post(author, `/api/factions/${created._id}`, { title: 'Raced Wardens', public: true });
      const conflict = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...secondMod.headers, 'if-match': `"${first.version}"` },
        payload: { action: 'approve' },
      });
      expect(conflict.statusCode).toBe(409);
      expect(await factionReviewed(created._id)).toBe(false);
    });

    it('does the same for scenarios and pages, and keeps the toggle for calls without an action', async () => {
      const scenario = await post<Reviewed>(author, '/api/scenarios/', {
        title: 'Twice Bridge',
        public: true,
      });
      const page = await post<Reviewed>(author, '/api/pages/', {
        title: 'Twice Ruins',
        type: 'terrain',
      });
      const scenarioUrl = `/api/scenarios/toggleapproval/${scenario._id}`;
      const pageUrl = `/api/pages/togglereviewed/${page._id}`;
      for (const url of [scenarioUrl, pageUrl]) {
        await twice(() => post<Outcome>(mod, url, { action: 'approve' }), { reviewed: true });
        await twice(() => post<Outcome>(mod, url, { action: 'disapprove', reason: 'No' }), {
          reviewed: false,
          reviewNote: 'No',
        });
        // Without an action the call toggles, as its first clients expect.
        expect(await post<Outcome>(mod, url)).toMatchObject({ reviewed: true, alreadyDone: false });
        expect(await post<Outcome>(mod, url)).toMatchObject({
          reviewed: false,
          alreadyDone: false,
        });
      }
      await twice(
        () => post<Outcome>(mod, `/api/scenarios/banishdraft/${scenario._id}`, { reason: 'Map' }),
        { public: false, reviewed: false, reviewNote: 'Map' },
      );
      const refused = await call(mod, 'POST', scenarioUrl, { action: 'banish' });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatch(/action/);
      expect((await call(author, 'POST', pageUrl, { action: 'approve' })).statusCode).toBe(403);
    });
  });

  describe('moderation log', () => {
    it('logs every approve, disapprove and banish with who, what and why, newest first', async () => {
      const faction = await approvedFaction('Logged Wardens');
      await post(mod, `/api/factions/toggleapproval/${faction._id}`, { reason: 'Too strong' });
      await post(mod, `/api/factions/banishdraft/${faction._id}`, { reason: 'Unfinished' });
      const page = await post<Reviewed>(author, '/api/pages/', {
        title: 'Logged Ruins',
        type: 'terrain',
      });
      await post(mod, `/api/pages/togglereviewed/${page._id}`);
      const scenario = await post<Reviewed>(author, '/api/scenarios/', {
        title: 'Logged Bridge',
        public: true,
      });
      await post(mod, `/api/scenarios/toggleapproval/${scenario._id}`);

      const { entries } = await modlog();
      const pick = (entry: ModerationEntry | undefined) =>
        entry && {
          actor: entry.actor,
          action: entry.action,
          kind: entry.kind,
          itemId: entry.itemId,
          itemTitle: entry.itemTitle,
          reason: entry.reason,
        };
      expect(entries.slice(0, 5).map(pick)).toEqual([
        {
          actor: mod.username,
          action: 'approve',
          kind: 'scenario',
          itemId: scenario._id,
          itemTitle: 'Logged Bridge',
          reason: '',
        },
        {
          actor: mod.username,
          action: 'approve',
          kind: 'page',
          itemId: page._id,
          itemTitle: 'Logged Ruins',
          reason: '',
        },
        {
          actor: mod.username,
          action: 'banish',
          kind: 'faction',
          itemId: faction._id,
          itemTitle: 'Logged Wardens',
          reason: 'Unfinished',
        },
        {
          actor: mod.username,
          action: 'disapprove',
          kind: 'faction',
          itemId: faction._id,
          itemTitle: 'Logged Wardens',
          reason: 'Too strong',
        },
        {
          actor: mod.username,
          action: 'approve',
          kind: 'faction',
          itemId: faction._id,
          itemTitle: 'Logged Wardens',
          reason: '',
        },
      ]);
      const times = entries.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('pages by 50, clamps the page, and answers only moderators and the administrator', async () => {
      const faction = await approvedFaction('Paged Wardens');
      for (let i = 0; i < 60; i++) await post(mod, `/api/factions/toggleapproval/${faction._id}`);
      const first = await modlog(1);
      expect(first.count).toBeGreaterThan(60);
      expect(first.entries).toHaveLength(50);
      const last = Math.ceil(first.count / 50);
      const beyond = await modlog(last + 5);
      expect(beyond.entries).toHaveLength(first.count - (last - 1) * 50);
      expect((await modlog(-3)).entries).toEqual(first.entries);
      expect((await get<ModerationLog>(admin, '/api/modlog')).count).toBe(first.count);

      expect((await call(null, 'GET', '/api/modlog')).statusCode).toBe(401);
      expect((await call(stranger, 'GET', '/api/modlog')).statusCode).toBe(403);
      expect((await call(author, 'GET', '/api/modlog')).statusCode).toBe(403);
    });
  });

  describe('users and roles', () => {
    it('finds users by username or display name for the administrator, with roles and email', async () => {
      const needle = await signUp(t.app, { username: 'Needle_Finder' });
      const found = await get<UserList>(admin, '/api/users?search=needle_f&page=1');
      expect(found).toEqual({
        count: 1,
        users: [
          {
            username: 'Needle_Finder',
            display: 'Display Needle_Finder',
            email: 'Needle_Finder@example.com',
            roles: [],
          },
        ],
      });
      const byDisplay = await get<UserList>(admin, '/api/users?search=DISPLAY%20NEEDLE');
      expect(byDisplay.users.map((u) => u.username)).toEqual([needle.username]);
      // LIKE wildcards are plain characters.
      expect((await get<UserList>(admin, '/api/users?search=%25')).count).toBe(0);
      expect((await get<UserList>(admin, '/api/users?search=needle%5Ffinder')).count).toBe(1);
      expect((await get<UserList>(admin, '/api/users?search=needle_xinder')).count).toBe(0);
      const adminRow = (await get<UserList>(admin, '/api/users?search=admin')).users.find(
        (u) => u.username === 'admin',
      );
      expect(adminRow?.roles).toEqual(['admin', 'mod', 'publisher']);

      for (const [user, status] of [
        [null, 401],
        [stranger, 403],
        [author, 403],
        [mod, 403],
      ] as const) {
        expect((await call(user, 'GET', '/api/users?search=needle')).statusCode).toBe(status);
      }
    });

    it('pages the user list by 50 and clamps the page', async () => {
      await Promise.all(
        Array.from({ length: 52 }, (_, i) => signUp(t.app, { username: `zpage${i}` })),
      );
      const first = await get<UserList>(admin, '/api/users?search=zpage&page=1');
      expect(first.count).toBe(52);
      expect(first.users).toHaveLength(50);
      const second = await get<UserList>(admin, '/api/users?search=zpage&page=9');
      expect(second.users).toHaveLength(2);
      expect(new Set([...first.users, ...second.users].map((u) => u.username)).size).toBe(52);
    });

    it('grants and revokes publisher and mod, logging each change, and refuses the admin role', async () => {
      const user = await signUp(t.app);
      const setRoles = (roles: string[], by: TestUser | null = admin) =>
        call(by, 'POST', `/api/users/roles/${user.username}`, { roles });

      const granted = await setRoles(['mod', 'publisher']);
      expect(granted.statusCode).toBe(200);
      expect(body<{ roles: string[] }>(granted).roles).toEqual(['mod', 'publisher']);
      const revoked = await setRoles(['publisher']);
      expect(body<{ roles: string[] }>(revoked).roles).toEqual(['publisher']);

      const { entries } = await modlog();
      expect(
        entries.slice(0, 3).map((e) => [e.actor, e.action, e.kind, e.itemTitle, e.reason]),
      ).toEqual(
        expect.arrayContaining([
          ['admin', 'role-revoke', 'user', user.username, 'mod'],
          ['admin', 'role-grant', 'user', user.username, 'mod'],
          ['admin', 'role-grant', 'user', user.username, 'publisher'],
        ]),
      );
      expect(entries[0]).toMatchObject({ action: 'role-revoke', reason: 'mod' });

      const asAdmin = await setRoles(['admin']);
      expect(asAdmin.statusCode).toBe(400);
      expect(body<{ message: string }>(asAdmin).message).toMatch(/admin role cannot be granted/);
      const unknown = await setRoles(['wizard']);
      expect(unknown.statusCode).toBe(400);
      expect(body<{ message: string }>(unknown).message).toMatch(/publisher or mod/);

      for (const roles of [[], ['publisher'], ['mod']]) {
        const own = await call(admin, 'POST', '/api/users/roles/ADMIN', { roles });
        expect(own.statusCode).toBe(403);
        expect(body<{ message: string }>(own).message).toMatch(/administrator's rights/);
      }
      const adminProfile = await get<{ roles: string[] }>(admin, '/api/users/profile');
      expect(adminProfile.roles).toEqual(['admin', 'mod', 'publisher']);

      for (const [by, status] of [
        [null, 401],
        [stranger, 403],
        [author, 403],
        [mod, 403],
      ] as const) {
        expect((await setRoles(['mod'], by)).statusCode).toBe(status);
      }
      expect((await modlog()).entries[0]).toMatchObject({ action: 'role-revoke', reason: 'mod' });
    });

    it("takes a role change into account on the user's next request, with the token they hold", async () => {
      const user = await signUp(t.app);
      const queue = () => call(user, 'GET', '/api/factions/needsreview?public=true');
      expect((await queue()).statusCode).toBe(403);
      await post(admin, `/api/users/roles/${user.username}`, { roles: ['mod'] });
      expect((await queue()).statusCode).toBe(200);
      expect((await call(user, 'GET', '/api/modlog')).statusCode).toBe(200);
      await post(admin, `/api/users/roles/${user.username}`, { roles: [] });
      expect((await queue()).statusCode).toBe(403);
      expect((await call(user, 'GET', '/api/modlog')).statusCode).toBe(403);
    });

    it('invites a moderator when the administrator asks', async () => {
      const invite = await get<{ registrationToken: string; roles: string[] }>(
        admin,
        '/api/users/generateRegistrationKey?roles=mod',
      );
      expect(invite.roles).toEqual(['mod']);
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          username: 'invited_mod',
          password: 'correct horse battery',
          registrationToken: invite.registrationToken,
        },
      });
      expect(registered.statusCode).toBe(200);
      expect(body<{ roles: string[] }>(registered).roles).toEqual(['mod']);
      const token = body<{ token: string }>(registered).token;
      const queue = await t.app.inject({
        url: '/api/factions/needsreview?public=true',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(queue.statusCode).toBe(200);
      expect(
        (await call(mod, 'GET', '/api/users/generateRegistrationKey?roles=mod')).statusCode,
      ).toBe(403);
      expect(
        (await call(admin, 'GET', '/api/users/generateRegistrationKey?roles=admin')).statusCode,
      ).toBe(400);
    });
  });
});
