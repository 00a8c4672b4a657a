import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETENTION_DAYS,
  parseRetentionMeta,
  retentionMetaContent,
  retentionPeriod,
} from './retention-periods.js';

describe('retention periods', () => {
  it('are worded as the privacy page says them: whole years in years, anything else in days', () => {
    expect(retentionPeriod(DEFAULT_RETENTION_DAYS.inquiries)).toBe('3 years');
    expect(retentionPeriod(DEFAULT_RETENTION_DAYS.voiceRecordings)).toBe('1 year');
    expect(retentionPeriod(DEFAULT_RETENTION_DAYS.activity)).toBe('90 days');
    expect(retentionPeriod(730)).toBe('2 years');
    expect(retentionPeriod(400)).toBe('400 days');
    expect(retentionPeriod(30)).toBe('30 days');
    expect(retentionPeriod(1)).toBe('1 day');
  });

  it('travel in the meta tag and back; a missing or malformed tag gives nothing', () => {
    const days = { inquiries: 730, voiceRecordings: 180, activity: 30, ipAddresses: 7 };
    expect(parseRetentionMeta(retentionMetaContent(days))).toEqual(days);
    for (const bad of [
      null,
      undefined,
      '',
      '{',
      '[]',
      '{"inquiries":1}',
      retentionMetaContent({ ...days, activity: 0 }),
    ]) {
      expect(parseRetentionMeta(bad)).toBeNull();
    }
  });
});
