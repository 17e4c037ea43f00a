import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markFactionChanged } from './faction-re-review.js';
import { deleteWeapon } from '../api/calls.js';
import { weaponKey } from './use-weapon.js';
import { factionWeaponsKey } from './use-weapons-of-faction.js';

/** DELETE /api/weapons/{id}; its faction's weapon list follows, and so does its faction (re-review). */
export function useDeleteWeapon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; factionId: string }) => deleteWeapon(id),
    onSuccess: (_answer, { id, factionId }) => {
      client.removeQueries({ queryKey: weaponKey(id) });
      markFactionChanged(client);
      return client.invalidateQueries({ queryKey: factionWeaponsKey(factionId) });
    },
  });
}
