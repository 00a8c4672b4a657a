import { useEffect, useState } from 'react';
import type { VoiceFeedback } from '#shared/voice-schemas.js';
import { useRetryTranscriptionRequest } from './use-voice-feedback.js';

/**
 * How long a retried message may stay Pending before the button offers a retry again. The list
 * does not say whether a job is still running, and a retry that fails with the same reason as
 * before looks unchanged, so the wait is bounded rather than endless.
 */
export const RETRY_WATCH_MS = 90_000;

/**
 * 'Retry Transcription' (SPEC §2): shows 'Transcribing...' while the request runs and then while
 * the message stays Pending with the same failure reason, until the transcript (or a new
 * reason) arrives with a poll.
 */
export function useRetryTranscription(message: VoiceFeedback) {
  const [watchedError, setWatchedError] = useState<{ reason: string | null } | null>(null);
  const request = useRetryTranscriptionRequest(message.id, () =>
    setWatchedError({ reason: message.transcriptionError }),
  );

  useEffect(() => {
    if (!watchedError) return;
    const timer = setTimeout(() => setWatchedError(null), RETRY_WATCH_MS);
    return () => clearTimeout(timer);
  }, [watchedError]);

  const waitingForOutcome =
    watchedError !== null && message.transcript === null && message.transcriptionError === watchedError.reason;
  return { retry: () => request.mutate(), isTranscribing: request.isPending || waitingForOutcome };
}
