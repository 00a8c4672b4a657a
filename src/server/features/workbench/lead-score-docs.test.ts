import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#server/paths.js';
import {
  BANKRUPTCY_FILED_POINTS,
  BANKRUPTCY_NEAR_POINTS,
  CREDITOR_POINTS,
  DEBT_POINTS,
  LEGAL_ACTION_POINTS,
  REVENUE_POINTS,
} from './lead-score.js';

/**
 * docs/workbench.md explains the score with a table of points, for the principal and for whoever
 * tunes it; lead-score.ts is what counts. This keeps the table saying what the code does: change a
 * number in one and the other must follow.
 */
const doc = readFileSync(path.join(PROJECT_ROOT, 'docs', 'workbench.md'), 'utf8');

/** The numbers of the table row that starts with `answer`, in its Points cell ('5 / 15 / 25', '+20', '−15'). */
function pointsOf(answer: string): number[] {
  const row = doc.split('\n').find((line) => line.startsWith(`| ${answer}`));
  expect(row, `a row for "${answer}" in docs/workbench.md`).toBeDefined();
  const cell = row!.split('|')[2]!;
  return [...cell.replaceAll('−', '-').matchAll(/[+-]?\d+/g)].map((match) => Number(match[0]));
}

describe("docs/workbench.md's score table", () => {
  it('gives the points lead-score.ts counts', () => {
    expect(pointsOf('Debt under')).toEqual(Object.values(DEBT_POINTS));
    // The table stops at '16 or more': every band from 16 up scores the same.
    const creditors = Object.values(CREDITOR_POINTS);
    expect(new Set(creditors.slice(3)).size).toBe(1);
    expect(pointsOf('Creditors')).toEqual(creditors.slice(0, 4));
    expect(pointsOf('A lawsuit')).toEqual([LEGAL_ACTION_POINTS]);
    expect(pointsOf('Bankruptcy suggested')).toEqual([BANKRUPTCY_NEAR_POINTS]);
    expect(pointsOf('Bankruptcy already filed')).toEqual([BANKRUPTCY_FILED_POINTS]);
    expect(pointsOf('Revenue over')).toEqual(REVENUE_POINTS.map(({ points }) => points).reverse());
  });
});
