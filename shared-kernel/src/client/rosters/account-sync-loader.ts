/**
 * The account sync (account-sync.ts), downloaded on demand: only a signed-in user's pages need
 * it, after they have drawn, so the roster store's own download does not grow with it.
 */
export const loadAccountSync = () => import('./account-sync.js');
