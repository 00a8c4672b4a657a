/**
 * The worker thread that owns the on-disk PGlite database: it opens and migrates it, answers the
 * main thread's queries and transactions (pglite-protocol.ts), checkpoints it regularly and
 * closes it on request. Nothing else in the process touches the data directory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { serializeError, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pglite-protocol.js';

const port = parentPort!;
const { pgdataDir, migrationsFolder, checkpointIntervalMs } = workerData as PgliteWorkerData;

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

const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, OpenTransaction>();
let nextTransactionId = 1;

const reply = (message: PgliteReply) => port.postMessage(message);

async function open(): Promise<PGlite> {
  const db = new PGlite(pgdataDir, { extensions: { pg_trgm } });
  try {
    await db.waitReady;
    await migrate(drizzle({ client: db }), { migrationsFolder });
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

async function handle(db: PGlite, request: PgliteRequest): Promise<unknown> {
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

function transactionOf(txId: number): OpenTransaction {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open;
}

try {
  const db = await open();
  const checkpoint = setInterval(() => void db.query('CHECKPOINT').catch(() => {}), checkpointIntervalMs);
  checkpoint.unref();
  port.on('message', (request: PgliteRequest) => {
    if (request.op === 'begin') return begin(db, request.id);
    if (request.op === 'close') clearInterval(checkpoint);
    handle(db, request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
    );
  });
  reply({ id: 0, ready: true });
} catch (error) {
  reply({ id: 0, ready: false, error: serializeError(error) });
}
