import { factionVersionShown } from './faction-reading.js';

const faction = { author: 'Ada', editors: ['Bea'] };
const version = { number: 2 };
const user = (username: string, roles: string[] = []) => ({ username, roles, token: 't' });

describe('factionVersionShown', () => {
  it('gives its author, listed editors and moderators the working copy, approved or not', () => {
    for (const reader of [user('ada'), user('Bea'), user('Mo', ['mod'])]) {
      expect(factionVersionShown(reader, faction, version)).toBeNull();
      expect(factionVersionShown(reader, faction, null)).toBeNull();
    }
  });

  it('gives everyone else the latest approved version, or the draft itself by its link', () => {
    for (const reader of [null, undefined, user('Stranger'), user('Pub', ['publisher'])]) {
      expect(factionVersionShown(reader, faction, version)).toBe(version);
      expect(factionVersionShown(reader, faction, null)).toBeNull();
    }
  });
});
