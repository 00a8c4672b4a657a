import { voiceSubmitResponseSchema, type VoiceSubmitResponse } from '#shared/voice-schemas.js';
import { audioFileName } from '#client/features/voice/recorder-support.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { QUESTION_MARKS_FIELD } from '#shared/question-marks.js';
import { questionMarksPayload } from '#client/features/voice/question-marks-payload.js';

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
  /**
   * When each question was shown, in ms from the start of the recording (question-steps.ts). Sent
   * only when the caller moved past question 1 (question-marks-payload.ts).
   */
  questionMarks?: readonly number[] | undefined;
}

export type UploadResult = { ok: true; answer: VoiceSubmitResponse | null } | { ok: false; status: number | null };

interface UploadDependencies {
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC §7's multipart body: audio, email, phone (optional), sessionId (optional). */
export function voicemailFormData(upload: VoicemailUpload): FormData {
  const { audio, email, phone, sessionId, recordingId, stream } = upload;
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
  const marks = questionMarksPayload(upload.questionMarks);
  if (marks !== null) form.append(QUESTION_MARKS_FIELD, marks);
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

/**
 * POST /api/voice-feedback, tried up to three times (see RETRY_DELAYS_MS). A 400 to an upload
 * with question marks is tried once more at once without them (a server of the previous release
 * refuses the field): a voicemail is never lost over its marks.
 */
export async function uploadVoicemail(given: VoicemailUpload, deps: UploadDependencies = {}): Promise<UploadResult> {
  const send = deps.fetch ?? fetch;
  const wait = deps.wait ?? sleep;
  let upload = given;
  let attempt = 0;
  for (;;) {
    let response: Response | null = null;
    try {
      response = await send(VOICE_FEEDBACK_URL, { method: 'POST', body: voicemailFormData(upload) });
    } catch {
      // Offline, connection reset, DNS: worth another try.
    }
    if (response?.ok) return { ok: true, answer: await readAnswer(response) };
    if (response?.status === 400 && questionMarksPayload(upload.questionMarks) !== null) {
      // The same try again, without the marks.
      upload = { ...upload, questionMarks: undefined };
      continue;
    }
    const delay = RETRY_DELAYS_MS[attempt];
    const retryable = response === null || response.status >= 500;
    if (!retryable || delay === undefined) return { ok: false, status: response?.status ?? null };
    await wait(delay);
    attempt += 1;
  }
}
