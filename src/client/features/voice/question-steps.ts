import { QUESTION_MARK_MIN_GAP_MS, VOICE_QUESTION_COUNT } from '#shared/question-marks.js';

/**
 * The guided recorder's steps (issue 24): the question on screen, and when each question was
 * shown, in whole milliseconds from the start of the recording. Question 1 is shown at 0; each tap
 * on "Next question" adds the time of that tap. The marks are always what the server accepts
 * (parseQuestionMarks): whole numbers, starting at 0, strictly ascending, at most one per question.
 */
export type QuestionMarks = readonly number[];

/** A recording starts on question 1, shown from its first millisecond. */
export const FIRST_QUESTION_MARKS: QuestionMarks = [0];

/** The question on screen (0-based). */
export const currentQuestionIndex = (marks: QuestionMarks): number => Math.max(0, marks.length - 1);

/** Is the question on screen the last one (no "Next question" any more)? */
export const onLastQuestion = (marks: QuestionMarks): boolean => marks.length >= VOICE_QUESTION_COUNT;

/**
 * The marks after a tap on "Next question" `atMs` into the recording, or the same array (by
 * identity) when the tap is ignored: past the last question, within QUESTION_MARK_MIN_GAP_MS of
 * the previous question (a double tap is one), or at a time that is not a real moment of the
 * recording.
 */
export function markNextQuestion(marks: QuestionMarks, atMs: number): QuestionMarks {
  if (onLastQuestion(marks) || !Number.isFinite(atMs)) return marks;
  const at = Math.round(atMs);
  const previous = marks[marks.length - 1] ?? 0;
  if (at - previous < QUESTION_MARK_MIN_GAP_MS) return marks;
  return [...marks, at];
}
