/**
 * Messages between the server's main thread and the worker thread that owns the PGlite database
 * (docs/decisions/0014). PGlite runs Postgres compiled to WebAssembly synchronously on the
 * thread that calls it; in the worker, a large tracking batch or a slow dashboard query no
 * longer stops the main thread from answering requests.
 */

export type RowMode = 'object' | 'array';

export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; txId: number | null }
  | { id: number; op: 'exec'; sql: string; txId: number | null }
  | { id: number; op: 'batch'; statements: Array<{ sql: string; params: unknown[] }> }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'close' };

/** What the worker was started with (`workerData`). */
export interface PgliteWorkerData {
  /** PGlite's own folder (DATA_DIR/pgdata). */
  pgdataDir: string;
  /** No database there yet: create one (beside it first, then moved into place; data-dir-preflight.ts). */
  create: boolean;
  checkpointIntervalMs: number;
}

/** A database error's message and fields (code, detail, constraint…), which cloning would lose. */
export type SerializedError = { message: string } & Record<string, string | number | undefined>;

export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  /** Sent once: the database is open and migrated (or could not be). */
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

export function deserializeError(fields: SerializedError): Error {
  const error = new Error(fields.message);
  Object.assign(error, fields);
  return error;
}
