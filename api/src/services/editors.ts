import type { Owned } from '@muster/shared-kernel/core';
import { can, type Actor } from '../auth/permissions.js';
import { badRequest } from '../errors.js';

/**
 * The editors list a save stores. When the actor may manage editors (`permission` on the existing
 * item; anyone creating one) and sends a list, each name must be a user's (matched
 * case-insensitively, stored as that user spells it, so "mine" lists find it); a name with no
 * account is a 400 naming it. Blanks and repeats are dropped. Otherwise the existing list stays
 * as it is.
 */
export async function savedEditors(
  requested: readonly string[] | undefined,
  actor: Actor,
  permission: 'faction:set-editors' | 'page:set-editors',
  existing: Owned | null,
  spelledUsernames: (names: readonly string[]) => Promise<string[]>,
): Promise<string[]> {
  const mayManageEditors = !existing || can(actor, permission, existing);
  if (!mayManageEditors || requested === undefined) return [...(existing?.editors ?? [])];
  const names = requested.map((name) => name.trim());
  const accounts = new Map(
    (await spelledUsernames(names.filter(Boolean))).map((name) => [name.toLowerCase(), name]),
  );
  const editors = new Set<string>();
  names.forEach((name, index) => {
    if (!name) return;
    const account = accounts.get(name.toLowerCase());
    if (!account) throw badRequest(`body/acl/editors/${index}: there is no user named "${name}"`);
    editors.add(account);
  });
  return [...editors];
}
