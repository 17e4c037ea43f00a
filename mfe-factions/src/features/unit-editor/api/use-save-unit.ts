import { operations, type UnitPayload } from '@muster/shared-kernel/core';
import { createOrUpdate, factionUnitsKey, unitKey } from '@muster/shared-kernel/client';
import { useSaveArmouryItem } from '../../../api/armoury-writes';

const saveUnit = createOrUpdate(operations.createUnit, operations.updateUnit);

/**
 * Creates or saves a unit; the unit and its faction's unit list (the faction page) follow, and so
 * does its faction, whose review a non-moderator's save takes away (the author is told so).
 */
export function useSaveUnit() {
  return useSaveArmouryItem(
    ({ unit, id }: { unit: UnitPayload; id?: string }) => saveUnit(unit, id),
    { item: unitKey, list: factionUnitsKey },
  );
}
