/**
 * The entity schemas: real content passes, the entities' defaults fill what is left out, and bad
 * input (a NUL byte, a wrong type, an unknown field, a non-uuid reference) fails at the field
 * that is wrong. The API's own tests check the same schemas on the wire.
 */
import { Value } from 'typebox/value';
import type { TObject, TSchema } from 'typebox';
import {
  AbilityTemplate,
  AbilityTemplatePayload,
  Faction,
  FactionCard,
  FactionPayload,
  LoginPayload,
  Page,
  PagePayload,
  PointFormula,
  PointFormulaPayload,
  RegisterPayload,
  Roster,
  RosterFile,
  Ruleset,
  RulesetPayload,
  Scenario,
  ScenarioPayload,
  Unit,
  UnitPayload,
  Weapon,
  WeaponPayload,
  schemaErrorMessage,
  type SchemaError,
} from './index.js';
import { ImageUrl } from './fields.js';

const FACTION_ID = '6f1c1f0e-8a52-4d0c-9b0e-2f4b1f9d7a10';
const WEAPON_ID = '0d3f5b8e-1c2a-4e6f-8a9b-0c1d2e3f4a5b';
const TEMPLATE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const faction: Faction = {
  _id: FACTION_ID,
  slug: 'iron-wardens-of-kell',
  title: 'Iron Wardens of Kell',
  description: 'Disciplined shield-lines and slow, unstoppable war engines.',
  lore: '## The Oath of the Anvil\n\n> "The line holds."',
  public: true,
  reviewed: true,
  likes: 3,
  thumbnailURL: `/api/image/${'a'.repeat(64)}`,
  links: ['https://example.com/wardens'],
  acl: { author: 'admin', editors: ['odra'] },
  anteList: [{ name: 'Shield Wall', knack: 3, description: '+1 protection value.' }],
  environmentList: [{ name: 'Ash Storm', description: '-1 knack at range.', antePenalty: 1 }],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-02T10:00:00.000Z',
};

const weapon: Weapon = {
  _id: WEAPON_ID,
  faction: FACTION_ID,
  name: 'Anvil Cannon',
  description: 'A forge-cast gun firing iron slugs.',
  type: ['ranged', 'heavy'],
  attacks: 2,
  damage: 4,
  effectiveTypes: [1, 2],
};

const unit: Unit = {
  _id: '2b7e1516-28ae-4d2a-a6f7-15880928cf4f',
  faction: FACTION_ID,
  unitName: 'Anvil Engine',
  description: 'A walking forge.',
  trainingType: 2,
  health: 6,
  protectionTypes: [1, 2],
  protectionValue: 2,
  movement: 4,
  size: 3,
  equippedWeapons: [{ weaponID: WEAPON_ID, knack: 4 }],
  abilities: [{ name: 'Forge Heart', description: 'Immune to fire.', pointCost: 5 }],
  structuredAbilities: [
    { templateID: TEMPLATE_ID, overrides: [{ key: 'amount', value: 2 }], customName: '' },
  ],
};

const abilityTemplate: AbilityTemplate = {
  _id: TEMPLATE_ID,
  name: 'Armored Plating _amount_',
  description: 'Ignore the first _amount_ damage.',
  formula: 'amount * 3 * unitSize',
  defaultValues: [{ key: 'amount', value: 1 }],
};

const pointFormula: PointFormula = {
  _id: TEMPLATE_ID,
  name: 'Official',
  formula: '{}',
  lastUpdated: '2024-05-01',
};

const ruleset: Ruleset = { markdown: '# Rules', activePointFormula: null, html: '<h1>Rules</h1>' };

const scenario: Scenario = {
  _id: FACTION_ID,
  slug: 'hold-the-bridge',
  title: 'Hold the Bridge',
  markdown: 'Two sides, one bridge.',
  public: true,
  reviewed: false,
  thumbnailURL: '',
  author: 'admin',
  html: '<p>Two sides, one bridge.</p>',
};

const page: Page = {
  _id: FACTION_ID,
  title: 'The Sundered Coast',
  type: 'lore',
  markdown: 'Salt and ruin.',
  thumbnailURL: 'https://example.com/coast.png',
  tags: ['world', 'story'],
  reviewed: true,
  acl: { author: 'admin', editors: [] },
  html: '<p>Salt and ruin.</p>',
};

/** The paths (JSON pointers) of the errors, with their keywords. */
const errorsOf = (schema: TSchema, value: unknown) =>
  Value.Errors(schema, value).map((error) => `${error.instancePath} ${error.keyword}`);

