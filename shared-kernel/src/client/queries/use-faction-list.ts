import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { pagedList } from './paged-list.js';

/** Every faction list; a page of one list is one key below it. */
export const factionListsKey = ['factions', 'list'] as const;

/** Each faction list's operation: anyone's public list, or the signed-in user's. */
const FACTION_LISTS = {
  public: operations.listFactions,
  mine: operations.listOwnFactions,
  queue: operations.listFactionQueue,
} as const;

const factionLists = pagedList(factionListsKey, (kind, query) =>
  callOperation(FACTION_LISTS[kind], { query }),
);

/** The key of a page of a faction list: its kind, page, search and page size. */
export const factionListKey = factionLists.pageKey;

/** A page of faction cards (public list, My Factions, or the moderation queue). */
export const fetchFactionList = factionLists.fetchPage;

/** How many factions a list holds (`count=true`). */
export const fetchFactionCount = factionLists.fetchCount;

/**
 * One page of faction cards (public list, My Factions, or the moderation queue). `enabled: false`
 * waits (the count is read first, to clamp the page).
 */
export const useFactionList = factionLists.useList;

/** How many factions a list holds (for its page count). */
export const useFactionCount = factionLists.useCount;
