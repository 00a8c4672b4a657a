/**
 * The worker thread that owns the on-disk PGlite database: it opens (or creates) it, answers the
 * main thread's queries and transactions (pglite-protocol.ts), checkpoints it (scheduleCheckpoints)
 * and closes it on request. Nothing else in the process touches the data directory.
 */
import { existsSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DataDirUnusableError, inspectPgdata } from './data-dir-preflight.js';
import { serializeError, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pglite-protocol.js';

const port = parentPort!;
const { pgdataDir, create, checkpointIntervalMs } = workerData as PgliteWorkerData;

const asText = (value: string) => value;
/**
 * Dates, times and intervals stay text, as drizzle's PGlite driver asks for them (it parses them
 * itself); functions cannot cross threads, so the worker applies the same parsers every time.
 */
const PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<void>;
}

/** Thrown inside a transaction to roll it back (PGlite rolls back and rethrows it); told apart by identity. */
const ROLLBACK = new Error('rolled back on request');
const transactions = new Map<number, OpenTransaction>();
let nextTransactionId = 1;

const reply = (message: PgliteReply) => port.postMessage(message);

/**
 * A new database is made in a folder beside pgdata and moved into place once PGlite has created
 * and closed it, so an interrupted first start never leaves a half-made pgdata behind (which the
 * preflight would refuse). What an interrupted creation left is discarded: it never held data.
 */
async function createDatabase(): Promise<void> {
  const staging = `${pgdataDir}.creating`;
  rmSync(staging, { recursive: true, force: true });
  const db = new PGlite(staging);
  await db.waitReady;
  await db.close();
  if (inspectPgdata(staging) !== 'ready') throw new Error(`PGlite created nothing in ${staging}`);
  if (existsSync(pgdataDir)) rmdirSync(pgdataDir); // empty (the preflight said so); rmdir refuses anything else
  renameSync(staging, pgdataDir);
}

async function open(): Promise<PGlite> {
  if (create) await createDatabase();
  const db = new PGlite(pgdataDir, { extensions: { pg_trgm } });
  try {
    // The preflight has found nothing wrong, so this failing is damage it cannot see.
    await db.waitReady.catch((error: unknown) => {
      throw new DataDirUnusableError(
        pgdataDir,
        `PGlite could not open it (${error instanceof Error ? error.message : String(error)})`,
      );
    });
    return db;
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/** Starts a transaction and answers once PGlite has granted it (it runs one at a time). */
function begin(db: PGlite, id: number): void {
  const txId = nextTransactionId++;
  let granted = false;
  const done = db
    .transaction(async (tx) => {
      granted = true;
      const commit = await new Promise<boolean>((resolve) => {
        transactions.set(txId, { tx, finish: resolve, done });
        reply({ id, ok: true, value: txId });
      });
      if (!commit) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK && !granted) reply({ id, ok: false, error: serializeError(error) });
      if (error !== ROLLBACK && granted) throw error;
    })
    .finally(() => transactions.delete(txId));
}

async function handle(db: PGlite, request: PgliteRequest, afterBatch: () => Promise<void>): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.txId === null ? db : transactionOf(request.txId).tx;
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers: PARSERS });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const target = request.txId === null ? db : transactionOf(request.txId).tx;
      const results = await target.exec(request.sql, { parsers: PARSERS });
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'batch':
      // A whole write in one message: no round trip to a busy main thread between statements.
      await db.transaction(async (tx) => {
        for (const statement of request.statements) await tx.query(statement.sql, statement.params);
      });
      await afterBatch();
      return null;
    case 'end': {
      const open = transactionOf(request.txId);
      open.finish(request.commit);
      await open.done;
      return null;
    }
    case 'close':
      await db.close();
      return null;
    case 'begin':
      throw new Error('begin is answered by begin()');
  }
}

/** Besides the interval, a checkpoint follows this much write-ahead log, so its size stays bounded however busy the site is. */
const CHECKPOINT_WAL_BYTES = 64n * 1024n * 1024n;
const CHECKPOINT_POLL_MS = 1000;

/** PostgreSQL's "16/B374D848" log position as a byte count. */
function walBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/**
 * PGlite never checkpoints on its own (single-user PostgreSQL has no checkpointer), so its
 * write-ahead log would grow without end. Checkpoints run every CHECKPOINT_INTERVAL_SECONDS, and
 * sooner once 64 MB of log has been written since the last one (docs/decisions/0015). The log is
 * checked on a timer and after every batch write: while batches arrive back to back (the tracking
 * buffer keeps two in flight), this thread goes from one message to the next without reaching
 * its timers, and the log grew past 400 MB in 30 s before batches checked it too.
 */
function scheduleCheckpoints(db: PGlite): { timer: NodeJS.Timeout; check: () => Promise<void> } {
  const position = async () =>
    walBytes((await db.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]!.lsn);
  let last: { at: number; wal: bigint | null } = { at: Date.now(), wal: null };
  let busy = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const wal = await position();
      last.wal ??= wal;
      if (Date.now() - last.at >= checkpointIntervalMs || wal - last.wal >= CHECKPOINT_WAL_BYTES) {
        await db.query('CHECKPOINT');
        last = { at: Date.now(), wal: await position() };
      }
    } catch {
      // closing, or the disk is full: the next check tries again
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void check(), Math.min(CHECKPOINT_POLL_MS, checkpointIntervalMs));
  timer.unref();
  return { timer, check };
}

function transactionOf(txId: number): OpenTransaction {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open;
}

try {
  const db = await open();
  const checkpoints = scheduleCheckpoints(db);
  port.on('message', (request: PgliteRequest) => {
    if (request.op === 'begin') return begin(db, request.id);
    if (request.op === 'close') clearInterval(checkpoints.timer);
    handle(db, request, checkpoints.check).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  reply({ id: 0, ready: true });
} catch (error) {
  reply({ id: 0, ready: false, error: serializeError(error) });
}