describe('the entity schemas', () => {
  it.each<[string, TSchema, unknown]>([
    ['faction', Faction, faction],
    ['faction card', FactionCard, faction],
    ['unit', Unit, unit],
    ['weapon', Weapon, weapon],
    ['ability template', AbilityTemplate, abilityTemplate],
    ['point formula', PointFormula, pointFormula],
    ['ruleset', Ruleset, ruleset],
    ['scenario', Scenario, scenario],
    ['page', Page, page],
  ])('accepts a demo %s', (_, schema, value) => {
    expect(errorsOf(schema, value)).toEqual([]);
  });

  it('fills the unit defaults (health 1, movement 6, size 1, ...) into a bare unit', () => {
    const bare = Value.Default(Unit, { unitName: 'Bare' });
    expect(bare).toEqual({
      _id: '',
      faction: '',
      unitName: 'Bare',
      description: '',
      trainingType: 1,
      health: 1,
      protectionTypes: [],
      protectionValue: 0,
      movement: 6,
      size: 1,
      equippedWeapons: [],
      abilities: [],
      structuredAbilities: [],
      keywords: [],
    });
    expect(Value.Check(Unit, bare)).toBe(true);
    expect(Value.Default(Weapon, { name: 'Club' })).toMatchObject({ type: ['melee'] });
  });

  it.each<[string, TSchema, unknown, string]>([
    ['a NUL in a title', Faction, { ...faction, title: 'Iron\u0000' }, '/title pattern'],
    ['a NUL in lore', Faction, { ...faction, lore: 'a\u0000b' }, '/lore pattern'],
    ['a blank title', Faction, { ...faction, title: '   ' }, '/title pattern'],
    ['a text flag', Faction, { ...faction, public: 'yes' }, '/public type'],
    [
      'a javascript: thumbnail',
      Faction,
      { ...faction, thumbnailURL: 'javascript:x' },
      '/thumbnailURL pattern',
    ],
    [
      'a text knack',
      Faction,
      { ...faction, anteList: [{ ...faction.anteList[0], knack: 'high' }] },
      '/anteList/0/knack type',
    ],
    ['a training type of 9', Unit, { ...unit, trainingType: 9 }, '/trainingType anyOf'],
    ['a fractional health', Unit, { ...unit, health: 1.5 }, '/health type'],
    [
      'a repeated protection type',
      Unit,
      { ...unit, protectionTypes: [1, 1] },
      '/protectionTypes uniqueItems',
    ],
    [
      'a knack of 1',
      Unit,
      { ...unit, equippedWeapons: [{ weaponID: WEAPON_ID, knack: 1 }] },
      '/equippedWeapons/0/knack minimum',
    ],
    ['a NUL in a unit name', Unit, { ...unit, unitName: 'A\u0000' }, '/unitName pattern'],
    ['an unknown weapon type', Weapon, { ...weapon, type: ['laser'] }, '/type/0 anyOf'],
    ['no weapon type', Weapon, { ...weapon, type: [] }, '/type minItems'],
  ])('refuses %s at the field', (_, schema, value, error) => {
    expect(errorsOf(schema, value)).toContain(error);
  });
});

