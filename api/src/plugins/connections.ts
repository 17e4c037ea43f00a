import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.js';

/**
 * How often Node checks headers and request timeouts. Its default (30 s) would let a slow client
 * hold a socket up to 30 s past its timeout; a second keeps the limits close to what they say.
 */
const CHECK_INTERVAL_MS = 1000;

/**
 * Node server timeouts as Fastify options, so idle and slow clients cannot hold sockets forever
 * (Fastify 5 turns Node's own request timeout off by default):
 * - `http.headersTimeout`: the request line and headers must arrive within this time; it also
 *   closes a socket that connects and sends nothing;
 * - `requestTimeout`: the whole request, body included, must arrive within this time;
 * - `keepAliveTimeout`: an idle connection between requests is closed after this time;
 * - `connectionTimeout`: a socket with no traffic at all in either direction for as long as a
 *   whole request may take is closed.
 */
export function serverTimeouts(
  config: Pick<Config, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>,
): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, config.headersTimeoutMs),
    },
  };
}

/**
 * Counts open connections per client address and destroys a new socket whose address already
 * holds `limit`, so one address holding thousands of idle sockets cannot use up the server's
 * file descriptors and shut everyone else out. It counts the TCP peer (`socket.remoteAddress`):
 * behind a load balancer that is the balancer, so raise the limit there (or set 0 to turn it
 * off and enforce it at the balancer).
 */
export function limitConnectionsPerAddress(
  server: { on(event: 'connection', listener: (socket: Socket) => void): unknown },
  limit: number,
): { open(address: string): number } {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= limit) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { open: (address) => open.get(address) ?? 0 };
}

/** Registers the per-address connection cap on the app's server (timeouts are server options). */
async function connections(app: FastifyInstance, { config }: { config: Config }) {
  if (config.maxConnectionsPerAddress > 0) {
    limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress);
  }
}

export default fp(connections, { name: 'connections' });
