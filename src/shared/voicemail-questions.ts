/**
 * SPEC §2: the seven questions the visitor answers aloud, in order, in SPEC's words. The one list:
 * the recorder shows them (client voicemail-copy.ts), the dashboard groups a transcript under
 * them, the server cuts a guided recording at one mark per question (question-marks.ts) and the
 * optional LLM extractor is told them (llm-prompt.ts).
 */
export const VOICEMAIL_QUESTIONS = [
  'Your name, title, role, company and background',
  'Total commercial debt owed',
  'Any lawsuits, judgments, liens or collection actions',
  'Monthly cash flow or gross revenue',
  'Number of creditors or collection agencies',
  'Whether bankruptcy was considered or suggested',
  'Your main business goals after resolving the debt',
] as const;
