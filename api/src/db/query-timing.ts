import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { events } from '../metrics/events.js';

/** How busy the database's connections are, for the metrics. */
export interface PoolUse {
  /** Connections open. */
  total: number;
  /** Of those, the ones no query is using. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const timing = events.dbQuery;

/** Publishes the seconds since `start` (a `performance.now()`) on the query channel. */
const finished = (start: number) => () => timing.publish((performance.now() - start) / 1000);

type Callback = (error: unknown, result: unknown) => void;

/**
 * node-postgres's client with each query timed, from the call to the answer: the pool is given it
 * as its `Client`, so every query is timed, those of transactions and `pool.query` alike (the pool
 * calls `query` with a callback, drizzle with none). Time waiting for a pool connection is not in
 * it: that is the pool's `waiting` count. A query sent as a stream (`submit`) is not timed.
 */
export class TimedPgClient extends pg.Client {}

const untimedQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
TimedPgClient.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  if (!timing.hasSubscribers) return untimedQuery.apply(this, args);
  const done = finished(performance.now());
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (error: unknown, result: unknown) => {
      done();
      (callback as Callback)(error, result);
    };
    return untimedQuery.apply(this, args);
  }
  const result = untimedQuery.apply(this, args);
  if (result instanceof Promise) result.then(done, done);
  return result;
} as typeof pg.Client.prototype.query;

/** The use of a pg pool's connections. */
export function pgPoolUse(pool: pg.Pool): PoolUse {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * Times PGlite's queries (those drizzle sends directly and inside transactions) and counts those
 * under way, and answers its connection's use. PGlite is one connection that runs one query at a
 * time: a query's time runs from the call, so it includes waiting for the queries and the
 * transaction ahead of it; the connection is idle when no query is under way, and every query
 * under way beyond the running one is waiting.
 */
export function timePglite(client: PGlite): () => PoolUse {
  let underWay = 0;
  const timed =
    <Args extends unknown[], Answer>(
      run: (...args: Args) => Promise<Answer>,
    ): ((...args: Args) => Promise<Answer>) =>
    async (...args) => {
      const done = timing.hasSubscribers ? finished(performance.now()) : undefined;
      underWay++;
      try {
        return await run(...args);
      } finally {
        underWay--;
        done?.();
      }
    };
  client.query = timed(client.query.bind(client)) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timed(tx.query) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
  return () => ({ total: 1, idle: underWay === 0 ? 1 : 0, waiting: Math.max(0, underWay - 1) });
}
