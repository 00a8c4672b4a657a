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
import { RULE_CONFIDENCE } from '../src/server/features/voice/extraction/field-confidence.js';
import { PREFILL_MIN_CONFIDENCE } from '../src/shared/voice-schemas.js';
import type { GuidedResult } from './voice-eval/measure/guided-summary.js';

/** The share of band fields a wrong prefill may take (issue 24). */
const MAX_WRONG_SHARE = 0.02;

interface Observation {
  withMarks: boolean;
  band: 'debt' | 'creditors';
  right: boolean;
  confidence: number;
  rule: number | undefined;
}

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('Usage: npx tsx bench/voice-calibrate.ts <guided-results-dev-….json> …');
const observations: Observation[] = [];
const messages: Array<{ withMarks: boolean }> = [];
for (const file of files) {
  const run = JSON.parse(await readFile(file, 'utf8')) as { split: string; messages: GuidedResult[] };
  if (run.split !== 'dev') throw new Error(`${file} is from the ${run.split} split: calibrate on dev only`);
  for (const result of run.messages) {
    messages.push({ withMarks: result.withMarks });
    const f = result.fields;
    const bands = [
      ['debt', f.debtAmount, f.debtConfidence, f.debtRuleConfidence, result.truth.debtAmount],
      ['creditors', f.creditorsCount, f.creditorsConfidence, f.creditorsRuleConfidence, result.truth.creditorsCount],
    ] as const;
    for (const [band, value, confidence, rule, truth] of bands) {
      if (value === undefined) continue;
      observations.push({
        withMarks: result.withMarks,
        band,
        right: value === truth,
        confidence: confidence ?? 0,
        rule,
      });
    }
  }
}

const settings = [
  { label: 'without marks', test: (o: { withMarks: boolean }) => !o.withMarks },
  { label: 'with marks', test: (o: { withMarks: boolean }) => o.withMarks },
  { label: 'both', test: () => true },
].filter((s) => messages.some(s.test));

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);
const out: string[] = [];
out.push(
  `Dev split calibration (${files.length} file${files.length > 1 ? 's' : ''}); shipped threshold ${PREFILL_MIN_CONFIDENCE}.`,
);

out.push(
  '',
  '| setting | band fields | threshold | prefilled right | prefilled wrong | wrong share |',
  '|---|---:|---:|---:|---:|---:|',
);
const thresholds = [0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
for (const setting of settings) {
  const fields = messages.filter(setting.test).length * 2;
  const seen = observations.filter(setting.test);
  for (const threshold of thresholds) {
    const over = seen.filter((o) => o.confidence >= threshold);
    const wrong = over.filter((o) => !o.right).length;
    out.push(
      `| ${setting.label} | ${fields} | ${threshold.toFixed(2)} | ${over.length - wrong} | ${wrong} | ${pct(wrong, fields)} |`,
    );
  }
  const lowest = lowestThreshold(seen, fields);
  out.push(
    `| ${setting.label} | ${fields} | **${lowest.toFixed(2)}** (lowest with wrong ≤ ${100 * MAX_WRONG_SHARE}%) | ` +
      `${seen.filter((o) => o.confidence >= lowest && o.right).length} | ${seen.filter((o) => o.confidence >= lowest && !o.right).length} | ` +
      `${pct(seen.filter((o) => o.confidence >= lowest && !o.right).length, fields)} |`,
  );
}

out.push('', 'By rule (its confidence before word confidences), every band found:', '');
out.push(
  '| setting | band | rule confidence | rules with it | found | right | wrong | right share |',
  '|---|---|---:|---|---:|---:|---:|---:|',
);
for (const setting of settings.filter((s) => s.label !== 'both')) {
  for (const band of ['debt', 'creditors'] as const) {
    const seen = observations.filter((o) => setting.test(o) && o.band === band);
    const rules = [...new Set(seen.map((o) => o.rule))].sort((a, b) => (b ?? 0) - (a ?? 0));
    for (const rule of rules) {
      const group = seen.filter((o) => o.rule === rule);
      const right = group.filter((o) => o.right).length;
      out.push(
        `| ${setting.label} | ${band} | ${rule?.toFixed(2) ?? '?'} | ${ruleNames(band, rule).join(', ') || '?'} | ${group.length} | ${right} | ${group.length - right} | ${pct(right, group.length)} |`,
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

/** The whole-message rules whose confidence (after a repaired slip, or the floor) is this one. */
function ruleNames(band: 'debt' | 'creditors', confidence: number | undefined): string[] {
  if (confidence === undefined) return [];
  const floor = (value: number) => Math.round(Math.max(PREFILL_MIN_CONFIDENCE, value) * 100) / 100;
  const names: string[] = [];
  const table = band === 'debt' ? RULE_CONFIDENCE.debt : RULE_CONFIDENCE.creditors;
  for (const [rule, value] of Object.entries(table)) {
    if (floor(value) === confidence) names.push(`${band}.${rule}`);
    if (band === 'debt' && floor(value - RULE_CONFIDENCE.repairedNumber) === confidence)
      names.push(`${band}.${rule} (repaired)`);
  }
  return names;
}
