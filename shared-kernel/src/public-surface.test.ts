/** The names other packages import: renaming one breaks them, so it must break this test first. */
import * as client from './client/index.js';
import * as moderation from './client/moderation/index.js';
import * as rosters from './client/rosters/index.js';
import * as core from './core/index.js';
import * as formulaCheck from './core/formula-check/index.js';
import * as model from './core/model/index.js';
import * as points from './core/points/index.js';
import * as ui from './ui/index.js';
import * as markdownHtml from './ui/markdown-html/index.js';

describe('the public surface', () => {
  // Each row: what is exported, from where, its names, and the entry it must stay out of.
  it.each<[string, object, string, object | null]>([
    [
      'the points engine from /core/points, and keeps it (and its parser) out of /core',
      points,
      `computeUnitCost weaponDamagePerRound weaponCost knackFactor rosterPoints
      abilityTemplateCost parsePointFormula evaluateExpression explainUnitCost checkRoster
      withFormations ruleSentence pointLimitProblem`,
      core,
    ],
    [
      "the server's formula check from /core/formula-check, kept out of the pages' engine",
      formulaCheck,
      `findNonFiniteFormulaValue FORMULA_SAMPLES`,
      points,
    ],
    [
      'the model constants, the roles and the permissions from /core',
      core,
      `fillAbilityText DEFAULT_POINT_FORMULA REMOTE_NAMES isModerator can ACTIONS safeUrl
      PROTECTION_TYPES WEAPON_TYPES trainingName protectionNames weaponTypeNames cutText
      THEME_CHOICES THEME_COOKIE isThemeChoice themeOfCookieHeader hasPointLimit`,
      null,
    ],
    [
      'the browser state, the query hooks and the call of any declared operation from /client',
      client,
      `sessionStore useSession setNavigate callOperation useFaction keepSession logout
      PAGE_SIZE ADMIN_PAGE_SIZE demoFormulaStore useFormulaInForce notify`,
      null,
    ],
    [
      "the keys and cache helpers of /client that a remote's own writes use",
      client,
      `factionKey factionListsKey unitKey weaponKey factionUnitsKey factionWeaponsKey isListed
      sayIfFactionBackToReview createOrUpdate useCachedSave useCachedDelete useNamedQuery
      abilityTemplatesKey pointFormulasKey activePointFormulaKey fetchActivePointFormula rulesetKey
      modLogKey scenariosKey pagesKey pageListsKey pageQueueKey cardsOf`,
      null,
    ],
    [
      'the rosters of this browser from /client/rosters, apart from /client',
      rosters,
      `rosterStore useRoster useRosterList parseRosterFile loadAccountSync`,
      client,
    ],
    [
      "a moderator's calls from /client/moderation, apart from /client (the shell's main.js)",
      moderation,
      `useModerateFaction useReviewScenario useScenarioBackToDraft useReviewPage
      MODERATION_DONE_TEXTS`,
      client,
    ],
    [
      'the shared components from /ui, and keeps them out of the stateful /client',
      ui,
      `Markdown MarkdownHtml TacticsTable EnvironmentTable StandaloneHost UnitCard CostTerms
      ContentCard ContentGrid Pagination Tabs Modal ConfirmDialog ConfirmDelete DeleteButton EditorActions
      ThumbnailDrop Loading Empty LoadError useGoBack CopyLinkField`,
      client,
    ],
    [
      'the server renderer of markdown from /ui/markdown-html alone, never from /ui',
      markdownHtml,
      `markdownToHtml`,
      ui,
    ],
  ])('exports %s', (_what, from, names, keptOutOf) => {
    for (const name of names.split(/\s+/)) {
      expect(from).toHaveProperty(name);
      if (keptOutOf) expect(keptOutOf).not.toHaveProperty(name);
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

  it('leaves out of /client the writes only one remote makes: that remote holds them', () => {
    for (const name of [
      'useSaveFaction',
      'useDeleteFaction',
      'useLikeFaction',
      'useSaveUnit',
      'useDeleteUnit',
      'useSaveWeapon',
      'useDeleteWeapon',
      'useAbilityTemplate',
      'useSaveAbilityTemplate',
      'useDeleteAbilityTemplate',
      'usePointFormula',
      'useSavePointFormula',
      'useDeletePointFormula',
      'useUnitsAndWeaponsOfFactions',
      'useSaveRuleset',
      'useModLog',
      'useRosterVerdict',
      'useVerifyRoster',
      'useVerdictOf',
      'useScenario',
      'useSaveScenario',
      'useDeleteScenario',
      'usePage',
      'useSavePage',
      'useDeletePage',
      'usePageList',
      'useMyPages',
      'useFactionsByAuthor',
      'useRandomFactions',
      'useLogin',
      'useRegister',
    ]) {
      expect(client).not.toHaveProperty(name);
    }
  });

  it('calls the API from /client through the declared operations, with no fetcher per call', () => {
    for (const name of ['getFaction', 'saveFaction', 'listFactions', 'login', 'uploadImage']) {
      expect(client).not.toHaveProperty(name);
    }
  });

  it('keeps /core free of anything that needs a browser', () => {
    for (const name of ['sessionStore', 'request', 'notify', 'Markdown']) {
      expect(core).not.toHaveProperty(name);
    }
  });
});
