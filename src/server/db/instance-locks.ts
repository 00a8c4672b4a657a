import pg from 'pg';

/**
 * Locks an app instance holds while it works on one thing, so that other instances sharing the
 * database leave that thing alone (decision 0018). A lock is named by a space (which kind of
 * work: a fixed number per feature) and an id (which row).
 *
 * - PostgreSQL: session advisory locks, all on one connection of this instance's own. A lock
 *   lives exactly as long as that connection, so the locks of an instance that crashed, or whose
 *   host vanished, go with it: nothing is left for an administrator to clear.
 * - PGlite: one process owns the database (the data directory lock), so a lock only has to keep
 *   work apart within this process.
 */
export interface InstanceLocks {
  /** Takes the lock if nobody holds it; null while this or another instance holds it. */
  tryLock(space: number, id: number): Promise<InstanceLock | null>;
  /** Releases every lock this instance still holds. */
  close(): Promise<void>;
}

export interface InstanceLock {
  release(): Promise<void>;
}

const keyOf = (space: number, id: number) => `${space}:${id}`;

/** The locks of a database only this process uses (PGlite). */
export function inProcessLocks(): InstanceLocks {
  const held = new Set<string>();
  return {
    tryLock: (space, id) => {
      const key = keyOf(space, id);
      if (held.has(key)) return Promise.resolve(null);
      held.add(key);
      return Promise.resolve({
        release: () => {
          held.delete(key);
          return Promise.resolve();
        },
      });
    },
    close: () => {
      held.clear();
      return Promise.resolve();
    },
  };
}

/**
 * How soon PostgreSQL notices that the lock connection's host is gone without closing it (power
 * loss, a network partition): keepalive probes after 30 s idle, then every 10 s, 3 unanswered
 * ending the session and its locks. A process that dies on a live host closes its socket, and
 * PostgreSQL ends the session at once.
 */
const SERVER_KEEPALIVE = 'set tcp_keepalives_idle = 30; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 3';

/** The locks of a PostgreSQL database that several instances may share. */
export function postgresLocks(connectionString: string): InstanceLocks {
  // Advisory locks are re-entrant within a session, so this process keeps its own record as
  // well: a second tryLock of a key it already holds must fail, as it would for another instance.
  // Each grant has its own token, so a grant from a lost connection can never release a newer one.
  const held = new Map<string, symbol>();
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    if (connecting) return connecting;
    const client = new pg.Client({ connectionString, keepAlive: true });
    const attempt = client
      .connect()
      .then(() => client.query(SERVER_KEEPALIVE))
      .then(() => client);
    // The connection is gone and its locks with it: forget them; the next tryLock reconnects.
    const lost = () => {
      if (connecting !== attempt) return;
      connecting = null;
      held.clear();
    };
    client.on('error', lost);
    client.on('end', lost);
    attempt.catch(() => {
      lost();
      client.end().catch(() => {});
    });
    connecting = attempt;
    return attempt;
  };

  return {
    tryLock: async (space, id) => {
      const key = keyOf(space, id);
      if (closed || held.has(key)) return null;
      const token = Symbol(key);
      held.set(key, token);
      let client: pg.Client;
      try {
        client = await connect();
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, $2) as locked', [
          space,
          id,
        ]);
        if (!rows[0]?.locked) {
          if (held.get(key) === token) held.delete(key);
          return null;
        }
      } catch (error) {
        if (held.get(key) === token) held.delete(key);
        throw error;
      }
      return {
        release: async () => {
          if (held.get(key) !== token) return;
          held.delete(key);
          await client.query('select pg_advisory_unlock($1, $2)', [space, id]).catch(() => {});
        },
      };
    },
    close: async () => {
      closed = true;
      held.clear();
      const current = connecting;
      connecting = null;
      // Ending the session releases whatever it still holds.
      if (current)
        await current
          .then(
            (client) => client.end(),
            () => {},
          )
          .catch(() => {});
    },
  };
}
