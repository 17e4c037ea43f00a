/**
 * @muster/shared-kernel/faction-tables: a faction's Tactics and Environment Effects tables, shown
 * on the faction page and on every roster. Like /markdown, a subpath outside the federation share
 * scope: the remotes that show them bundle them; other pages never download them.
 */
export { EnvironmentTable, TacticsTable } from './faction-tables.js';
