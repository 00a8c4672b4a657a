import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/server/paths.js';

/**
 * Every decision record says, right under its title, whether it still holds and when it was
 * written. A reader who lands on an old record must learn at once that a later one replaced it,
 * and where to go instead; without that, a record that was true once reads as true now.
 */
const DECISIONS_DIR = path.join(PROJECT_ROOT, 'docs', 'decisions');

// The header sits under the title; eight lines leave room for a Status that wraps onto a second line.
const HEADER_LINES = 8;

// A date in ISO form. A short note in brackets may follow it, as in "Date: 2026-11-28 (issue 27)":
// some records carried that note before this check existed, and their wording is kept.
const DATE_LINE = /^Date: \d{4}-\d{2}-\d{2}(?: \([^)]+\))?$/;

const MARKDOWN_LINK = /\[[^\]]+\]\(([^)\s]+)\)/g;

/**
 * Finds what is wrong with one record's header, given its text. It returns the problems rather than
 * throwing, so one run names every faulty record at once. `recordExists` says whether a file named
 * in a link is a record in docs/decisions/; it is passed in so the function can be tried on a plain
 * string.
 */
function headerProblems(text: string, recordExists: (fileName: string) => boolean): string[] {
  const lines = text.split('\n').slice(0, HEADER_LINES);
  const problems: string[] = [];

  const statusAt = lines.findIndex((line) => line.startsWith('Status: '));
  if (statusAt === -1) problems.push(`no "Status: " line in the first ${HEADER_LINES} lines`);
  if (!lines.some((line) => DATE_LINE.test(line))) {
    problems.push(`no "Date: YYYY-MM-DD" line in the first ${HEADER_LINES} lines`);
  }
  if (statusAt === -1) return problems;

  // A long Status wraps onto the lines below it, up to the Date line or a blank line; its link may
  // be on the second line, so the whole Status is read as one.
  let status = lines[statusAt]!;
  for (const line of lines.slice(statusAt + 1)) {
    if (line.trim() === '' || line.startsWith('Date: ')) break;
    status += ` ${line}`;
  }

  // A superseded record is only useful if it names its successor, and the link must lead somewhere.
  if (status.includes('superseded')) {
    const targets = [...status.matchAll(MARKDOWN_LINK)].map((match) => match[1]!);
    if (targets.length === 0) problems.push('says "superseded" but links no record');
    for (const target of targets) {
      if (!/^\d{4}-[^/]+\.md$/.test(target) || !recordExists(target)) {
        problems.push(`links ${target}, which is not a record in docs/decisions/`);
      }
    }
  }
  return problems;
}

function recordFiles(): string[] {
  return readdirSync(DECISIONS_DIR)
    .filter((file) => file.endsWith('.md'))
    .sort();
}

describe('decision records', () => {
  const recordExists = (fileName: string) => existsSync(path.join(DECISIONS_DIR, fileName));

  it('each carry a Status and a Date under the title, and a superseded one links its successor', () => {
    const files = recordFiles();
    // Guards against the folder moving: an empty list would pass every check below.
    expect(files.length).toBeGreaterThan(40);
    const faults = files.flatMap((file) =>
      headerProblems(readFileSync(path.join(DECISIONS_DIR, file), 'utf8'), recordExists).map(
        (problem) => `${file}: ${problem}`,
      ),
    );
    expect(faults).toEqual([]);
  });

  // The check itself must be able to fail; these show it does on made-up records.
  it('rejects a record without a Status line', () => {
    const record = '# A decision\n\nDate: 2026-11-22\n\n**Context.** Something.\n';
    expect(headerProblems(record, () => true)).toEqual(['no "Status: " line in the first 8 lines']);
  });

  it('rejects a superseded record whose link leads to no record', () => {
    const record = '# A decision\n\nStatus: superseded by [0099](0099-missing.md)\nDate: 2026-11-22\n';
    expect(headerProblems(record, () => false)).toEqual([
      'links 0099-missing.md, which is not a record in docs/decisions/',
    ]);
  });
});
