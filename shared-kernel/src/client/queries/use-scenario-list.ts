import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { pagedList } from './paged-list.js';

export const scenariosKey = ['scenarios'] as const;

/** Each scenario list's operation: anyone's public list, or the signed-in user's. */
const SCENARIO_LISTS = {
  public: operations.listScenarios,
  mine: operations.listOwnScenarios,
  queue: operations.listScenarioQueue,
} as const;

const scenarioLists = pagedList([...scenariosKey, 'list'], (kind, query) =>
  callOperation(SCENARIO_LISTS[kind], { query }),
);

/** A page of scenario cards (public list, My Scenarios, or the moderation queue). */
export const fetchScenarioList = scenarioLists.fetchPage;

/**
 * One page of scenario cards (public list, My Scenarios, or the moderation queue). `enabled:
 * false` waits (the count is read first, to clamp the page).
 */
export const useScenarioList = scenarioLists.useList;

/** How many scenarios a list holds. */
export const useScenarioCount = scenarioLists.useCount;
