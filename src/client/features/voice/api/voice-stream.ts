import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER, voiceStreamOpenResponseSchema } from '#shared/voice-schemas.js';
import type { ContactDetails } from '#client/features/voice/voicemail-lead-sync.js';

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

export async function openVoiceStream(contact: ContactDetails, sessionId: string | null): Promise<VoiceStream | null> {
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
  const headers = { 'content-type': 'application/octet-stream', [VOICE_TOKEN_HEADER]: token };
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
          const sent = await fetch(VOICE_STREAM_PATHS.chunk(streamId, index), { method: 'PUT', headers, body: chunk });
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
