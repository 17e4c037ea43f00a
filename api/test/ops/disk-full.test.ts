/**
 * The database on a full disk, made real: a small tmpfs of the test's own
 * (test/helpers/small-disk.ts, as root), filled with a file so that the database's writes meet a
 * real ENOSPC ("could not extend file", SQLSTATE 53100). It holds PGlite's data directory, or, on
 * a PostgreSQL server of the test's own, the tablespace of the tables a registration writes. A
 * refused write answers 507 and keeps nothing, readiness reports the full disk until a write
 * succeeds again, and PGlite is not opened on a disk with too little room for its recovery.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { DiskSpaceError } from '../../src/db/disk-space.js';
import { prepareSite } from '../../src/startup.js';
import { seedMigratedDataDir } from '../helpers/migrated-database.js';
import { postgresServerUnavailable } from '../helpers/postgres-server.js';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../helpers/small-disk.js';
import { body, logIn, testConfig, type ErrorAnswer } from '../helpers/test-app.js';
import { describeWhere, startOwnDatabase, type OwnDatabase } from './own-database.js';

const unavailable = smallDiskUnavailable();

/** The answer to a write refused for lack of space. */
const DISK_FULL = {
  statusCode: 507,
  error: 'Insufficient Storage',
  message:
    "The site's database has run out of disk space, so nothing was saved: the site's operator " +
    'must free space on the disk that holds the database',
};

/**
 * PGlite's WebAssembly blocks the whole process when a write meets a full disk while it needs a
 * new log segment, timers included, so jest's own timeout could never end this file. A process
 * of its own ends the test process instead, should this file ever run for ten minutes.
 */
let watchdog: ChildProcess | undefined;
beforeAll(() => {
  watchdog = spawn('sh', ['-c', `sleep 600 && kill -9 ${process.pid}`], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
});
afterAll(() => {
  if (watchdog?.pid) process.kill(-watchdog.pid, 'SIGKILL');
});

let counter = 0;
type Registration = Promise<{ username: string; response: LightMyRequestResponse }>;

/** Registers a new player. */
function registerOn(app: FastifyInstance): Registration {
  const username = `player${++counter}`;
  return app
    .inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        username,
        display: username,
        email: `${username}@example.com`,
        password: 'correct horse battery',
      },
    })
    .then((response) => ({ username, response }));
}

/**
 * Fills `disk`, then registers players until one is refused (rows go into the room left in
 * pages until one needs a new page); checks the refusal and that nothing of it was kept, and
 * that readiness reports the full disk while reads are still served.
 */
async function refusedForSpace(app: FastifyInstance, disk: SmallDisk): Promise<void> {
  disk.fill();
  let refused: Awaited<Registration> | undefined;
  for (let attempt = 0; attempt < 300 && !refused; attempt++) {
    const outcome = await registerOn(app);
    if (outcome.response.statusCode !== 200) refused = outcome;
  }
  expect([refused?.response.statusCode, refused && body<ErrorAnswer>(refused.response)]).toEqual([
    507,
    DISK_FULL,
  ]);
  const signIn = await logIn(app, refused!.username, 'correct horse battery').catch(
    (error: Error) => error,
  );
  expect(signIn).toBeInstanceOf(Error);

  const full = await app.inject('/api/health/ready');
  expect(full.statusCode).toBe(503);
  expect(body<ErrorAnswer>(full).message).toMatch(
    /^Not ready: the database's disk is full \(could not extend file .*No space left on device\)$/,
  );
  expect((await app.inject('/api/factions?public=true')).statusCode).toBe(200);
}

/** Ends what a block opened on its small disk, in order, then removes the disk even if one failed. */
async function endThenRemove(disk: SmallDisk | undefined, ends: (() => Promise<unknown>)[]) {
  try {
    for (const end of ends) await end();
  } finally {
    disk?.remove();
  }
}

