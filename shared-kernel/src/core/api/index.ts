/**
 * Every operation of the API, declared once (see define.ts), as `operations.<operationId>`: the
 * API registers its routes from these declarations, the client builds its calls from them.
 */
import * as armoury from './armoury.js';
import * as community from './community.js';
import * as factions from './factions.js';
import * as images from './images.js';
import * as moderation from './moderation.js';
import * as rosters from './rosters.js';
import * as rules from './rules.js';
import * as site from './site.js';
import * as users from './users.js';
import type { Operation } from './define.js';

export * from './define.js';
export * from './common.js';
export { FactionIdParams } from './armoury.js';
export { IMAGE_TYPES } from './images.js';

/** The operations an area's module declares, without its other exports (its schemas). */
type OperationsOf<Area> = {
  [K in keyof Area as Area[K] extends Operation ? K : never]: Area[K];
};

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value;

function operationsOf<Area extends object>(area: Area): OperationsOf<Area> {
  return Object.fromEntries(
    Object.entries(area).filter(([, value]) => isOperation(value)),
  ) as OperationsOf<Area>;
}

/** Every operation, by its operationId. */
export const operations = {
  ...operationsOf(site),
  ...operationsOf(users),
  ...operationsOf(factions),
  ...operationsOf(armoury),
  ...operationsOf(rules),
  ...operationsOf(community),
  ...operationsOf(rosters),
  ...operationsOf(images),
  ...operationsOf(moderation),
};

/** Every declared operation. */
export const OPERATIONS: readonly Operation[] = Object.values(operations);
