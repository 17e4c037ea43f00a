import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** An instance's shutdown as the readiness check sees it. */
export interface ShutdownState {
  /** True once shutdown has begun: the readiness check answers 503 from then on. */
  readonly draining: boolean;
  /**
   * Begins shutdown before closing (server.ts calls it on SIGTERM): the instance goes on serving
   * every request, but says it is not ready, so a load balancer sends it no new ones.
   */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: ShutdownState;
  }
}

/**
 * Graceful shutdown for keep-alive clients. close() closes the connections that are idle when it
 * starts; a connection still busy then would answer and stay open for the keep-alive timeout,
 * holding the shutdown until the grace period kills it. Once closing has begun, every response
 * asks its connection to close, so in-flight requests finish and then let the server go.
 */
async function shutdown(app: FastifyInstance) {
  let draining = false;
  let closing = false;
  app.decorate('shutdown', {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  } satisfies ShutdownState);
  app.addHook('preClose', async () => {
    draining = true;
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

export default fp(shutdown, { name: 'shutdown' });
