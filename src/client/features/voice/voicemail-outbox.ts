import { setOutboxFlag } from './voicemail-outbox-flag.js';

/**
 * The browser's copy of every recording until the server has acknowledged it (decision 0020). Each
 * 1 s chunk is written to IndexedDB as it is recorded, so a reload, a crash or a lost network
 * during or after recording leaves the recording here, and it is sent on the next chance
 * (voicemail-delivery.ts). A localStorage flag says "something is waiting" so that every page can
 * check cheaply before loading any of this.
 */
export interface OutboxRecording {
  id: string;
  email: string;
  phone: string;
  sessionId: string | null;
  mimeType: string;
  /** False while recording (or when the page went away mid-recording). */
  complete: boolean;
  createdAt: number;
  /** The live stream the chunks also went to, if one was open. */
  streamId?: string;
  streamToken?: string;
  /**
   * When each question was shown, in ms from the start of the recording (question-steps.ts),
   * updated at every "Next question". Absent from entries stored before the guided recorder:
   * those are sent without marks, as they were recorded.
   */
  questionMarks?: number[];
}

const DB_NAME = 'voicemail-outbox';
const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';
/** A recording older than this is given up (the visitor has long moved on; browsers may evict it anyway). */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

let database: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(RECORDINGS, { keyPath: 'id' });
      db.createObjectStore(CHUNKS, { keyPath: ['recordingId', 'seq'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  }).catch((error: unknown) => {
    database = undefined;
    throw error;
  });
  return database;
}

function transaction<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => IDBRequest<T> | void,
): Promise<T | undefined> {
  return openDatabase().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        const tx = db.transaction(stores, mode);
        const request = work(tx);
        tx.oncomplete = () => resolve(request ? request.result : undefined);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

export async function saveRecording(recording: OutboxRecording): Promise<void> {
  await transaction([RECORDINGS], 'readwrite', (tx) => {
    tx.objectStore(RECORDINGS).put(recording);
  });
  setOutboxFlag(true);
}

export async function saveChunk(recordingId: string, seq: number, data: Blob): Promise<void> {
  await transaction([CHUNKS], 'readwrite', (tx) => {
    tx.objectStore(CHUNKS).put({ recordingId, seq, data });
  });
}

export async function removeRecording(recordingId: string): Promise<void> {
  await transaction([RECORDINGS, CHUNKS], 'readwrite', (tx) => {
    tx.objectStore(RECORDINGS).delete(recordingId);
    tx.objectStore(CHUNKS).delete(IDBKeyRange.bound([recordingId, 0], [recordingId, Number.MAX_SAFE_INTEGER]));
  });
  const left = await transaction<number>([RECORDINGS], 'readonly', (tx) => tx.objectStore(RECORDINGS).count());
  setOutboxFlag((left ?? 0) > 0);
}

export async function listRecordings(): Promise<OutboxRecording[]> {
  return (
    (await transaction<OutboxRecording[]>([RECORDINGS], 'readonly', (tx) => tx.objectStore(RECORDINGS).getAll())) ?? []
  );
}

/** The recording's audio: its chunks in order, as one file (what MediaRecorder would have given). */
export async function recordingAudio(recording: OutboxRecording): Promise<Blob> {
  const chunks =
    (await transaction<Array<{ seq: number; data: Blob }>>([CHUNKS], 'readonly', (tx) =>
      tx.objectStore(CHUNKS).getAll(IDBKeyRange.bound([recording.id, 0], [recording.id, Number.MAX_SAFE_INTEGER])),
    )) ?? [];
  chunks.sort((a, b) => a.seq - b.seq);
  return new Blob(
    chunks.map((chunk) => chunk.data),
    { type: recording.mimeType },
  );
}

/** A new recording id: random, URL-safe, and never reused. */
export function newRecordingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `rec_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The Web Lock a page holds while it records into the outbox entry `recordingId`. */
const recordingLockName = (recordingId: string) => `voicemail-recording-${recordingId}`;

/**
 * Marks the recording as being made by this page until `release` is called (or the page goes
 * away: the browser then frees the lock). Another tab's background delivery leaves it alone.
 */
export function holdRecordingLock(recordingId: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  navigator.locks?.request(recordingLockName(recordingId), () => held).catch(() => {});
  return release;
}

/** Is some page still recording into this entry? (False where Web Locks are missing.) */
export async function isBeingRecorded(recordingId: string): Promise<boolean> {
  if (!navigator.locks) return false;
  return navigator.locks.request(recordingLockName(recordingId), { ifAvailable: true }, (lock) => lock === null);
}
