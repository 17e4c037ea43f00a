import {
  ABILITY_TEXT_LIMIT,
  CARD_TITLE_LIMIT,
  PAGE_TITLE_LIMIT,
  PAGE_TYPES,
  PROTECTION_TYPES,
  WEAPON_TYPES,
  cutText,
  isPageType,
  pageTypeName,
  protectionNames,
  trainingName,
  weaponTypeNames,
} from '../index.js';

describe("the game's words", () => {
  it('names the training types, with the default for a missing one and the id for an unknown one', () => {
    expect([1, 2, 3, 4, 5, 6].map(trainingName)).toEqual([
      'Infantry',
      'Shock',
      'Support',
      'Scout',
      'Specialist',
      'Leader',
    ]);
    expect(trainingName(undefined)).toBe('Infantry');
    expect(trainingName(null)).toBe('Infantry');
    expect(trainingName(9)).toBe('Type 9');
  });

  it('names protection types in their canonical order, and nothing for none', () => {
    expect(PROTECTION_TYPES.map((p) => p.name)).toEqual(['Physical', 'Reactive', 'Energy']);
    expect(protectionNames([3, 1])).toBe('Physical, Energy');
    expect(protectionNames([])).toBe('');
    expect(protectionNames(undefined)).toBe('');
  });

  it('names weapon types, a weapon without one counting as melee', () => {
    expect(WEAPON_TYPES.map((t) => t.id)).toEqual(['melee', 'ranged', 'near', 'heavy']);
    expect(weaponTypeNames(['heavy', 'ranged'])).toBe('Ranged, Heavy');
    expect(weaponTypeNames([])).toBe('Melee');
  });
});

describe('page categories', () => {
  it('name every page category in menu order, and nothing else', () => {
    expect(PAGE_TYPES.map((t) => t.type)).toEqual([
      'batrep',
      'scenario',
      'terrain',
      'lore',
      'random',
    ]);
    expect(pageTypeName('batrep')).toBe('Battle Report');
    expect(pageTypeName('random')).toBe('RandomStuff');
    expect(pageTypeName('nope')).toBeUndefined();
    expect(pageTypeName(undefined)).toBeUndefined();
    expect(isPageType('terrain')).toBe(true);
    expect(isPageType('Terrain')).toBe(false);
    expect(isPageType('toString')).toBe(false);
  });
});

describe('cutText', () => {
  it('keeps a text that fits and cuts a longer one to the limit, ending in three dots', () => {
    expect(cutText('x'.repeat(CARD_TITLE_LIMIT), CARD_TITLE_LIMIT)).toBe('x'.repeat(32));
    const cut = cutText('The Exceedingly Long-Winded Faction Name', CARD_TITLE_LIMIT);
    expect(cut).toBe('The Exceedingly Long-Winded F...');
    expect(cut).toHaveLength(32);
    expect(cutText('y'.repeat(40), PAGE_TITLE_LIMIT)).toHaveLength(27);
    expect(cutText('z'.repeat(600), ABILITY_TEXT_LIMIT)).toBe(`${'z'.repeat(497)}...`);
  });
});
