import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useNamedQuery } from './use-named-query.js';
import { pagesKey } from './use-page-list.js';

export const pageKey = (id: string) => [...pagesKey, 'detail', id] as const;

/** GET /api/pages/{id}. */
export function usePage(id: string | undefined) {
  return useNamedQuery(id, pageKey, (name) =>
    callOperation(operations.getPage, { params: { id: name } }),
  );
}
