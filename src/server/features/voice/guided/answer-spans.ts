import { VOICE_QUESTION_COUNT } from '#shared/question-marks.js';
import type { VOICEMAIL_QUESTIONS } from '#shared/voicemail-questions.js';

/** How many questions SPEC §2 asks: the lists below have one entry for each. */
type QuestionCount = (typeof VOICEMAIL_QUESTIONS)['length'];

/**
 * Where each answer of a guided recording lies (issue 24): question n (1-based) was shown at
 * marks[n - 1], so its answer runs from there to the next mark, or to the end. When the caller
 * stopped tapping Next before the last question, the part after their last mark holds the rest
 * of the answers: it is one span covering those questions, read as a whole message.
 */
export interface AnswerSpan {
  /** The first question (1-based) the span answers. */
  question: number;
  /** The last question it answers: the same, except for the rest after the caller's last mark. */
  lastQuestion: number;
  startMs: number;
  endMs: number;
}

/**
 * How far a cut reaches back before a mark: a caller who taps Next a moment late is already
 * saying the first word of the next answer, which would otherwise be cut in two.
 */
export const LEAD_IN_MS = 400;
/** How far a cut reaches past the next mark: the end of a last word said as the caller taps. */
export const TAIL_MS = 150;

/** The spans of a recording `durationMs` long; marks must be usable (usableQuestionMarks). */
export function answerSpans(marks: readonly number[], durationMs: number): AnswerSpan[] {
  const spans: AnswerSpan[] = [];
  for (let index = 0; index < marks.length; index++) {
    const question = index + 1;
    const isLast = index === marks.length - 1;
    spans.push({
      question,
      lastQuestion: isLast ? VOICE_QUESTION_COUNT : question,
      startMs: marks[index] ?? 0,
      endMs: isLast ? durationMs : (marks[index + 1] ?? durationMs),
    });
  }
  return spans;
}

/** The stretch of audio decoded for a span: a little wider than it, within the recording. */
export function cutRange(span: AnswerSpan, durationMs: number): { fromMs: number; toMs: number } {
  return {
    fromMs: Math.max(0, span.startMs - (span.question === 1 ? 0 : LEAD_IN_MS)),
    toMs: Math.min(durationMs, span.endMs + (span.endMs >= durationMs ? 0 : TAIL_MS)),
  };
}

/** What a span is an answer to, which decides the model it is decoded with and how it is read. */
export type AnswerTopic = 'caller' | 'debt' | 'legal' | 'revenue' | 'creditors' | 'bankruptcy' | 'goals' | 'rest';

/** One topic per question of the shared list (the compiler checks there are as many). */
const TOPICS = [
  'caller',
  'debt',
  'legal',
  'revenue',
  'creditors',
  'bankruptcy',
  'goals',
] as const satisfies readonly AnswerTopic[] & {
  length: QuestionCount;
};

export function answerTopic(span: Pick<AnswerSpan, 'question' | 'lastQuestion'>): AnswerTopic {
  if (span.lastQuestion !== span.question) return 'rest';
  return TOPICS[span.question - 1] ?? 'rest';
}

/**
 * SPEC §2's questions (src/shared/voicemail-questions.ts) as the hosted engine's prompt names them
 * ("The caller is answering: …"), one per question.
 */
const QUESTION_PROMPTS = [
  'their name, title, role, company and background',
  'the total commercial debt they owe',
  'whether they face lawsuits, judgments, liens or collection actions',
  'their monthly cash flow or gross revenue',
  'how many creditors or collection agencies they have',
  'whether bankruptcy was considered or suggested',
  'their main business goals after resolving the debt',
] as const satisfies { length: QuestionCount };

/** "The caller is answering the question about the total commercial debt they owe." */
export function answerContext(span: Pick<AnswerSpan, 'question' | 'lastQuestion'>): string {
  const asked = QUESTION_PROMPTS.slice(span.question - 1, span.lastQuestion);
  return asked.length === 1
    ? `The caller is answering the question about ${asked[0]}.`
    : `The caller is answering the questions about ${asked.join('; ')}.`;
}
