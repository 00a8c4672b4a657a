import { describe, expect, it } from 'vitest';
import type { ValueOrigin } from '#shared/people-schemas.js';
import { scoreOf, scoreReasons, weighted, type ScoreInputs } from './lead-score.js';

const chosen: ValueOrigin = { source: 'chosen', kind: 'consultation', confidence: 1 };
const heard = (confidence: number): ValueOrigin => ({ source: 'voicemail', kind: 'voicemail', confidence });
const inferred: ValueOrigin = { source: 'inferred', kind: 'consultation', confidence: 0.5 };

const inputs = (overrides: Partial<ScoreInputs> = {}): ScoreInputs => ({
  debtAmount: '1m-5m',
  creditorsCount: '3-8',
  legalActions: 'Lawsuit',
  bankruptcy: 'Suggested, not wanted',
  annualRevenue: 2_000_000,
  ...overrides,
});

describe('qualification score by where each value came from', () => {
  it('counts stated values, and values without an origin, in full', () => {
    const all = {
      debtAmount: chosen,
      creditorsCount: chosen,
      legalActions: chosen,
      bankruptcy: chosen,
      revenue: chosen,
    };
    for (const origins of [undefined, all]) {
      const reasons = scoreReasons(inputs(origins ? { origins } : {}));
      // Debt 35, legal 20, bankruptcy near 10, revenue over $1M 10, creditors 3–8 8.
      expect(reasons.map((r) => r.points)).toEqual([35, 20, 10, 10, 8]);
      expect(reasons.every((r) => r.reducedFor === undefined)).toBe(true);
      expect(scoreOf(reasons)).toBe(83);
    }
  });

  it('counts a voicemail’s confident values in full', () => {
    const reasons = scoreReasons(inputs({ origins: { debtAmount: heard(0.6), creditorsCount: heard(0.85) } }));
    expect(reasons.find((r) => r.label.startsWith('Debt'))).toEqual({
      label: 'Debt $1 million – $5 million',
      points: 35,
    });
    expect(scoreOf(reasons)).toBe(83);
  });

  it('counts an inferred value at half, rounded away from zero, and says so', () => {
    const reasons = scoreReasons(inputs({ origins: { debtAmount: inferred, creditorsCount: inferred } }));
    expect(reasons).toContainEqual({ label: 'Debt $1 million – $5 million', points: 18, reducedFor: 'inferred' });
    expect(reasons).toContainEqual({ label: '3–8 creditors', points: 4, reducedFor: 'inferred' });
    expect(scoreOf(reasons)).toBe(18 + 4 + 20 + 10 + 10);
  });

  it('does not count an unsure value, but still lists it at 0, last', () => {
    const reasons = scoreReasons(inputs({ origins: { debtAmount: heard(0.59), legalActions: heard(0.3) } }));
    expect(reasons.slice(-2)).toEqual([
      { label: 'Debt $1 million – $5 million', points: 0, reducedFor: 'unsure' },
      { label: 'Legal action: lawsuit', points: 0, reducedFor: 'unsure' },
    ]);
    expect(scoreOf(reasons)).toBe(10 + 10 + 8);
  });

  it('takes off half the points for a bankruptcy inferred as filed, and none for an unsure one', () => {
    const filed = (origin: ValueOrigin) =>
      scoreReasons(
        inputs({
          debtAmount: '',
          creditorsCount: '',
          legalActions: null,
          annualRevenue: null,
          bankruptcy: 'Filed',
          origins: { bankruptcy: origin },
        }),
      );
    expect(filed(chosen)).toEqual([{ label: 'Bankruptcy already filed', points: -15 }]);
    expect(filed(inferred)).toEqual([{ label: 'Bankruptcy already filed', points: -8, reducedFor: 'inferred' }]);
    const unsure = filed(heard(0.2))[0]!;
    expect(unsure.points).toBe(0);
    expect(Object.is(unsure.points, -0)).toBe(false);
  });

  it('weighs revenue by its origin too (it is never chosen: a voicemail’s transcript or a message)', () => {
    const reasons = scoreReasons(inputs({ origins: { revenue: { ...inferred, kind: 'voicemail' } } }));
    expect(reasons).toContainEqual({ label: 'Revenue over $1M a year', points: 5, reducedFor: 'inferred' });
  });

  it('rounds half points away from zero', () => {
    expect([35, 25, 15, 5, 3, -15, 0].map((points) => weighted(points, 0.5))).toEqual([18, 13, 8, 3, 2, -8, 0]);
    expect(weighted(-15, 0)).toBe(0);
  });
});
