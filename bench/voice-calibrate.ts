/**
 * Calibrates the band confidences on the DEV split only: how often a debt or creditors band that
 * would be prefilled (confidence ≥ the threshold) is wrong, per threshold and per rule, from one
 * or more results files of `bench/voice-guided.ts --split dev` (.cache/voice-eval/guided-results-dev-*.json).
 * It refuses a test-split file: the test split reports, it is never tuned on.
 *
 * Run: `npx tsx bench/voice-calibrate.ts .cache/voice-eval/guided-results-dev-….json [more files]`
 *
 * A rule is told by its confidence before the recogniser's word confidences (the bench records
 * it beside the band, run-pipeline.ts); the table names the rules that have that confidence.
 */
import { readFile } from 'node:fs/promises';
import { repairedConfidence, RULE_CONFIDENCE } from '../src/server/features/voice/extraction/field-confidence.js';
import { GUIDED_CONFIDENCE } from '../src/server/features/voice/guided/read-answers.js';
import { PREFILL_MIN_CONFIDENCE } from '../src/shared/voice-schemas.js';
import type { GuidedResult } from './voice-eval/measure/guided-summary.js';

/** The share of band fields a wrong prefill may take (issue 24). */
const MAX_WRONG_SHARE = 0.02;
/** What read-answers.ts takes off a field heard outside its own answer (not exported there). */
const ELSEWHERE_PENALTY = 0.1;

/** The rules' confidences a run was made with, as the bench records them beside its results. */
export interface RunConfidences {
  debt: Record<string, number>;
  creditors: Record<string, number>;
  repairedNumber: number;
  guided: Record<string, number>;
  /** The repair penalty comes off after the floor (since the calibration of 2026-11-28). */
  repairedAfterFloor: boolean;
}

/** Those of the code before the calibration (main at d9f7e54), for results files that lack them. */
const BEFORE_CALIBRATION: RunConfidences = {
  debt: { total: 0.85, debt: 0.8, unlabelled: 0.65 },
  creditors: { counted: 0.85, 'after-word': 0.75, total: 0.7, kinds: 0.65 },
  repairedNumber: 0.1,
  guided: { agreed: 0.9, questionModel: 0.7, generalModel: 0.65, disagreed: 0.45 },
  repairedAfterFloor: false,
};

const round = (value: number) => Math.round(value * 100) / 100;
const floor = (value: number) => round(Math.max(PREFILL_MIN_CONFIDENCE, value));

interface Observation {
  withMarks: boolean;
  band: 'debt' | 'creditors';
  right: boolean;
  /** As recorded: the rule's confidence times the recogniser's word confidences. */
  confidence: number;
  /** The rule that found it (see ruleOf) and its confidence when the run was made. */
  rule: string;
  ruleConfidence: number | undefined;
}

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('Usage: npx tsx bench/voice-calibrate.ts <guided-results-dev-….json> …');
const observations: Observation[] = [];
const messages: Array<{ withMarks: boolean }> = [];
for (const file of files) {
  const run = JSON.parse(await readFile(file, 'utf8')) as {
    split: string;
    messages: GuidedResult[];
    confidences?: RunConfidences;
  };
  if (run.split !== 'dev') throw new Error(`${file} is from the ${run.split} split: calibrate on dev only`);
  const recorded = run.confidences ?? BEFORE_CALIBRATION;
  for (const result of run.messages) {
    messages.push({ withMarks: result.withMarks });
    const f = result.fields;
    const bands = [
      ['debt', f.debtAmount, f.debtConfidence, f.debtRuleConfidence, result.truth.debtAmount],
      ['creditors', f.creditorsCount, f.creditorsConfidence, f.creditorsRuleConfidence, result.truth.creditorsCount],
    ] as const;
    for (const [band, value, confidence, ruleConfidence, truth] of bands) {
      if (value === undefined) continue;
      observations.push({
        withMarks: result.withMarks,
        band,
        right: value === truth,
        confidence: confidence ?? 0,
        rule: ruleOf(band, ruleConfidence, result, recorded),
        ruleConfidence,
      });
    }
  }
}

/** The same observation with the confidences of the code as it is now (see nowConfidence). */
const now = observations.map((o) => ({ ...o, confidence: nowConfidence(o) }));

