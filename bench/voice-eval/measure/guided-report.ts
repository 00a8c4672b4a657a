import { PREFILL_MIN_CONFIDENCE } from '../../../src/shared/voice-schemas.js';
import { prefilledBands, tally, type GuidedResult, type GuidedRow } from './guided-summary.js';
import type { Tally } from './summary.js';

/**
 * The guided bench's markdown: the per-condition table with and without marks, how the callers
 * tapped, and the issue's targets (issue 24) against the run's figures.
 */
export interface GuidedRunInfo {
  date: string;
  command: string;
  split: string;
  dataset: string;
  limit: number;
  wallSeconds: number;
  /** The whole run: recordings decoded at once, processor and wall seconds per audio second (each recording once). */
  cpu: { messagesAtOnce: number; cpuPerAudioSecond: number; wallPerAudioSecond: number };
  hints: boolean;
  marksNote?: string;
  /** The product's rule confidences the run was made with (bench/voice-calibrate.ts reads them). */
  confidences?: {
    debt: Record<string, number>;
    creditors: Record<string, number>;
    repairedNumber: number;
    guided: Record<string, number>;
    repairedAfterFloor: boolean;
  };
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const cell = (t: Tally) =>
  t.expected === 0 ? '–' : `${Math.round((100 * t.correct) / t.expected)}% (${t.correct}/${t.expected})`;
const share = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;

export function guidedMarkdown(rows: readonly GuidedRow[], results: readonly GuidedResult[], info: GuidedRunInfo) {
  const header = [
    'condition',
    'marks',
    'messages',
    'WER',
    'RTF',
    'processor s per audio s',
    info.hints ? 'full name' : 'full name (speech alone)',
    'company',
    'debt band',
    'creditors band',
    'legal yes/no',
    'bankruptcy',
    'wrong band prefilled',
  ];
  const lines = rows.map((row) => [
    row.condition,
    row.withMarks ? 'with marks' : 'without',
    String(row.messages),
    percent(row.wer),
    row.answersRtf !== undefined ? `${row.rtf.toFixed(2)} (answers ${row.answersRtf.toFixed(2)})` : row.rtf.toFixed(2),
    row.cpuRtf !== undefined ? row.cpuRtf.toFixed(2) : '–',
    cell(row.fields.fullName),
    cell(row.fields.company),
    cell(row.fields.debtAmount),
    cell(row.fields.creditorsCount),
    cell(row.fields.legal),
    cell(row.fields.bankruptcy),
    share(row.prefilled.wrong, row.prefilled.fields),
  ]);
  const falsePositives = rows
    .map((row) => {
      const f = row.fields;
      return `${row.condition} ${row.withMarks ? 'with' : 'without'}: debt ${f.debtAmount.falsePositives}, creditors ${f.creditorsCount.falsePositives}, legal ${f.legal.falsePositives}, bankruptcy ${f.bankruptcy.falsePositives}`;
    })
    .join('; ');
  const scripts = new Map(results.map((r) => [r.scriptId, r]));
  const tapping = (kind: GuidedResult['tapping']) => [...scripts.values()].filter((r) => r.tapping === kind).length;
  const c = info.cpu;
  const processor =
    `${c.cpuPerAudioSecond.toFixed(2)} processor s and ${c.wallPerAudioSecond.toFixed(2)} wall s per audio s for the whole run, ` +
    `${c.messagesAtOnce === 1 ? 'one recording' : `${c.messagesAtOnce} recordings`} at a time`;
  return [
    `Guided voicemails, ${info.split} split, ${info.date} (\`${info.command}\`, data set ${info.dataset}, ` +
      `${info.limit} messages per condition, ${info.hints ? 'with the e-mail hints' : 'speech alone'}, ${(info.wallSeconds / 60).toFixed(1)} min):`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`,
    ...lines.map((line) => `| ${line.join(' | ')} |`),
    '',
    `Callers: ${scripts.size} scripts, ${tapping('every question')} tapped Next for every question, ` +
      `${tapping('stopped')} stopped partway, ${tapping('never')} never tapped. RTF: wall-clock seconds per second of ` +
      `audio, which grows when other work shares the machine; with marks it is the whole message's decode plus the ` +
      `answers' (on the server the whole message is mostly decoded live, while the caller records: the answers' part ` +
      `is in brackets). Processor seconds per audio second do not grow with other work (${processor}). Wrong band prefilled: debt or creditors band with confidence ≥ ` +
      `${PREFILL_MIN_CONFIDENCE} (PREFILL_MIN_CONFIDENCE) and not the truth, over two band fields per message.`,
    `Found where the caller did not answer (false positives): ${falsePositives}.`,
    `Decodes that failed twice (scored as nothing understood): ${results.filter((r) => r.failed).length}.`,
    ...(info.marksNote ? [info.marksNote] : []),
    '',
    targetsMarkdown(results),
  ].join('\n');
}

/** Issue 24's targets, measured with marks (and without, for "no worse than today"). */
export function targetsMarkdown(results: readonly GuidedResult[]): string {
  const pick = (withMarks: boolean, conditions: readonly string[]) =>
    results.filter((r) => r.withMarks === withMarks && conditions.includes(r.condition));
  const rate = (t: Tally) => (t.expected === 0 ? NaN : t.correct / t.expected);
  const show = (t: Tally) => (t.expected === 0 ? '–' : `${percent(rate(t))} (${t.correct}/${t.expected})`);
  const rows: string[][] = [];
  const anyMarks = results.some((r) => r.withMarks);
  if (!anyMarks) return 'Targets: not measured (the run had no decodes with marks).';
  const bandRow = (label: string, conditions: readonly string[], target: number) => {
    for (const field of ['debtAmount', 'creditorsCount'] as const) {
      const t = tally(pick(true, conditions), field);
      rows.push([
        `${field === 'debtAmount' ? 'debt' : 'creditors'} band right, ${label}`,
        `≥ ${target}%`,
        show(t),
        t.expected === 0 ? '–' : rate(t) * 100 >= target ? 'yes' : 'no',
      ]);
    }
  };
  bandRow('clean', ['clean'], 97);
  for (const condition of ['noise', 'phone']) bandRow(condition, [condition], 85);
  const all = results.filter((r) => r.withMarks);
  const { wrong, fields } = prefilledBands(all);
  rows.push([
    'wrong band prefilled, every condition',
    '≤ 2%',
    share(wrong, fields),
    fields === 0 ? '–' : wrong / fields <= 0.02 ? 'yes' : 'no',
  ]);
  const name = tally(pick(true, ['clean']), 'fullName');
  rows.push(['full name from speech alone, clean', '≥ 50%', show(name), rate(name) >= 0.5 ? 'yes' : 'no']);
  const company = tally(pick(true, ['clean']), 'company');
  rows.push(['company, clean', '≥ 60%', show(company), rate(company) >= 0.6 ? 'yes' : 'no']);
  return [
    'Against the targets (with marks):',
    '',
    '| measure | target | measured | met |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