describeWhere(unavailable, 'the embedded database on a full disk', () => {
  let disk: SmallDisk;
  let dataDir: string;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const register = (): Registration => registerOn(app);

  beforeAll(async () => {
    disk = mountSmallDisk(80);
    dataDir = path.join(disk.dir, 'data');
    // The run's migrated database as the data directory, so nothing migrates here.
    await seedMigratedDataDir(dataDir);
    // Nothing kept free: the writes go on until the database itself meets the full disk.
    database = await openDatabase({ databaseUrl: null, dataDir, keepFree: 0 });
    await prepareSite(database.db, testConfig());
    app = await buildApp(testConfig(), { database });
  }, 120_000);
  afterAll(() =>
    endThenRemove(disk, [
      async () => app?.close(),
      async () => database?.close().catch(() => undefined),
    ]),
  );

  it('answers 507 to a write the full disk refuses, keeps none of it, and is ready again once a write succeeds', async () => {
    expect((await register()).response.statusCode).toBe(200);
    await refusedForSpace(app, disk);

    disk.empty();
    // Readiness's own write finds room again.
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
    expect((await register()).response.statusCode).toBe(200);
  });

  it('refuses to open the data directory on a disk without room for its recovery, naming both', async () => {
    await app.close();
    await database.close();
    disk.fill(8 * 1024 * 1024);
    const opening = openDatabase({ databaseUrl: null, dataDir });
    await expect(opening).rejects.toBeInstanceOf(DiskSpaceError);
    await expect(opening).rejects.toThrow(
      new RegExp(
        `^The disk holding the data directory ${dataDir} has 8\\.0 MB free; the embedded ` +
          'database needs at least 24\\.0 MB to open it',
      ),
    );
    disk.empty();
    database = await openDatabase({ databaseUrl: null, dataDir });
    app = await buildApp(testConfig(), { database });
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  it('refuses writes once the disk has less room than it keeps free, so that no write can stall it', async () => {
    disk.fill(8 * 1024 * 1024);
    const refused = await register();
    expect([refused.response.statusCode, body<ErrorAnswer>(refused.response)]).toEqual([
      507,
      DISK_FULL,
    ]);
    const full = await app.inject('/api/health/ready');
    expect([full.statusCode, body<ErrorAnswer>(full).message]).toEqual([
      503,
      `Not ready: the database's disk is full (the disk holding the data directory ${dataDir} ` +
        'has 8.0 MB free, less than the 24.0 MB the embedded database keeps free)',
    ]);
    expect((await app.inject('/api/factions?public=true')).statusCode).toBe(200);

    disk.empty();
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
    expect((await register()).response.statusCode).toBe(200);
  });
});

describeWhere(unavailable ?? postgresServerUnavailable(), 'PostgreSQL on a full disk', () => {
  let own: OwnDatabase;
  let disk: SmallDisk;
  let app: FastifyInstance;

  beforeAll(async () => {
    own = await startOwnDatabase(3);
    disk = mountSmallDisk(8);
    // The server runs as the postgres user, which must own its tablespace's directory.
    const tablespace = path.join(disk.dir, 'tablespace');
    mkdirSync(tablespace);
    execFileSync('chown', ['postgres:postgres', disk.dir, tablespace]);
    const admin = new pg.Client({ connectionString: own.server.url });
    await admin.connect();
    try {
      // What a registration writes, and what readiness's probe writes, on the small disk.
      await admin.query(`CREATE TABLESPACE small LOCATION '${tablespace}'`);
      await admin.query('ALTER TABLE users SET TABLESPACE small');
      await admin.query('ALTER TABLE settings SET TABLESPACE small');
    } finally {
      await admin.end();
    }
    await prepareSite(own.database.db, testConfig());
    app = await buildApp(testConfig(), { database: own.database });
  }, 120_000);
  afterAll(() => endThenRemove(disk, [async () => app?.close(), async () => own?.end()]));

  it('answers 507 to a write the full disk refuses, keeps none of it, and is ready again once a write succeeds', async () => {
    await refusedForSpace(app, disk);
    disk.empty();
    expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
    expect((await registerOn(app)).response.statusCode).toBe(200);
  });
});
