/**
 * Accuracy of the voicemail field extraction over the corpus in
 * test-fixtures/voice/extraction-corpus.ts: per field, how many entries expect it, how many
 * of those it was found in, how many were right, and how many times it was found where nothing
 * was expected. Run with `npx tsx bench/voice-extraction.ts` (`--json` prints the rows as JSON
 * for a combined report).
 *
 * The local extractor is measured by default. With OPENAI_API_KEY set (and optionally
 * TRANSCRIPTION_BASE_URL and EXTRACTION_MODEL, as for the server), `--engine=openai` measures the
 * LLM engine instead.
 */
import { performance } from 'node:perf_hooks';
import type { ExtractedData } from '../src/shared/voice-schemas.js';
import { scoreEntry, totals, type FieldResult, type FieldTotals } from '../test-fixtures/voice/score-extraction.js';
import { VOICEMAIL_CORPUS } from '../test-fixtures/voice/extraction-corpus.js';
import { extractLeadDetails } from '../src/server/features/voice/extraction/extract-lead-details.js';
import { createLlmExtractor } from '../src/server/features/voice/extraction/llm-extractor.js';

const args = new Set(process.argv.slice(2));
const engine = args.has('--engine=openai') ? 'openai' : 'local';

function chooseExtractor(): (transcript: string) => Promise<ExtractedData> {
  if (engine === 'local') return async (transcript) => extractLeadDetails(transcript);
  const apiKey = process.env.OPENAI_API_KEY;
  if (!apiKey) throw new Error('--engine=openai needs OPENAI_API_KEY');
  const llm = createLlmExtractor({
    baseUrl: process.env.TRANSCRIPTION_BASE_URL ?? 'https://api.openai.com',
    apiKey,
    model: process.env.EXTRACTION_MODEL ?? 'gpt-4o-mini',
  });
  return (transcript) => llm.extract(transcript);
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

function printTable(rows: readonly FieldTotals[]): void {
  const header = ['field', 'expected', 'found', 'correct', 'accuracy', 'false+'];
  const lines = rows.map((r) => [
    r.field,
    String(r.expected),
    String(r.found),
    String(r.correct),
    percent(r.correct, r.expected),
    String(r.falsePositives),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l, i) => {
    if (i === lines.length - 1) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    console.log(format(l));
  });
}

async function main(): Promise<void> {
  const extract = chooseExtractor();
  const results: FieldResult[][] = [];
  const failures: string[] = [];
  const started = performance.now();
  for (const entry of VOICEMAIL_CORPUS) {
    const actual = await extract(entry.transcript).catch((error: unknown) => {
      failures.push(`${entry.id}: ${(error as Error).message}`);
      return {};
    });
    const scored = scoreEntry(entry, actual);
    results.push(scored);
    for (const r of scored) {
      if (r.outcome === 'wrong' || r.outcome === 'missed' || r.outcome === 'false-positive') {
        failures.push(
          `${entry.id} ${r.field} ${r.outcome}: expected ${r.expected ?? '(nothing)'}, got ${r.actual ?? '(nothing)'}`,
        );
      }
    }
  }
  const elapsed = performance.now() - started;
  const rows = totals(results);

  if (args.has('--json')) {
    console.log(
      JSON.stringify(
        { engine, entries: VOICEMAIL_CORPUS.length, msPerTranscript: elapsed / VOICEMAIL_CORPUS.length, rows },
        null,
        2,
      ),
    );
    return;
  }
  const styles = (style: string) => VOICEMAIL_CORPUS.filter((e) => e.style === style).length;
  console.log(
    `Voice extraction (${engine}): ${VOICEMAIL_CORPUS.length} transcripts (${styles('pocketsphinx')} pocketsphinx-style, ${styles('hosted')} hosted-style)`,
  );
  console.log(
    'accuracy = correct / expected; false+ = found where the transcript does not say it; message = holds every expected fact\n',
  );
  printTable(rows);
  console.log(`\n${(elapsed / VOICEMAIL_CORPUS.length).toFixed(2)} ms per transcript`);
  if (failures.length > 0) console.log(`\nNot right (${failures.length}):\n  ${failures.join('\n  ')}`);
}

await main();
