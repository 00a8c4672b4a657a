import type { PipelineResult } from '../run-pipeline.js';

/**
 * The guided path, as the product runs a recording that came with question marks: the recording
 * cut at the marks, each answer decoded with its question's model, each field read from its own
 * answer (transcribeGuided and understandAnswers, src/server/features/voice/guided/). Undefined
 * until the product has it: the bench then measures the guided recordings without marks only.
 */
export type RunWithMarks = (
  audio: Buffer,
  marks: readonly number[],
  email: string,
  useHints: boolean,
) => Promise<PipelineResult & { answers: number }>;

export const runWithMarks: RunWithMarks | undefined = undefined;
