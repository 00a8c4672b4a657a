import type { ExtractedData, VoiceSubmitResponse } from '#shared/voice-schemas.js';
import { toast } from '#client/components/ui/use-toast.js';
import { rememberPendingResult, watchPendingResults } from './api/pending-voice-results.js';
import { uploadVoicemail } from './api/upload-voicemail.js';
import { toasts } from './voicemail-copy.js';
import {
  hasExtractedDetails,
  publishVoicemailRecord,
  voicemailLeadRecord,
  type ContactDetails,
} from './voicemail-lead-sync.js';
import { outboxMayHaveRecordings } from './voicemail-outbox-flag.js';
import {
  isBeingRecorded,
  listRecordings,
  OUTBOX_MAX_AGE_MS,
  recordingAudio,
  removeRecording,
  type OutboxRecording,
} from './voicemail-outbox.js';

/**
 * Sends recordings from the outbox (decision 0020) and tells the page what came of them. Used by
 * the panel for the recording just made, and in the background on every page for recordings a
 * failed upload, a reload or a closed tab left behind: at load, when the browser is back online,
 * and every 30 s while something waits.
 */
export type DeliveryOutcome =
  | { kind: 'sent'; answer: VoiceSubmitResponse | null }
  /** The server will never take it (too long, not audio, bad e-mail): dropped. */
  | { kind: 'refused'; status: number }
  /** Offline, server down or busy: kept for the next try. */
  | { kind: 'kept' };

/** Recordings being made on this page right now: not the background's to send. */
export const recordingsInProgress = new Set<string>();

/** Statuses that a later try can get past; any other 4xx would fail the same way forever. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

export async function deliverRecording(recording: OutboxRecording, given?: Blob): Promise<DeliveryOutcome> {
  const audio = given ?? (await recordingAudio(recording));
  if (audio.size === 0) {
    await removeRecording(recording.id);
    return { kind: 'refused', status: 0 };
  }
  const result = await uploadVoicemail({
    audio,
    email: recording.email,
    phone: recording.phone,
    sessionId: recording.sessionId,
    recordingId: recording.id,
    stream:
      recording.streamId && recording.streamToken
        ? { streamId: recording.streamId, token: recording.streamToken }
        : undefined,
    // Whatever the entry holds: the upload sends only marks the server would accept.
    questionMarks: recording.questionMarks,
  });
  if (result.ok) {
    await removeRecording(recording.id).catch(() => {});
    const answer = result.answer;
    if (answer?.status === 'pending' && answer.resultToken) {
      rememberPendingResult({
        id: answer.id,
        token: answer.resultToken,
        email: recording.email,
        phone: recording.phone,
        since: Date.now(),
      });
      watchResults();
    }
    return { kind: 'sent', answer };
  }
  if (result.status !== null && result.status >= 400 && result.status < 500 && !RETRYABLE_4XX.has(result.status)) {
    await removeRecording(recording.id).catch(() => {});
    return { kind: 'refused', status: result.status };
  }
  scheduleRetry();
  return { kind: 'kept' };
}

/** What the transcript gave goes to the consultation form, and the visitor is told. */
export function announceExtracted(extracted: ExtractedData | null, contact: ContactDetails): void {
  publishVoicemailRecord(voicemailLeadRecord(extracted, contact));
  toast(hasExtractedDetails(extracted, contact) ? toasts.processed : toasts.received);
}

function watchResults(): void {
  watchPendingResults((entry, result) => {
    if (hasExtractedDetails(result.extractedData, entry)) announceExtracted(result.extractedData, entry);
  });
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let delivering = false;
const RETRY_EVERY_MS = 30_000;

function scheduleRetry(): void {
  if (retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void deliverOutbox();
  }, RETRY_EVERY_MS);
}

/** Sends whatever waits in the outbox (not what this page is recording now). */
export async function deliverOutbox(): Promise<void> {
  if (delivering) return;
  delivering = true;
  try {
    for (const recording of await listRecordings()) {
      if (recordingsInProgress.has(recording.id) || (await isBeingRecorded(recording.id))) continue;
      if (Date.now() - recording.createdAt > OUTBOX_MAX_AGE_MS) {
        await removeRecording(recording.id);
        continue;
      }
      // The stream of an earlier page is long closed; the file is sent whole.
      const outcome = await deliverRecording({ ...recording, streamId: undefined, streamToken: undefined });
      if (outcome.kind === 'sent') {
        const extracted = outcome.answer?.status === 'transcribed' ? outcome.answer.extractedData : null;
        announceExtracted(extracted, recording);
      }
      if (outcome.kind === 'kept') break;
    }
  } catch {
    scheduleRetry();
  } finally {
    delivering = false;
  }
}

let started = false;

/**
 * The background part, started once per page. `deliverNow` false: the panel has just tried (and
 * its own upload already retried twice), so the next try waits for the network or 30 s.
 */
export function startVoicemailBackground({ deliverNow = true } = {}): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void deliverOutbox());
  if (deliverNow) void deliverOutbox();
  else if (outboxMayHaveRecordings()) scheduleRetry();
  watchResults();
}
