import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER, voiceStreamOpenResponseSchema } from '#shared/voice-schemas.js';
import { QUESTION_MARKS_HEADER } from '#shared/question-marks.js';
import type { ContactDetails } from '#client/features/voice/voicemail-lead-sync.js';
import { questionMarksPayload } from '#client/features/voice/question-marks-payload.js';

/**
 * Sends the recording to the server while it is made (decision 0020), so that it is transcribed
 * by the time the caller stops. Best effort: if the stream cannot be opened or a chunk fails, the
 * stream is dropped and the final upload, which always carries the whole recording, is
 * transcribed as a file instead.
 */
export interface VoiceStream {
  readonly streamId: string;
  readonly token: string;
  /** Queues the next chunk; chunks go one at a time, in order. */
  send(chunk: Blob): void;
  /** Waits (bounded) for queued chunks, so the upload repeats as little as possible. */
  settle(timeoutMs: number): Promise<void>;
  /** The recording was discarded. */
  cancel(): void;
  readonly broken: boolean;
}

/**
 * Opens a stream. `questionMarks` reads the guided recorder's marks so far: each chunk carries
 * them (QUESTION_MARKS_HEADER) once the caller has moved past question 1, read when the chunk goes
 * out, so the server learns of a tap within a second. A chunk refused with 400 while it carried
 * marks is sent again without them, and the stream sends no more marks: the final upload carries
 * them anyway.
 */
export async function openVoiceStream(
  contact: ContactDetails,
  sessionId: string | null,
  questionMarks?: () => readonly number[] | undefined,
): Promise<VoiceStream | null> {
  let response: Response;
  try {
    response = await fetch(VOICE_STREAM_PATHS.open, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: contact.email, sessionId }),
    });
  } catch {
    return null;
  }
  if (response.status !== 201) return null;
  const parsed = voiceStreamOpenResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return null;
  const { streamId, token } = parsed.data;
  let seq = 0;
  let broken = false;
  let queue: Promise<void> = Promise.resolve();
  let marksRefused = false;
  const headers = { 'content-type': 'application/octet-stream', [VOICE_TOKEN_HEADER]: token };
  const marksHeader = (): Record<string, string> => {
    if (marksRefused || !questionMarks) return {};
    try {
      const marks = questionMarksPayload(questionMarks());
      return marks === null ? {} : { [QUESTION_MARKS_HEADER]: marks };
    } catch {
      return {};
    }
  };
  const put = (index: number, chunk: Blob, extra: Record<string, string>) =>
    fetch(VOICE_STREAM_PATHS.chunk(streamId, index), { method: 'PUT', headers: { ...headers, ...extra }, body: chunk });
  return {
    streamId,
    token,
    get broken() {
      return broken;
    },
    send(chunk) {
      const index = seq++;
      queue = queue.then(async () => {
        if (broken) return;
        try {
          const marks = marksHeader();
          let sent = await put(index, chunk, marks);
          if (sent.status === 400 && QUESTION_MARKS_HEADER in marks) {
            marksRefused = true;
            sent = await put(index, chunk, {});
          }
          if (!sent.ok) broken = true;
        } catch {
          broken = true;
        }
      });
    },
    async settle(timeoutMs) {
      await Promise.race([queue, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    },
    cancel() {
      broken = true;
      fetch(VOICE_STREAM_PATHS.stream(streamId), {
        method: 'DELETE',
        headers: { [VOICE_TOKEN_HEADER]: token },
        keepalive: true,
      }).catch(() => {});
    },
  };
}
