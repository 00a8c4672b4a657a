import { describe, expect, it } from 'vitest';
import { callTimeText, dayKey, groupSlotsByDay, tokenFromManageUrl, zoneName, zoneSentence } from './slot-times.js';

/** 2026-12-01 19:30 UTC is 2:30 PM in New York and 11:30 AM in Los Angeles (standard time). */
const slot = (start: string, minutes = 30) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
});

describe('booking times in the visitor zone', () => {
  it("names zones as people say them, and the firm's beside the visitor's", () => {
    expect(zoneName('America/New_York')).toBe('Eastern Time');
    expect(zoneName('UTC')).toBe('UTC');
    expect(zoneSentence('America/Los_Angeles', 'America/New_York')).toBe(
      'Times in your zone (Pacific Time). The firm is in Eastern Time.',
    );
    expect(zoneSentence('America/New_York', 'America/New_York')).toBe(
      "Times are in your zone (Eastern Time), which is also the firm's.",
    );
  });

  it("groups the open times by the visitor's day, in order, each time once", () => {
    const slots = [
      slot('2026-12-02T14:00:00.000Z'),
      slot('2026-12-01T19:30:00.000Z'),
      slot('2026-12-01T14:00:00.000Z'),
      slot('2026-12-01T19:30:00.000Z'),
      // 7:30 PM in New York on Dec 1 is already Dec 2 in UTC.
      slot('2026-12-02T00:30:00.000Z'),
    ];
    const newYork = groupSlotsByDay(slots, 'America/New_York');
    expect(newYork.map((day) => [day.key, day.label, day.slots.map((item) => item.label)])).toEqual([
      ['2026-12-01', 'Tue, Dec 1', ['9:00 AM', '2:30 PM', '7:30 PM']],
      ['2026-12-02', 'Wed, Dec 2', ['9:00 AM']],
    ]);
    expect(newYork[0]!.longLabel).toBe('Tuesday, December 1');
    const utc = groupSlotsByDay(slots, 'UTC');
    expect(utc.map((day) => day.slots.length)).toEqual([2, 2]);
  });

  it('drops times that cannot be read', () => {
    expect(groupSlotsByDay([{ start: 'soon', end: 'later' }], 'UTC')).toEqual([]);
  });

  it('writes a booked call whole, with its zone', () => {
    expect(callTimeText(slot('2026-12-01T19:30:00.000Z'), 'America/Los_Angeles')).toBe(
      'Tuesday, December 1, 11:30 AM – 12:00 PM (Pacific Time)',
    );
    expect(dayKey('2026-12-01T03:00:00.000Z', 'America/Los_Angeles')).toBe('2026-11-30');
  });

  it('reads the token from a manage link', () => {
    expect(tokenFromManageUrl('https://www.example.com/book/manage/abc.DEF-1')).toBe('abc.DEF-1');
    expect(tokenFromManageUrl('/book/manage/x%7Ey')).toBe('x~y');
    expect(tokenFromManageUrl('https://www.example.com/book')).toBeNull();
  });
});
