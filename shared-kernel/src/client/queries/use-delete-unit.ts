import { operations } from '@muster/shared-kernel/core';
import { callOperation } from '../api/call-operation.js';
import { useDeleteArmouryItem } from './armoury-writes.js';
import { unitKey } from './use-unit.js';
import { factionUnitsKey } from './use-units-of-faction.js';

/** DELETE /api/units/{id}; its faction's unit list follows, and so does its faction (re-review). */
export function useDeleteUnit() {
  return useDeleteArmouryItem((id) => callOperation(operations.deleteUnit, { params: { id } }), {
    item: unitKey,
    list: factionUnitsKey,
  });
}
