/**
 * The entities of the site (factions, units, weapons, ...) as they travel between the API and
 * the browser: one TypeBox schema each (the wire shape and its rules), with its type derived by
 * `Static<>` under the same name.
 * Every `_id` is a uuid string; dates are ISO 8601 strings. The API validates and serialises
 * with these schemas, so the two sides cannot drift apart.
 */
export { Acl, AclPayload } from './fields.js';
export * from './faction.js';
export * from './faction-version.js';
export * from './unit.js';
export * from './weapon.js';
export * from './ability-template.js';
export * from './point-formula.js';
export * from './ruleset.js';
export * from './scenario.js';
export * from './page.js';
export * from './user.js';
export * from './roster.js';
