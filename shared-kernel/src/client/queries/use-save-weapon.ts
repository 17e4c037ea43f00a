import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Weapon, WeaponPayload } from '@muster/shared-kernel/core';
import { refreshFactionAfterChange } from './faction-re-review.js';
import { saveWeapon } from '../api/calls.js';
import { weaponKey } from './use-weapon.js';
import { factionWeaponsKey } from './use-weapons-of-faction.js';

/** Creates or saves a weapon; its faction's weapon list (and so every unit's cost) follows; so does its
 * faction, whose review a non-moderator's save takes away (the author is told so). */
export function useSaveWeapon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ weapon, id }: { weapon: WeaponPayload; id?: string }) => saveWeapon(weapon, id),
    onSuccess: async (saved: Weapon) => {
      client.setQueryData(weaponKey(saved._id), saved);
      await client.invalidateQueries({ queryKey: factionWeaponsKey(saved.faction) });
      await refreshFactionAfterChange(client, saved.faction);
    },
  });
}