describe('the payload schemas', () => {
  const { _id: _unitId, ...unitPayload } = unit;

  // One rule for every entity: what its own read answers can be saved back unchanged (the server
  // ignores the fields it sets itself: ids, slugs, HTML, review flags, counts, times).
  it.each<[string, TObject, TObject, unknown]>([
    ['faction', Faction, FactionPayload, faction],
    ['unit', Unit, UnitPayload, unit],
    ['weapon', Weapon, WeaponPayload, weapon],
    ['ability template', AbilityTemplate, AbilityTemplatePayload, abilityTemplate],
    ['point formula', PointFormula, PointFormulaPayload, pointFormula],
    ['ruleset', Ruleset, RulesetPayload, ruleset],
    ['scenario', Scenario, ScenarioPayload, scenario],
    ['page', Page, PagePayload, page],
  ])('takes a %s read back as a save, and every field its read holds', (_, read, save, item) => {
    const unknownToSave = Object.keys(read.properties).filter((key) => !(key in save.properties));
    expect(unknownToSave).toEqual([]);
    expect(errorsOf(save, item)).toEqual([]);
  });
  it.each<[string, TSchema, unknown]>([
    ['a loaded faction echoed back', FactionPayload, faction],
    ['a new faction with a title only', FactionPayload, { title: 'New' }],
    ['a unit', UnitPayload, unitPayload],
    [
      'a unit with its name and faction only, once defaults are filled',
      UnitPayload,
      Value.Default(UnitPayload, { faction: FACTION_ID, unitName: 'U' }),
    ],
    [
      'a weapon with its defaults filled',
      WeaponPayload,
      Value.Default(WeaponPayload, { faction: FACTION_ID, name: 'Club', attacks: 1, damage: 1 }),
    ],
    ['a weapon', WeaponPayload, weapon],
    [
      'an ability template',
      AbilityTemplatePayload,
      { name: 'Flight', description: '', formula: 'unitMove', defaultValues: [] },
    ],
    [
      'an ability template with its defaults filled',
      AbilityTemplatePayload,
      Value.Default(AbilityTemplatePayload, { name: 'Flight', formula: 'unitMove' }),
    ],
    ['a ruleset clearing its formula', RulesetPayload, { markdown: '', activePointFormula: '' }],
    ['a scenario', ScenarioPayload, { title: 'S', markdown: 'm', public: false }],
    ['a page', PagePayload, { title: 'P', type: 'terrain', tags: ['ruins'] }],
    ['a login', LoginPayload, { username: 'odra', password: 'x' }],
    ['a registration', RegisterPayload, { username: 'odra', password: 'long enough' }],
  ])('accepts %s', (_, schema, value) => {
    expect(errorsOf(schema, value)).toEqual([]);
  });

  it.each<[string, TSchema, unknown, string]>([
    ['an unknown field', FactionPayload, { title: 'x', owner: 'me' }, '/owner boolean'],
    ['an unknown field beside the html', PagePayload, { ...page, foo: 1 }, '/foo boolean'],
    ['a NUL in the lore', FactionPayload, { title: 'x', lore: '\u0000' }, '/lore pattern'],
    [
      'a NUL in an editor name',
      FactionPayload,
      { title: 'x', acl: { editors: ['a\u0000'] } },
      '/acl/editors/0 pattern',
    ],
    ['units sent with a faction', FactionPayload, { title: 'x', units: [unit] }, '/units maxItems'],
    [
      'a faction that is not a uuid',
      UnitPayload,
      { ...unitPayload, faction: 'f1' },
      '/faction format',
    ],
    [
      'a weapon that is not a uuid',
      UnitPayload,
      { ...unitPayload, equippedWeapons: [{ weaponID: 'w1', knack: 3 }] },
      '/equippedWeapons/0/weaponID format',
    ],
    [
      'an unknown field in an ability',
      UnitPayload,
      { ...unitPayload, abilities: [{ ...unit.abilities[0], _id: 'x' }] },
      '/abilities/0/_id boolean',
    ],
    [
      'a blank ability value key',
      AbilityTemplatePayload,
      { name: 'n', formula: 'f', defaultValues: [{ key: ' ', value: 1 }] },
      '/defaultValues/0/key pattern',
    ],
    [
      'a weapon without attacks',
      WeaponPayload,
      { faction: FACTION_ID, name: 'n', damage: 1 },
      ' required',
    ],
    [
      'a blank override key in a unit',
      UnitPayload,
      {
        ...unitPayload,
        structuredAbilities: [
          { templateID: TEMPLATE_ID, overrides: [{ key: ' ', value: 1 }], customName: '' },
        ],
      },
      '/structuredAbilities/0/overrides/0/key pattern',
    ],
    [
      'a unit ability without its description',
      UnitPayload,
      { ...unitPayload, abilities: [{ name: 'a', pointCost: 1 }] },
      '/abilities/0 required',
    ],
    [
      'a NUL in a custom ability name',
      UnitPayload,
      {
        ...unitPayload,
        structuredAbilities: [{ templateID: TEMPLATE_ID, overrides: [], customName: '\u0000' }],
      },
      '/structuredAbilities/0/customName pattern',
    ],
    ['a NUL in a weapon name', WeaponPayload, { ...weapon, name: 'x\u0000' }, '/name pattern'],
    [
      'a NUL in a formula',
      PointFormulaPayload,
      { name: 'f', formula: '{\u0000}' },
      '/formula pattern',
    ],
    ['a NUL in the rules', RulesetPayload, { markdown: '\u0000' }, '/markdown pattern'],
    ['a NUL in a scenario title', ScenarioPayload, { title: '\u0000' }, '/title pattern'],
    [
      'a NUL in a thumbnail',
      ScenarioPayload,
      { title: 's', thumbnailURL: '/a\u0000' },
      '/thumbnailURL pattern',
    ],
    [
      'a NUL in a link',
      FactionPayload,
      { title: 'x', links: ['https://a.example/\u0000'] },
      '/links/0 pattern',
    ],
    [
      'a NUL in a username',
      LoginPayload,
      { username: '\u0000', password: 'x' },
      '/username pattern',
    ],
    [
      'a NUL in a display name',
      RegisterPayload,
      { username: 'odra', display: '\u0000', password: 'long enough' },
      '/display pattern',
    ],
    [
      'a fractional like count echoed back',
      FactionPayload,
      { title: 'x', likes: 1.5 },
      '/likes type',
    ],
    ['a page of an unknown type', PagePayload, { title: 'P', type: 'poem' }, '/type anyOf'],
    ['a bad tag', PagePayload, { title: 'P', type: 'lore', tags: ['<b>'] }, '/tags/0 pattern'],
    [
      'a short password',
      RegisterPayload,
      { username: 'odra', password: 'short' },
      '/password minLength',
    ],
  ])('refuses %s at the field', (_, schema, value, error) => {
    expect(errorsOf(schema, value)).toContain(error);
  });
});

