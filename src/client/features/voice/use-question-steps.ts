import { useCallback, useEffect, useRef, useState } from 'react';
import {
  currentQuestionIndex,
  FIRST_QUESTION_MARKS,
  markNextQuestion,
  onLastQuestion,
  type QuestionMarks,
} from './question-steps.js';

export interface QuestionSteps {
  /** The question on screen (0-based). */
  index: number;
  /** On the last question: "Next question" is gone. */
  last: boolean;
  /** "Next question" was pressed: moves on unless the tap is ignored (question-steps.ts). */
  next: () => void;
  /** A new recording starts on question 1. */
  restart: () => void;
}

interface Options {
  /** Milliseconds into the recording, or null when nothing is being recorded. */
  sinceStart: () => number | null;
  /** The marks after each step that was taken (not after an ignored tap). */
  onStep: (marks: QuestionMarks) => void;
}

/**
 * The guided recorder's state in the panel. The marks live in a ref, so two taps before React
 * renders are still judged against each other (the second is within the gap and ignored).
 */
export function useQuestionSteps({ sinceStart, onStep }: Options): QuestionSteps {
  const marks = useRef<QuestionMarks>(FIRST_QUESTION_MARKS);
  const [shown, setShown] = useState<QuestionMarks>(FIRST_QUESTION_MARKS);
  const latestOnStep = useRef(onStep);
  useEffect(() => {
    latestOnStep.current = onStep;
  });

  const next = useCallback(() => {
    const at = sinceStart();
    if (at === null) return;
    const after = markNextQuestion(marks.current, at);
    if (after === marks.current) return;
    marks.current = after;
    setShown(after);
    latestOnStep.current(after);
  }, [sinceStart]);

  const restart = useCallback(() => {
    marks.current = FIRST_QUESTION_MARKS;
    setShown(FIRST_QUESTION_MARKS);
  }, []);

  return { index: currentQuestionIndex(shown), last: onLastQuestion(shown), next, restart };
}
