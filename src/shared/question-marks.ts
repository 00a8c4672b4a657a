import * as z from 'zod/mini';
import { VOICEMAIL_QUESTIONS } from './voicemail-questions.js';

/**
 * The guided voicemail (issue 24): while recording, the caller taps "Next question" to move
 * through the seven questions of SPEC §2, and the recorder notes when each question was shown, in
 * milliseconds from the start of the recording. The server cuts the recording at those marks and
 * decodes each answer as the answer to its question.
 *
 * Marks are optional metadata. A voicemail is never refused over them: malformed marks are
 * ignored (the message is stored and decoded as if it had none), and the answer says so.
 */

/** SPEC §2's seven questions, in order; question n (1-based) is shown from marks[n - 1]. */
export const VOICE_QUESTION_COUNT = VOICEMAIL_QUESTIONS.length;

/** The multipart field of POST /api/voice-feedback carrying the marks (a JSON array). */
export const QUESTION_MARKS_FIELD = 'questionMarks';

/**
 * The header a stream chunk (PUT /api/voice-streams/{id}/chunks/{seq}) may carry: every mark so
 * far, as the same JSON array. The stream keeps the latest well-formed one.
 */
export const QUESTION_MARKS_HEADER = 'x-voice-question-marks';

/** Longest marks text accepted (seven marks of a ten-minute recording take under 60). */
export const QUESTION_MARKS_MAX_CHARS = 200;

/** The recorder ignores a second tap on Next within this long (a double tap is one). */
export const QUESTION_MARK_MIN_GAP_MS = 500;

/** A recording with fewer marks than this is decoded as if it had none. */
export const QUESTION_MARKS_MIN_USEFUL = 2;

const marksSchema = z.array(z.number().check(z.int(), z.nonnegative()));

/**
 * The marks a client sent, or null when they are malformed: not JSON, not an array of whole
 * numbers, not starting at 0, not strictly ascending, negative, more than one per question, or
 * longer than QUESTION_MARKS_MAX_CHARS. An empty text is no marks ([]).
 */
export function parseQuestionMarks(raw: string): number[] | null {
  const text = raw.trim();
  if (text === '') return [];
  if (text.length > QUESTION_MARKS_MAX_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = marksSchema.safeParse(value);
  if (!parsed.success) return null;
  const marks = parsed.data;
  if (marks.length > VOICE_QUESTION_COUNT) return null;
  if (marks.length > 0 && marks[0] !== 0) return null;
  for (let index = 1; index < marks.length; index++) {
    if ((marks[index] ?? 0) <= (marks[index - 1] ?? 0)) return null;
  }
  return marks;
}

/**
 * The marks worth cutting at: those inside the recording (a mark at or past its end is dropped),
 * and none at all when fewer than QUESTION_MARKS_MIN_USEFUL remain.
 */
export function usableQuestionMarks(marks: readonly number[], durationMs: number): number[] {
  const inside = marks.filter((mark) => mark < durationMs);
  return inside.length >= QUESTION_MARKS_MIN_USEFUL ? inside : [];
}
