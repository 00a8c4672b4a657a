import { voiceSubmitResponseSchema, type VoiceSubmitResponse } from '#shared/voice-schemas.js';
import { audioFileName } from '#client/features/voice/recorder-support.js';
import { API_ROUTES } from '#shared/api-routes.js';

export const VOICE_FEEDBACK_URL = API_ROUTES.voiceFeedback;

/**
 * Waits before the second and third tries. Only network failures and 5xx answers are retried: a
 * 4xx (too large, not audio, rate limited, invalid e-mail) would fail the same way again.
 */
export const RETRY_DELAYS_MS = [1000, 3000] as const;

export interface VoicemailUpload {
  audio: Blob;
  email: string;
  /** Empty when the visitor gave none (the field is then left out). */
  phone: string;
  sessionId: string | null;
  /** The browser's id for the recording: a resend after a lost answer is stored once. */
  recordingId?: string;
  /** The live stream the recording also went to while it was made (decision 0020). */
  stream?: { streamId: string; token: string } | undefined;
}

export type UploadResult = { ok: true; answer: VoiceSubmitResponse | null } | { ok: false; status: number | null };

interface UploadDependencies {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC §7's multipart body: audio, email, phone (optional), sessionId (optional). */
export function voicemailFormData({ audio, email, phone, sessionId, recordingId, stream }: VoicemailUpload): FormData {
  const form = new FormData();
  form.append('audio', audio, audioFileName(audio.type));
  form.append('email', email);
  if (phone) form.append('phone', phone);
  if (sessionId) form.append('sessionId', sessionId);
  // Beside SPEC §7's fields: a server without them ignores nothing, it refuses unknown fields, so
  // they are sent only when there is something to say.
  if (recordingId) form.append('recordingId', recordingId);
  if (stream) {
    form.append('streamId', stream.streamId);
    form.append('streamToken', stream.token);
  }
  return form;
}

/**
 * The server's answer. A 2xx means the message is stored, so an answer this code cannot read is
 * still a success (null): asking the visitor to send it again would only duplicate it.
 */
async function readAnswer(response: Response): Promise<VoiceSubmitResponse | null> {
  try {
    const parsed = voiceSubmitResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** POST /api/voice-feedback, tried up to three times (see RETRY_DELAYS_MS). */
export async function uploadVoicemail(upload: VoicemailUpload, deps: UploadDependencies = {}): Promise<UploadResult> {
  const send = deps.fetch ?? fetch;
  const wait = deps.wait ?? sleep;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | null = null;
    try {
      response = await send(VOICE_FEEDBACK_URL, { method: 'POST', body: voicemailFormData(upload) });
    } catch {
      // Offline, connection reset, DNS: worth another try.
    }
    if (response?.ok) return { ok: true, answer: await readAnswer(response) };
    const delay = RETRY_DELAYS_MS[attempt];
    const retryable = response === null || response.status >= 500;
    if (!retryable || delay === undefined) return { ok: false, status: response?.status ?? null };
    await wait(delay);
  }
}
