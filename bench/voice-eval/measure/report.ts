import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageResult, Row, Tally, VoiceRow } from './summary.js';

/**
 * The bench's output: a markdown table ready to paste into the README (with the date and the
 * command that made it), and every message's transcript, fields and truth as JSON beside the
 * cache, so a surprising figure can be traced to the messages behind it.
 */
export interface RunInfo {
  date: string;
  command: string;
  split: string;
  dataset: string;
  limit: number;
  /** Messages decoding at the same time (each may use several cores). */
  messagesAtOnce: number;
  hintsNote?: string;
  wallSeconds: number;
}

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const cell = (t: Tally) =>
  t.expected === 0 ? '–' : `${Math.round((100 * t.correct) / t.expected)}% (${t.correct}/${t.expected})`;

export function markdownReport(rows: readonly Row[], voices: readonly VoiceRow[], info: RunInfo): string {
  const header = [
    'condition',
    'hints',
    'messages',
    'WER',
    'RTF',
    'first name',
    'last name',
    'full name',
    'full name, e-mail has name',
    'full name, e-mail has no name',
    'company',
    'debt band',
    'creditors band',
    'legal yes/no',
    'bankruptcy',
  ];
  const lines = rows.map((row) => [
    row.condition,
    row.hints ? 'with hints' : 'speech alone',
    String(row.messages),
    percent(row.wer),
    row.rtf.toFixed(2),
    cell(row.fields.firstName),
    cell(row.fields.lastName),
    cell(row.fields.fullName),
    cell(row.fullNameEmailWithName),
    cell(row.fullNameEmailWithoutName),
    cell(row.fields.company),
    cell(row.fields.debtAmount),
    cell(row.fields.creditorsCount),
    cell(row.fields.legal),
    cell(row.fields.bankruptcy),
  ]);
  const falsePositives = rows
    .map((row) => {
      const f = row.fields;
      return `${row.condition}${row.hints ? ' (hints)' : ''}: debt ${f.debtAmount.falsePositives}, creditors ${f.creditorsCount.falsePositives}, legal ${f.legal.falsePositives}, bankruptcy ${f.bankruptcy.falsePositives}`;
    })
    .join('; ');
  const atOnce = info.messagesAtOnce === 1 ? 'one message' : `${info.messagesAtOnce} messages`;
  return [
    `Voicemail evaluation, ${info.split} split, ${info.date} (\`${info.command}\`, data set ${info.dataset}, ` +
      `${info.limit} messages per condition, ${(info.wallSeconds / 60).toFixed(1)} min):`,
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i < 2 ? '---' : '---:')).join('|')}|`,
    ...lines.map((line) => `| ${line.join(' | ')} |`),
    '',
    'WER: word errors over reference words, numbers compared as spoken words. RTF: processing seconds per second ' +
      `of audio, ${atOnce} decoding at a time. Names and company are scored on every message (the caller's real ` +
      'ones, said or not); debt, creditors, legal and bankruptcy only where the caller answered.',
    `Found where the caller did not answer (false positives): ${falsePositives}.`,
    ...(info.hintsNote ? [info.hintsNote] : []),
    '',
    'By voice, every condition above together:',
    '',
    '| voice | messages | WER | debt band |',
    '|---|---:|---:|---:|',
    ...voices.map((v) => `| ${v.voice} | ${v.messages} | ${percent(v.wer)} | ${cell(v.debtAmount)} |`),
  ].join('\n');
}

export async function writeResults(
  file: string,
  info: RunInfo,
  rows: readonly Row[],
  results: readonly MessageResult[],
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ ...info, rows, messages: results }, null, 1));
}
