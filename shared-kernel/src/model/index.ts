/**
 * @muster/shared-kernel/model: the wire types shared by the client and the server. Pure data: no
 * React, no DOM, no I/O, so the API may import it.
 */
export { REMOTE_NAMES } from '../routes/route-table.js';
export type { RemoteName } from '../routes/route-table.js';
