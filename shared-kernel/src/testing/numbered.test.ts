import { FACTION, SCENARIO } from './fixtures.js';
import { cardListEntries, numberedFaction, numberedScenario } from './numbered.js';

describe('numbered entries', () => {
  it('give a faction and a scenario their own id, slug and title, then the patch', () => {
    expect(numberedFaction(7)).toEqual({
      ...FACTION,
      _id: 'id-7',
      slug: 'faction-7',
      title: 'Faction 7',
    });
    expect(numberedScenario(12, { reviewed: false, title: 'Waiting' })).toEqual({
      ...SCENARIO,
      _id: 'id-12',
      slug: 'scenario-12',
      title: 'Waiting',
      reviewed: false,
    });
  });

  it('make the entries of a card list: two shown, the first with a thumbnail, then those left out', () => {
    const entries = cardListEntries(numberedScenario, '/api/image/map.png', [
      { public: false },
      { reviewed: false },
    ]);
    expect(entries).toEqual([
      numberedScenario(1, { thumbnailURL: '/api/image/map.png' }),
      numberedScenario(2),
      numberedScenario(3, { public: false }),
      numberedScenario(4, { reviewed: false }),
    ]);
  });
});
