import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWeapon } from '../api/calls.js';
import { weaponKey } from './use-weapon.js';
import { factionWeaponsKey } from './use-weapons-of-faction.js';

/** DELETE /api/weapons/{id}; its faction's weapon list follows. */
export function useDeleteWeapon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; factionId: string }) => deleteWeapon(id),
    onSuccess: (_answer, { id, factionId }) => {
      client.removeQueries({ queryKey: weaponKey(id) });
      return client.invalidateQueries({ queryKey: factionWeaponsKey(factionId) });
    },
  });
}
