import type { VoiceAnswer } from '#shared/voice-schemas.js';
import { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';
import { transcriptSegments, type TranscriptSegment } from './transcript-segments.js';

/** One answer of a guided voicemail, ready for the card. */
export interface AnswerGroup {
  /** 1-based place in the list: "Play answer 2". */
  number: number;
  /** "Question 2", or "Questions 5–7" for a part covering several. */
  heading: string;
  /** The questions it answers, in SPEC §2's words (VOICEMAIL_QUESTIONS). */
  questions: string[];
  startMs: number;
  endMs: number;
  text: string;
  /**
   * The text cut into plain runs and unsure words; null when the transcript's unsure words
   * cannot be placed in this answer for certain (then none are marked, rather than the wrong ones).
   */
  segments: TranscriptSegment[] | null;
}

const QUESTION_COUNT = VOICEMAIL_QUESTIONS.length;

const isQuestion = (value: number) => Number.isInteger(value) && value >= 1 && value <= QUESTION_COUNT;

/**
 * The answers to show, in the order they were recorded: each names a question of SPEC §2 and a
 * span of the recording. An answer naming no such question, or an impossible span, is left out;
 * a last question before the first (or past the seventh) is read as the first alone (or up to the
 * seventh).
 */
function usableAnswers(answers: readonly VoiceAnswer[]): VoiceAnswer[] {
  return answers
    .filter(
      (answer) =>
        isQuestion(answer.question) &&
        Number.isFinite(answer.startMs) &&
        Number.isFinite(answer.endMs) &&
        answer.startMs >= 0 &&
        answer.endMs >= answer.startMs,
    )
    .map((answer) => ({
      ...answer,
      lastQuestion: Number.isInteger(answer.lastQuestion)
        ? Math.min(Math.max(answer.lastQuestion, answer.question), QUESTION_COUNT)
        : answer.question,
    }))
    .sort((a, b) => a.startMs - b.startMs || a.question - b.question);
}

/**
 * The unsure words of each answer, when the whole transcript's indexes (into
 * `transcript.split(' ')`) can be placed exactly: the answers' texts joined by single spaces, in
 * order, must give back the transcript word for word. Otherwise null: no answer is marked.
 */
function unsureWordsByAnswer(
  answers: readonly VoiceAnswer[],
  transcript: string,
  unsureWords: readonly number[],
): number[][] | null {
  if (answers.map((answer) => answer.text).join(' ') !== transcript) return null;
  let offset = 0;
  return answers.map((answer) => {
    const count = answer.text.split(' ').length;
    const local = unsureWords.filter((index) => index >= offset && index < offset + count).map((i) => i - offset);
    offset += count;
    return local;
  });
}

/**
 * A guided voicemail's transcript, answer by answer (issue 24), each under its question's
 * heading; an empty list when there are no usable answers (the card then shows the transcript
 * whole, as for any other message).
 */
export function transcriptAnswers(
  answers: readonly VoiceAnswer[] | null | undefined,
  transcript: string,
  unsureWords: readonly number[],
): AnswerGroup[] {
  const usable = usableAnswers(answers ?? []);
  const unsure = unsureWordsByAnswer(usable, transcript, unsureWords);
  return usable.map((answer, index) => {
    const first = answer.question;
    const last = answer.lastQuestion;
    return {
      number: index + 1,
      heading: last > first ? `Questions ${first}–${last}` : `Question ${first}`,
      questions: VOICEMAIL_QUESTIONS.slice(first - 1, last),
      startMs: answer.startMs,
      endMs: answer.endMs,
      text: answer.text,
      segments: unsure ? transcriptSegments(answer.text, unsure[index]!) : null,
    };
  });
}
