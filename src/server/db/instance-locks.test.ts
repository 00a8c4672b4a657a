import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, DATABASE_KINDS, POSTGRES_ADMIN_URL } from '#server/test-support/databases.js';
import { holdLockInAnotherProcess } from '#server/test-support/lock-holder.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { inProcessLocks, postgresLocks, type InstanceLocks } from './instance-locks.js';

const SPACE = 4242;

describe('in-process locks (PGlite: one process owns the database)', () => {
  it('grant a key once until it is released, and keep keys apart', async () => {
    const locks = inProcessLocks();
    const first = await locks.tryLock(SPACE, 1);
    expect(first).not.toBeNull();
    expect(await locks.tryLock(SPACE, 1)).toBeNull();
    expect(await locks.tryLock(SPACE, 2)).not.toBeNull();
    expect(await locks.tryLock(SPACE + 1, 1)).not.toBeNull();
    await first!.release();
    expect(await locks.tryLock(SPACE, 1)).not.toBeNull();
  });
});

describe.runIf(DATABASE_KINDS.includes('postgres'))('PostgreSQL locks shared by instances', () => {
  let database: { url: string; drop: () => Promise<void> };
  const opened: InstanceLocks[] = [];
  const instance = () => {
    const locks = postgresLocks(database.url);
    opened.push(locks);
    return locks;
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((locks) => locks.close()));
    await database?.drop();
  });

  it('keep a key to one instance at a time, and to one holder within an instance', async () => {
    const a = instance();
    const b = instance();
    const held = await a.tryLock(SPACE, 1);
    expect(held).not.toBeNull();
    expect(await b.tryLock(SPACE, 1)).toBeNull();
    // PostgreSQL would grant the same session the lock again; the instance itself refuses.
    expect(await a.tryLock(SPACE, 1)).toBeNull();
    const other = await b.tryLock(SPACE, 2);
    expect(other).not.toBeNull();

    await held!.release();
    await held!.release(); // a second release changes nothing
    const taken = await b.tryLock(SPACE, 1);
    expect(taken).not.toBeNull();
    expect(await a.tryLock(SPACE, 1)).toBeNull();
    await taken!.release();
    await other!.release();
  });

  it('are released when an instance closes', async () => {
    const a = instance();
    const b = instance();
    expect(await a.tryLock(SPACE, 3)).not.toBeNull();
    expect(await b.tryLock(SPACE, 3)).toBeNull();
    await a.close();
    expect(await a.tryLock(SPACE, 4)).toBeNull(); // closed: grants nothing more
    expect(await b.tryLock(SPACE, 3)).not.toBeNull();
  });

  it('go with a holder that crashes: another instance takes the key at once', async () => {
    const b = instance();
    const holder = await holdLockInAnotherProcess(database.url, SPACE, 5);
    try {
      expect(await b.tryLock(SPACE, 5)).toBeNull();
    } finally {
      await holder.kill();
    }
    const started = Date.now();
    const taken = await waitFor(() => b.tryLock(SPACE, 5).then((lock) => lock ?? undefined), 5000);
    expect(Date.now() - started).toBeLessThan(2000);
    await taken.release();
  });

  it('reconnect after losing their connection, which loses what they held', async () => {
    const a = instance();
    const b = instance();
    expect(await a.tryLock(SPACE, 6)).not.toBeNull();
    // The database ends a's session, as a restart or a failover would.
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_locks
          where locktype = 'advisory' and classid = $1 and objid = $2 and granted`,
        [SPACE, 6],
      );
      expect(rows).toEqual([{ ended: true }]);
    } finally {
      await admin.end();
    }
    const taken = await waitFor(() => b.tryLock(SPACE, 6).then((lock) => lock ?? undefined));
    // A tryLock may still meet the dead connection before its end is noticed: it then throws.
    expect(
      await waitFor(() =>
        a.tryLock(SPACE, 7).then(
          (lock) => lock ?? undefined,
          () => undefined,
        ),
      ),
    ).not.toBeNull();
    expect(await a.tryLock(SPACE, 6)).toBeNull();
    await taken.release();
  });
});
