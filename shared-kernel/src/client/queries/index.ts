// The data layer: one file per call (its key, its call of the operation and its hook), mutations
// beside what they change.
export { createQueryClient } from './query-client.js';
export { QueryProvider } from './query-provider.js';
export { factionKey, useFaction } from './use-faction.js';
export { factionVersionKey, useFactionVersion } from './use-faction-version.js';
export {
  factionListKey,
  factionListsKey,
  useFactionCount,
  useFactionList,
} from './use-faction-list.js';
export { PAGE_SIZE, cardsOf, clampPage, hasItems, listPageState, pageNumber } from './list-page.js';
export type { ListKind, ListPage, ListPageState, ListRead } from './list-page.js';
export { factionUnitsKey, useUnitsOfFaction } from './use-units-of-faction.js';
export { unitKey, useUnit } from './use-unit.js';
export { factionWeaponsKey, useWeaponsOfFaction } from './use-weapons-of-faction.js';
export { weaponKey, useWeapon } from './use-weapon.js';
export {
  abilityTemplateListKey,
  abilityTemplatesKey,
  useAbilityTemplates,
} from './use-ability-templates.js';
export { rulesetKey, useRuleset } from './use-ruleset.js';
export { pointFormulasKey, usePointFormulas } from './use-point-formulas.js';
export {
  activePointFormulaKey,
  fetchActivePointFormula,
  useActivePointFormula,
} from './use-active-point-formula.js';
export { scenariosKey, useScenarioCount } from './use-scenario-list.js';
export { pageListsKey, pageQueueKey, pagesKey, usePageModQueue } from './use-page-list.js';
export { profilesKey, useProfile } from './use-profile.js';
export { useFreshSession } from './use-fresh-session.js';
export { useSiteConfig } from './use-site-config.js';
export type { SiteConfig } from './use-site-config.js';
export { createOrUpdate, useCachedDelete, useCachedSave } from './cached-writes.js';
export { useNamedQuery } from './use-named-query.js';
export { becomePublisher, useUploadImage } from './use-account-writes.js';
export { ADMIN_PAGE_SIZE, modLogKey } from './use-mod-log.js';
