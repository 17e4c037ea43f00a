import { operations } from '@muster/shared-kernel/core';
import { callOperation, factionUnitsKey, unitKey } from '@muster/shared-kernel/client';
import { useDeleteArmouryItem } from './armoury-writes';

/** DELETE /api/units/{id}; its faction's unit list follows, and so does its faction (re-review). */
export function useDeleteUnit() {
  return useDeleteArmouryItem((id) => callOperation(operations.deleteUnit, { params: { id } }), {
    item: unitKey,
    list: factionUnitsKey,
  });
}
