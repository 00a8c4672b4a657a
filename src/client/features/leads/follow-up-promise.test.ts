import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claims, FOLLOW_UP_HOURS } from '#content/claims.js';

/**
 * The follow-up window is one number, FOLLOW_UP_HOURS (content/claims.ts), which the copy, the
 * brochures, the e-mails and the dashboard's overdue rule read. SPEC writes the consultation
 * toast's text out in full, so it stays a literal in the form; this keeps it promising the same.
 */
describe('the follow-up promise', () => {
  const promise = `We will contact you within ${FOLLOW_UP_HOURS} hours.`;

  it('is what the copy says', () => {
    expect(claims.followUpPromise).toBe(promise);
    expect(claims.followUpHours).toBe(FOLLOW_UP_HOURS);
  });

  it("is what SPEC's consultation toast says", () => {
    const form = readFileSync(new URL('./components/consultation-form-island.tsx', import.meta.url), 'utf8');
    expect(form).toContain(`'Thank you for your consultation request! ${promise}'`);
  });
});
