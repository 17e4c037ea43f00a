import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Weapon, WeaponPayload } from '@muster/shared-kernel/core';
import { saveWeapon } from '../api/calls.js';
import { weaponKey } from './use-weapon.js';
import { factionWeaponsKey } from './use-weapons-of-faction.js';

/** Creates or saves a weapon; its faction's weapon list (and so every unit's cost) follows. */
export function useSaveWeapon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ weapon, id }: { weapon: WeaponPayload; id?: string }) => saveWeapon(weapon, id),
    onSuccess: (saved: Weapon) => {
      client.setQueryData(weaponKey(saved._id), saved);
      return client.invalidateQueries({ queryKey: factionWeaponsKey(saved.faction) });
    },
  });
}
