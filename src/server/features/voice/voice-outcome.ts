import type { ExtractedData, VoiceFeedback, VoiceUnderstanding } from '#shared/voice-schemas.js';
import type { VoiceRepository } from './voice-repository.js';

/** What a voice job came to, and how an upload waits for it. */

export type ProcessResult =
  | { status: 'transcribed'; transcript: string; extractedData: ExtractedData }
  | { status: 'pending'; reason: string }
  /** Another instance holds the message's lock: it is processing it now. */
  | { status: 'claimed-elsewhere' };

/** Values the visitor typed beat what was heard. */
export function mergeTyped(extracted: ExtractedData, typed: { email: string; phone: string }): ExtractedData {
  return { ...extracted, email: typed.email, ...(typed.phone ? { phone: typed.phone } : {}) };
}

/** The admin's view agrees: the e-mail and phone typed with the recording, as typed. */
export function mergeTypedUnderstanding(
  understanding: VoiceUnderstanding,
  typed: { email: string; phone: string },
): VoiceUnderstanding {
  const asTyped = (value: string) => ({ value, source: 'form' as const, confidence: 1 });
  return {
    ...understanding,
    fields: {
      ...understanding.fields,
      email: asTyped(typed.email),
      ...(typed.phone ? { phone: asTyped(typed.phone) } : {}),
    },
  };
}

/** The outcome of a message's first attempt, if one was made (by any instance). */
export function storedOutcome(message: VoiceFeedback): ProcessResult | null {
  if (message.transcript !== null) {
    return {
      status: 'transcribed',
      transcript: message.transcript,
      extractedData: message.extractedData ?? mergeTyped({}, message),
    };
  }
  if (message.transcriptionError !== null) return { status: 'pending', reason: message.transcriptionError };
  return null;
}

/** How often a waiting upload looks whether another instance has stored its transcript. */
const STORED_RESULT_POLL_MS = 1000;

const sleep = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * The outcome of an upload's job within `waitMs`, or null. Another instance may process the
 * message meanwhile (this one's job still waiting for a slot, or refused the lock): its stored
 * transcript is the outcome then. The row is read only while `heldHere` says this instance does
 * not hold the message; while it does, its own job is the only one that can finish it.
 */
export async function awaitOutcome(
  repository: VoiceRepository,
  id: number,
  job: Promise<ProcessResult>,
  waitMs: number,
  heldHere: () => boolean,
): Promise<ProcessResult | null> {
  const deadline = performance.now() + waitMs;
  let own: Promise<ProcessResult> | null = job;
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) return null;
    const pause = sleep(Math.min(left, STORED_RESULT_POLL_MS));
    const result = await (own ? Promise.race([own, pause]) : pause);
    if (result !== 'timeout') {
      if (result.status !== 'claimed-elsewhere') return result;
      own = null;
    }
    if (own && heldHere()) continue;
    const stored = await repository.find(id);
    const outcome = stored && storedOutcome(stored);
    if (outcome) return outcome;
  }
}
