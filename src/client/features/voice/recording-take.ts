import { readVisitorSessionId } from '#client/lib/islands/visitor-session-id.js';
import { openVoiceStream, type VoiceStream } from './api/voice-stream.js';
import { deliverRecording, recordingsInProgress, type DeliveryOutcome } from './voicemail-delivery.js';
import {
  holdRecordingLock,
  newRecordingId,
  removeRecording,
  saveChunk,
  saveRecording,
  type OutboxRecording,
} from './voicemail-outbox.js';
import type { ContactDetails } from './voicemail-lead-sync.js';
import { FIRST_QUESTION_MARKS, type QuestionMarks } from './question-steps.js';

/** How long the upload waits for chunks still on their way to the live stream. */
const STREAM_SETTLE_MS = 1500;

/**
 * One recording while it is made and sent (decision 0020): its outbox entry in IndexedDB, every
 * chunk kept there until the server has the recording, and its live stream once open.
 */
export interface Take {
  recording: OutboxRecording;
  /** Frees the Web Lock that tells other tabs this recording is still being made. */
  releaseLock: () => void;
  chunks: Blob[];
  stream: VoiceStream | null;
  /** Set once the take was dropped or handed over: a stream opening late is cancelled. */
  ended: boolean;
}

/** Starts a take: the outbox entry now, the live stream as soon as the server opens one. */
export function beginTake(details: ContactDetails): Take {
  const sessionId = readVisitorSessionId();
  const recording: OutboxRecording = {
    id: newRecordingId(),
    ...details,
    sessionId,
    mimeType: 'audio/webm',
    complete: false,
    createdAt: Date.now(),
    questionMarks: [...FIRST_QUESTION_MARKS],
  };
  const take: Take = {
    recording,
    releaseLock: holdRecordingLock(recording.id),
    chunks: [],
    stream: null,
    ended: false,
  };
  recordingsInProgress.add(recording.id);
  saveRecording(recording).catch(() => {});
  void openVoiceStream(details, sessionId, () => take.recording.questionMarks).then((stream) => {
    if (!stream) return;
    if (take.ended) {
      stream.cancel();
      return;
    }
    take.stream = stream;
    for (const chunk of take.chunks) stream.send(chunk);
    take.recording.streamId = stream.streamId;
    take.recording.streamToken = stream.token;
    saveRecording(take.recording).catch(() => {});
  });
  return take;
}

/** A recorded chunk: kept in the browser, and sent to the live stream when one is open. */
export function addChunk(take: Take, chunk: Blob, seq: number, mimeType: string): void {
  take.chunks.push(chunk);
  if (take.recording.mimeType !== mimeType) {
    take.recording.mimeType = mimeType;
    saveRecording(take.recording).catch(() => {});
  }
  saveChunk(take.recording.id, seq, chunk).catch(() => {});
  take.stream?.send(chunk);
}

/**
 * The caller moved on to the next question: the marks so far go into the outbox entry (a resumed
 * upload sends them) and, with the next chunk, to the live stream (which reads them from the entry).
 */
export function noteQuestionMarks(take: Take, marks: QuestionMarks): void {
  if (take.ended) return;
  take.recording.questionMarks = [...marks];
  saveRecording(take.recording).catch(() => {});
}

/** Drops a take (the panel closed while recording, or the recording failed): nothing is kept. */
export function dropTake(take: Take): void {
  take.ended = true;
  take.releaseLock();
  recordingsInProgress.delete(take.recording.id);
  take.stream?.cancel();
  removeRecording(take.recording.id).catch(() => {});
}

/**
 * Sends a finished take. From here on the message is the visitor's: marked complete in the
 * outbox first, so it is sent later if this try fails, even after a reload.
 */
export async function sendTake(take: Take, audio: Blob): Promise<DeliveryOutcome> {
  take.ended = true;
  take.recording.complete = true;
  await saveRecording(take.recording).catch(() => {});
  if (take.stream && !take.stream.broken) await take.stream.settle(STREAM_SETTLE_MS);
  const recording = take.stream?.broken
    ? { ...take.recording, streamId: undefined, streamToken: undefined }
    : take.recording;
  try {
    return await deliverRecording(recording, audio);
  } finally {
    recordingsInProgress.delete(take.recording.id);
    take.releaseLock();
  }
}
