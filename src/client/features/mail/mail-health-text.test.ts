import { describe, expect, it } from 'vitest';
import type { MailHealth } from '#shared/booking-schemas.js';
import { mailHealthWarning } from './mail-health-text.js';

const health = (overrides: Partial<MailHealth>): MailHealth => ({
  enabled: true,
  failingOverAnHour: 0,
  oldestFailingSince: null,
  lastError: null,
  ...overrides,
});
const since = (iso: string) => `<${iso}>`;

describe('the mail warning', () => {
  it('says nothing while mail works, is off, or has not loaded', () => {
    expect(mailHealthWarning(undefined, since)).toBeNull();
    expect(mailHealthWarning(health({}), since)).toBeNull();
    expect(mailHealthWarning(health({ enabled: false, failingOverAnHour: 3 }), since)).toBeNull();
  });

  it('counts what has been failing for over an hour and says since when', () => {
    expect(mailHealthWarning(health({ failingOverAnHour: 1 }), since)).toBe(
      '1 e-mail has failed to send for over an hour. Visitors may not have their confirmations; check the mail settings.',
    );
    expect(
      mailHealthWarning(health({ failingOverAnHour: 4, oldestFailingSince: '2026-11-28T09:00:00.000Z' }), since),
    ).toBe(
      '4 e-mails have failed to send for over an hour (the oldest since <2026-11-28T09:00:00.000Z>). Visitors may not have their confirmations; check the mail settings.',
    );
  });
});
