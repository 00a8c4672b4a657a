import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Outbox from './voicemail-outbox.js';
import type { OutboxRecording } from './voicemail-outbox.js';

/**
 * The guided recorder's marks in the outbox (decision 0020): kept with the recording while it is
 * made, and sent when an upload is resumed; an entry stored before the guided recorder (no marks)
 * is still sent. IndexedDB is not in Node: the outbox's storage is replaced by a map that keeps
 * structured clones, as IndexedDB does.
 */
const stored = vi.hoisted(() => ({
  recordings: new Map<string, OutboxRecording>(),
  chunks: new Map<string, Blob[]>(),
}));

vi.mock('./voicemail-outbox.js', async (importOriginal) => {
  const original = await importOriginal<typeof Outbox>();
  return {
    ...original,
    saveRecording: vi.fn((recording: OutboxRecording) => {
      stored.recordings.set(recording.id, structuredClone(recording));
      return Promise.resolve();
    }),
    saveChunk: vi.fn((id: string, seq: number, data: Blob) => {
      const list = stored.chunks.get(id) ?? [];
      list[seq] = data;
      stored.chunks.set(id, list);
      return Promise.resolve();
    }),
    removeRecording: vi.fn((id: string) => {
      stored.recordings.delete(id);
      stored.chunks.delete(id);
      return Promise.resolve();
    }),
    listRecordings: vi.fn(() =>
      Promise.resolve([...stored.recordings.values()].map((entry) => structuredClone(entry))),
    ),
    recordingAudio: vi.fn((recording: OutboxRecording) =>
      Promise.resolve(new Blob(stored.chunks.get(recording.id) ?? [], { type: recording.mimeType })),
    ),
    holdRecordingLock: vi.fn(() => () => {}),
    isBeingRecorded: vi.fn(() => Promise.resolve(false)),
  };
});

const { addChunk, beginTake, noteQuestionMarks, sendTake } = await import('./recording-take.js');
const { deliverOutbox } = await import('./voicemail-delivery.js');

const contact = { email: 'owner@acme.example', phone: '(212) 555-0100' };
const audio = () => new Blob([new Uint8Array(64).fill(7)], { type: 'audio/webm' });
const transcribed = { id: 7, status: 'transcribed', transcript: 'Hello', extractedData: null };

/** Uploads the server received (their multipart fields); the live stream is never opened. */
function fakeServer() {
  const uploads: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.endsWith('/api/voice-feedback') && init?.body instanceof FormData) {
        uploads.push(init.body);
        return Promise.resolve(Response.json(transcribed, { status: 201 }));
      }
      return Promise.resolve(new Response(null, { status: 503 }));
    }),
  );
  return uploads;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  stored.recordings.clear();
  stored.chunks.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the outbox and the question marks', () => {
  it('keeps the marks with the recording while it is made, from [0] on', async () => {
    fakeServer();
    const take = beginTake(contact);
    await settle();
    expect(stored.recordings.get(take.recording.id)?.questionMarks).toEqual([0]);
    noteQuestionMarks(take, [0, 5_200]);
    noteQuestionMarks(take, [0, 5_200, 14_900]);
    await settle();
    expect(stored.recordings.get(take.recording.id)?.questionMarks).toEqual([0, 5_200, 14_900]);
  });

  it('sends the marks with the recording just made', async () => {
    const uploads = fakeServer();
    const take = beginTake(contact);
    addChunk(take, audio(), 0, 'audio/webm');
    noteQuestionMarks(take, [0, 5_200]);
    const outcome = await sendTake(take, audio());
    expect(outcome.kind).toBe('sent');
    expect(uploads[0]?.get('questionMarks')).toBe('[0,5200]');
    expect(stored.recordings.size).toBe(0);
  });

  it('takes no marks once the recording was handed over', () => {
    fakeServer();
    const take = beginTake(contact);
    take.ended = true;
    noteQuestionMarks(take, [0, 5_200]);
    expect(take.recording.questionMarks).toEqual([0]);
  });

  it('resumes an upload with the marks it kept (after a reload or a lost network)', async () => {
    const uploads = fakeServer();
    const take = beginTake(contact);
    addChunk(take, audio(), 0, 'audio/webm');
    addChunk(take, audio(), 1, 'audio/webm');
    noteQuestionMarks(take, [0, 700, 1_400]);
    await settle();
    // The page went away: a later page finds the entry (no lock held, not recorded here).
    const { recordingsInProgress } = await import('./voicemail-delivery.js');
    recordingsInProgress.delete(take.recording.id);

    await deliverOutbox();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.get('questionMarks')).toBe('[0,700,1400]');
    expect(uploads[0]?.get('recordingId')).toBe(take.recording.id);
    expect((uploads[0]?.get('audio') as Blob).size).toBe(128);
    expect(stored.recordings.size).toBe(0);
  });

  it('resumes an entry stored by the previous release, which has no marks', async () => {
    const uploads = fakeServer();
    const old: OutboxRecording = {
      id: 'rec_0123456789abcdef',
      email: contact.email,
      phone: '',
      sessionId: null,
      mimeType: 'audio/webm',
      complete: true,
      createdAt: Date.now() - 60_000,
    };
    stored.recordings.set(old.id, old);
    stored.chunks.set(old.id, [audio()]);

    await deliverOutbox();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.has('questionMarks')).toBe(false);
    expect(uploads[0]?.get('recordingId')).toBe(old.id);
    expect(stored.recordings.size).toBe(0);
  });

  it('resumes an entry whose marks are damaged, without them', async () => {
    const uploads = fakeServer();
    const damaged = {
      id: 'rec_fedcba9876543210',
      email: contact.email,
      phone: '',
      sessionId: null,
      mimeType: 'audio/webm',
      complete: true,
      createdAt: Date.now() - 60_000,
      questionMarks: 'not marks',
    } as unknown as OutboxRecording;
    stored.recordings.set(damaged.id, damaged);
    stored.chunks.set(damaged.id, [audio()]);

    await deliverOutbox();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.has('questionMarks')).toBe(false);
  });
});