const settings = [
  { label: 'without marks', test: (o: { withMarks: boolean }) => !o.withMarks },
  { label: 'with marks', test: (o: { withMarks: boolean }) => o.withMarks },
  { label: 'both', test: () => true },
].filter((s) => messages.some(s.test));

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);
const thresholds = [0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
const out: string[] = [
  `Dev split calibration (${files.length} file${files.length > 1 ? 's' : ''}); threshold now ${PREFILL_MIN_CONFIDENCE}.`,
];
for (const [title, seenAll] of [
  ['As recorded (the confidences of the code the run was made with)', observations],
  ["With the rules' confidences of the code as it is now", now],
] as const) {
  out.push(
    '',
    `${title}:`,
    '',
    '| setting | band fields | threshold | prefilled right | prefilled wrong | wrong share |',
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const setting of settings) {
    const fields = messages.filter(setting.test).length * 2;
    const seen = seenAll.filter(setting.test);
    const row = (threshold: number, label: string) => {
      const over = seen.filter((o) => o.confidence >= threshold);
      const wrong = over.filter((o) => !o.right).length;
      return `| ${setting.label} | ${fields} | ${label} | ${over.length - wrong} | ${wrong} | ${pct(wrong, fields)} |`;
    };
    for (const threshold of thresholds)
      out.push(
        row(threshold, threshold === PREFILL_MIN_CONFIDENCE ? `**${threshold.toFixed(2)}**` : threshold.toFixed(2)),
      );
    const lowest = lowestThreshold(seen, fields);
    out.push(row(lowest, `${lowest.toFixed(2)} (lowest with wrong ≤ ${100 * MAX_WRONG_SHARE}%)`));
  }
}

out.push('', 'By rule, every band found (confidence before word confidences: when recorded → now):', '');
out.push(
  '| setting | band | rule | confidence | found | right | wrong | right share |',
  '|---|---|---|---:|---:|---:|---:|---:|',
);
for (const setting of settings.filter((s) => s.label !== 'both')) {
  for (const band of ['debt', 'creditors'] as const) {
    const seen = observations.filter((o) => setting.test(o) && o.band === band);
    for (const rule of [...new Set(seen.map((o) => o.rule))].sort()) {
      const group = seen.filter((o) => o.rule === rule);
      const right = group.filter((o) => o.right).length;
      const then = group[0]?.ruleConfidence;
      const current = baseNow(rule);
      out.push(
        `| ${setting.label} | ${band} | ${rule} | ${then?.toFixed(2) ?? '?'} → ${current?.toFixed(2) ?? '?'} | ${group.length} | ${right} | ${group.length - right} | ${pct(right, group.length)} |`,
      );
    }
  }
}
console.log(out.join('\n'));

/** The lowest threshold at which wrong prefilled bands are at most MAX_WRONG_SHARE of the fields. */
function lowestThreshold(seen: readonly Observation[], fields: number): number {
  const candidates = [...new Set([...seen.map((o) => o.confidence), 0, 1])].sort((a, b) => a - b);
  for (const threshold of candidates) {
    const wrong = seen.filter((o) => o.confidence >= threshold && !o.right).length;
    if (wrong <= MAX_WRONG_SHARE * fields) return threshold;
  }
  return 1;
}

/**
 * The rule that found a band, told by its confidence before word confidences and by where it was
 * read. Without marks (or with fewer than two usable marks, or when the band's question was in
 * the rest of a message whose caller stopped tapping) the whole message's rules
 * (field-confidence.ts); with its own answer, the answer's (GUIDED_CONFIDENCE: both readings
 * agreed, only the question's model or only the general model heard it, they disagreed), or a
 * creditor count heard outside its answer (a whole-message rule less ELSEWHERE_PENALTY).
 * Confidences are those the run was made with, which the rule table below lists.
 */
function ruleOf(
  band: 'debt' | 'creditors',
  confidence: number | undefined,
  result: GuidedResult,
  recorded: RunConfidences,
): string {
  if (confidence === undefined) return 'unknown';
  const question = band === 'debt' ? 2 : 5;
  const ownAnswer = result.withMarks && result.answers > 0 && result.marksSent > question;
  const repaired = (value: number) =>
    recorded.repairedAfterFloor
      ? round(Math.max(0, floor(value) - recorded.repairedNumber))
      : floor(value - recorded.repairedNumber);
  const candidates: Array<[string, number]> = ownAnswer
    ? [
        ...Object.entries(recorded.guided).map(([rule, value]): [string, number] => [`answer: ${rule}`, value]),
        ...(band === 'creditors'
          ? Object.entries(recorded.creditors).map(([rule, value]): [string, number] => [
              `creditors.${rule} (outside its answer)`,
              round(floor(value) - ELSEWHERE_PENALTY),
            ])
          : []),
      ]
    : band === 'debt'
      ? Object.entries(recorded.debt).flatMap(([rule, value]): Array<[string, number]> => [
          [`debt.${rule}`, floor(value)],
          [`debt.${rule} (repaired)`, repaired(value)],
        ])
      : Object.entries(recorded.creditors).map(([rule, value]): [string, number] => [
          `creditors.${rule}`,
          floor(value),
        ]);
  const names = candidates.filter(([, value]) => value === confidence).map(([name]) => name);
  return names.length > 0 ? names.join(' or ') : `unknown (${confidence})`;
}

/**
 * A rule's confidence before word confidences, in the code as it is now; for rules a recorded
 * confidence could not tell apart ("a or b"), their common confidence now, if they share one.
 */
function baseNow(label: string): number | undefined {
  const values = label.split(' or ').map(ruleNow);
  const first = values[0];
  return first !== undefined && values.every((value) => value === first) ? first : undefined;
}

function ruleNow(rule: string): number | undefined {
  const guided = /^answer: (\w+)$/.exec(rule);
  if (guided) return GUIDED_CONFIDENCE[guided[1] as keyof typeof GUIDED_CONFIDENCE];
  const whole = /^(debt|creditors)\.([\w-]+)( \(repaired\)| \(outside its answer\))?$/.exec(rule);
  if (!whole) return undefined;
  const [, band, name, how] = whole;
  if (band === 'debt') {
    const value = RULE_CONFIDENCE.debt[name as keyof typeof RULE_CONFIDENCE.debt];
    return how ? repairedConfidence(value) : floor(value);
  }
  const value = RULE_CONFIDENCE.creditors[name as keyof typeof RULE_CONFIDENCE.creditors];
  return how ? round(floor(value) - ELSEWHERE_PENALTY) : floor(value);
}

/** The recorded confidence, its rule's part replaced by the rule's confidence now. */
function nowConfidence(o: Observation): number {
  const then = o.ruleConfidence;
  const current = baseNow(o.rule);
  if (then === undefined || current === undefined || then === 0) return o.confidence;
  return round((o.confidence * current) / then);
}
