import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type PgliteReply,
  type PgliteRequest,
  type PgliteWorkerData,
  type RowMode,
} from './pglite-protocol.js';

interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** The worker thread has ended (closed, or PostgreSQL stopped it, e.g. on a full disk): every query fails with this. */
export class DatabaseStoppedError extends Error {
  constructor(reason: string) {
    super(`The database is not running: ${reason}`);
    this.name = 'DatabaseStoppedError';
  }
}
type RequestBody = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/**
 * The main thread's handle on the PGlite database in its worker thread (pglite-worker.ts). It
 * offers the part of PGlite's interface that drizzle's PGlite driver uses (`query`, `exec`,
 * `transaction`), so drizzle runs on it unchanged. Query options other than the row mode stay
 * behind: drizzle passes only text parsers for dates, which the worker applies itself.
 */
export class PgliteWorkerClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;
  /** Requests other than batches still waiting for their answer (the dashboard's reads, leads, voice). */
  private readonly foreground = new Set<Promise<unknown>>();
  /** The last batch handed to the worker, or waiting for its turn: batches go one at a time. */
  private batchTurn: Promise<unknown> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      if ('ready' in reply) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(deserializeError(reply.error));
    });
    const fail = (error: Error) => {
      this.failure ??= new DatabaseStoppedError(error.message);
      for (const waiting of this.pending.values()) waiting.reject(this.failure);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database worker stopped (exit code ${code})`)));
  }

  /** Starts the worker, which opens and migrates the database; rejects with its error if it cannot. */
  static async start(data: PgliteWorkerData): Promise<PgliteWorkerClient> {
    // Under the test runner this file is TypeScript: the worker registers tsx, then loads the source.
    const isSource = import.meta.url.endsWith('.ts');
    const entry = new URL(isSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
    const worker = isSource
      ? new Worker(
          `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`,
          { eval: true, workerData: data },
        )
      : new Worker(entry, { workerData: data });
    try {
      await new Promise<void>((resolve, reject) => {
        const onMessage = (reply: PgliteReply) => {
          if (!('ready' in reply)) return;
          worker.off('message', onMessage);
          if (reply.ready) resolve();
          else reject(deserializeError(reply.error));
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
        worker.once('exit', (code) =>
          reject(new Error(`the database worker stopped while opening (exit code ${code})`)),
        );
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return new PgliteWorkerClient(worker);
  }

  query(sql: string, params: unknown[] = [], options: { rowMode?: RowMode } = {}): Promise<QueryResult> {
    return this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      txId: null,
    }) as Promise<QueryResult>;
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.send({ op: 'exec', sql, txId: null }) as Promise<QueryResult[]>;
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await work(new PgliteWorkerTransaction(this, txId));
    } catch (error) {
      await this.send({ op: 'end', txId, commit: false });
      throw error;
    }
    await this.send({ op: 'end', txId, commit: true });
    return result;
  }

  /**
   * Runs the statements in order in one transaction, sent as one message. Batches are the
   * tracking writer's (the only caller), and they yield (decision 0029): PGlite runs one statement
   * at a time, in the order requests reach it, so a dashboard read that came after two queued
   * batches waited for both (seconds, under a flood). A batch is handed over only once the batch
   * before it is done and the other requests already sent have been answered; a request sent
   * after that waits for one batch at most. Requests sent while a batch waits go ahead of it,
   * but a batch waits only for those sent before it was ready, so writes are delayed, never starved.
   */
  async batch(statements: Array<{ sql: string; params: unknown[] }>): Promise<void> {
    const turn = this.batchTurn.then(async () => {
      await Promise.allSettled([...this.foreground]);
      await this.send({ op: 'batch', statements });
    });
    this.batchTurn = turn.catch(() => {});
    await turn;
  }

  /** Closes the database (PGlite writes what it holds) and stops the worker. */
  async close(): Promise<void> {
    if (!this.failure) await this.send({ op: 'close' });
    await this.worker.terminate();
  }

  /** @internal used by transactions */
  send(body: RequestBody): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const answer = new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id });
    });
    if (body.op !== 'batch') {
      this.foreground.add(answer);
      const settled = () => this.foreground.delete(answer);
      answer.then(settled, settled);
    }
    return answer;
  }
}

/** The `tx` handed to a transaction's work: the same calls, bound to that transaction. */
class PgliteWorkerTransaction {
  constructor(
    private readonly client: PgliteWorkerClient,
    private readonly txId: number,
  ) {}

  query(sql: string, params: unknown[] = [], options: { rowMode?: RowMode } = {}): Promise<QueryResult> {
    return this.client.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      txId: this.txId,
    }) as Promise<QueryResult>;
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.client.send({ op: 'exec', sql, txId: this.txId }) as Promise<QueryResult[]>;
  }
}
