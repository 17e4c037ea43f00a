import { operations } from '@muster/shared-kernel/core';
import { callOperation, pagesKey, useNamedQuery } from '@muster/shared-kernel/client';

// Here rather than in the kernel's client: only this remote's page screens read a page.

export const pageKey = (id: string) => [...pagesKey, 'detail', id] as const;

/** GET /api/pages/{id}. */
export function usePage(id: string | undefined) {
  return useNamedQuery(id, pageKey, (name, shown) =>
    callOperation(operations.getPage, { params: { id: name } }, shown),
  );
}
