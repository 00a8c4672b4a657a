import { parseQuestionMarks, QUESTION_MARKS_MIN_USEFUL } from '#shared/question-marks.js';

/**
 * The marks as sent to the server (the `questionMarks` field of the upload and the
 * `x-voice-question-marks` header of a stream chunk): their JSON text, or null when there is
 * nothing worth sending. A caller who never tapped "Next question" has only [0]: nothing is sent,
 * so that recording goes out exactly as before the guided recorder. Anything that is not marks
 * the server would accept (an odd outbox entry, a bug) is not sent either: a voicemail is never
 * put at risk for its marks.
 */
export function questionMarksPayload(marks: unknown): string | null {
  try {
    if (!Array.isArray(marks) || marks.length < QUESTION_MARKS_MIN_USEFUL) return null;
    const text = JSON.stringify(marks);
    return parseQuestionMarks(text) === null ? null : text;
  } catch {
    return null;
  }
}