describe('the roster schemas', () => {
  const roster: Roster = {
    key: 'roster_iron-wardens-of-kell_1714557600000',
    created: 1714557600000,
    faction_title: faction.title,
    faction_slug: faction.slug,
    name: 'Shield Wall',
    point_limit: 500,
    unit_list: [{ count: 2, obj: unit }],
  };

  it('accepts a stored roster and its export file', () => {
    expect(errorsOf(Roster, roster)).toEqual([]);
    const { key: _key, created: _created, ...file } = roster;
    expect(errorsOf(RosterFile, { version: 1, ...file })).toEqual([]);
  });

  it('reads a file from before versioning as version 1 without a limit', () => {
    const { key: _key, created: _created, point_limit: _limit, ...old } = roster;
    expect(Value.Default(RosterFile, old)).toMatchObject({ version: 1, point_limit: null });
  });

  it.each<[string, unknown, string]>([
    [
      'a zero count',
      { ...roster, unit_list: [{ count: 0, obj: unit }] },
      '/unit_list/0/count minimum',
    ],
    [
      'a NUL in a unit copy',
      { ...roster, unit_list: [{ count: 1, obj: { ...unit, description: '\u0000' } }] },
      '/unit_list/0/obj/description pattern',
    ],
    ['a negative limit', { ...roster, point_limit: -1 }, '/point_limit anyOf'],
    ['a blank name', { ...roster, name: ' ' }, '/name pattern'],
  ])('refuses %s at the field', (_, value, error) => {
    expect(errorsOf(Roster, value)).toContain(error);
  });
});

describe('a thumbnail address', () => {
  it.each([
    '',
    `/api/image/${'0f'.repeat(32)}`,
    '/api/image/tower.png',
    'https://example.com/a.png',
  ])('accepts %j', (address) => {
    expect(errorsOf(ImageUrl, address)).toEqual([]);
  });

  it.each([
    '//evil.example/x.png',
    'http://example.com/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/api/users/me',
    '/api/image/../users/me',
    '/api/image/a/b',
    '/api/image/',
    '/elsewhere.png',
    'https://',
    'https:///x.png',
    'https://user@evil.example/x.png',
  ])('refuses %j', (address) => {
    expect(errorsOf(ImageUrl, address)).toEqual([' pattern']);
  });
});

describe('the message of a refused input', () => {
  it.each<[string, SchemaError, string]>([
    [
      'ajv’s unknown property',
      {
        instancePath: '/acl',
        keyword: 'additionalProperties',
        params: { additionalProperty: 'a/b' },
        message: 'must NOT have additional properties',
      },
      'body/acl/a~1b is not allowed',
    ],
    [
      'TypeBox’s unknown property',
      {
        instancePath: '',
        keyword: 'additionalProperties',
        params: { additionalProperties: ['foo'] },
        message: 'must not have additional properties',
      },
      'body/foo is not allowed',
    ],
    [
      'ajv’s missing property',
      {
        instancePath: '',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property 'title'",
      },
      "body must have required property 'title'",
    ],
    [
      'TypeBox’s missing properties',
      {
        instancePath: '/anteList/0',
        keyword: 'required',
        params: { requiredProperties: ['name', 'knack'] },
        message: 'must have required properties name, knack',
      },
      "body/anteList/0 must have required property 'name'",
    ],
    [
      'another rule, in ajv’s words',
      { instancePath: '/title', keyword: 'maxLength', message: 'must not have more than 5' },
      'body/title must NOT have more than 5',
    ],
  ])('names the field of %s', (_, error, message) => {
    expect(schemaErrorMessage('body', error)).toBe(message);
  });
});
