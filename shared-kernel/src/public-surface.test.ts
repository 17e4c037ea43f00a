/** The names other packages import: renaming one breaks them, so it must break this test first. */
import * as client from './client/index.js';
import * as rosters from './client/rosters/index.js';
import * as core from './core/index.js';
import * as model from './core/model/index.js';
import * as points from './core/points/index.js';
import * as ui from './ui/index.js';
import * as markdownHtml from './ui/markdown-html/index.js';

describe('the public surface', () => {
  it('exports the points engine from /core/points, and keeps it (and its parser) out of /core', () => {
    const engine = [
      'computeUnitCost',
      'weaponDamagePerRound',
      'weaponCost',
      'knackFactor',
      'rosterPoints',
      'abilityTemplateCost',
      'parsePointFormula',
      'evaluateExpression',
      'explainUnitCost',
      'findNonFiniteFormulaValue',
      'FORMULA_SAMPLES',
    ];
    for (const name of engine) {
      expect(points).toHaveProperty(name);
      expect(core).not.toHaveProperty(name);
    }
  });

  it('exports the model constants, the roles and the permissions from /core', () => {
    for (const name of [
      'fillAbilityText',
      'DEFAULT_POINT_FORMULA',
      'REMOTE_NAMES',
      'isModerator',
      'can',
      'ACTIONS',
      'safeUrl',
      'PROTECTION_TYPES',
      'WEAPON_TYPES',
      'trainingName',
      'protectionNames',
      'weaponTypeNames',
      'cutText',
    ]) {
      expect(core).toHaveProperty(name);
    }
  });

  it('exports from /core/model one schema per entity and payload, the source of their types, and keeps them (and TypeBox) out of /core', () => {
    for (const name of [
      'Faction',
      'FactionCard',
      'FactionPayload',
      'Unit',
      'UnitPayload',
      'Weapon',
      'WeaponPayload',
      'AbilityTemplate',
      'AbilityTemplatePayload',
      'PointFormula',
      'PointFormulaPayload',
      'Ruleset',
      'RulesetPayload',
      'Scenario',
      'ScenarioCard',
      'ScenarioPayload',
      'Page',
      'PageCard',
      'PagePayload',
      'UserProfile',
      'LoginPayload',
      'RegisterPayload',
      'AuthAnswer',
      'Roster',
      'RosterFile',
      'ApiError',
    ]) {
      expect(model).toHaveProperty([name, 'type'], 'object');
      expect(core).not.toHaveProperty(name);
    }
    // The categories' names are words, on every page: the schema only reads them.
    expect(core).toHaveProperty('PAGE_TYPES');
    expect(model).not.toHaveProperty('PAGE_TYPES');
    expect(model).toHaveProperty('ROSTER_FILE_VERSION');
  });

  it('exports the browser state and the API calls from /client', () => {
    for (const name of [
      'sessionStore',
      'useSession',
      'setNavigate',
      'getFaction',
      'saveFaction',
      'login',
      'formulaStore',
      'useFormulaInForce',
      'notify',
    ]) {
      expect(client).toHaveProperty(name);
    }
  });

  it('exports the rosters of this browser from /client/rosters, apart from /client', () => {
    for (const name of ['rosterStore', 'useRoster', 'useRosterList', 'parseRosterFile']) {
      expect(rosters).toHaveProperty(name);
      expect(client).not.toHaveProperty(name);
    }
  });

  it('exports the shared components from /ui, and keeps them out of the stateful /client', () => {
    for (const name of [
      'Markdown',
      'MarkdownHtml',
      'TacticsTable',
      'EnvironmentTable',
      'StandaloneHost',
      'UnitCard',
      'CostTerms',
      'ContentCard',
      'ContentGrid',
      'Pagination',
      'Tabs',
      'Modal',
      'ConfirmDelete',
      'DeleteButton',
      'EditorActions',
      'ThumbnailDrop',
      'Loading',
      'Empty',
      'LoadError',
      'useGoBack',
    ]) {
      expect(ui).toHaveProperty(name);
      expect(client).not.toHaveProperty(name);
    }
  });

  it('exports the server renderer of markdown from /ui/markdown-html alone, never from /ui', () => {
    expect(markdownHtml).toHaveProperty('markdownToHtml');
    expect(ui).not.toHaveProperty('markdownToHtml');
  });

  it('keeps /core free of anything that needs a browser', () => {
    for (const name of ['sessionStore', 'request', 'notify', 'Markdown']) {
      expect(core).not.toHaveProperty(name);
    }
  });
});
