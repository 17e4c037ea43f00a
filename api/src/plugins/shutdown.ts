import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown for keep-alive clients. close() closes the connections that are idle when it
 * starts; a connection still busy then would answer and stay open for the keep-alive timeout,
 * holding the shutdown until the grace period kills it. Once closing has begun, every response
 * asks its connection to close, so in-flight requests finish and then let the server go.
 */
async function shutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

export default fp(shutdown, { name: 'shutdown' });
