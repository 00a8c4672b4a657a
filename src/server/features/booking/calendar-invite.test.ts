import { describe, expect, it } from 'vitest';
import { addressOf, calendarInvite, escapeText, foldLine, icsUtc, type InviteEvent } from './calendar-invite.js';

const event: InviteEvent = {
  method: 'REQUEST',
  uid: 'booking-7@www.example.com',
  sequence: 2,
  start: new Date('2026-12-01T19:30:00Z'),
  end: new Date('2026-12-01T20:00:00Z'),
  stamp: new Date('2026-11-28T10:00:05.123Z'),
  summary: 'Call; with, us',
  description: 'Line one\nLine two: ' + 'é'.repeat(80),
  organizer: { name: 'Summit "Debt" Advisors', email: 'no-reply@example.com' },
  attendee: { name: 'Maria Okafor', email: 'maria@example.com' },
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('calendar invite (RFC 5545)', () => {
  it('writes a REQUEST with UTC times, the stable UID, the sequence, CRLF line ends', () => {
    const ics = calendarInvite(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      expect.stringMatching(/^PRODID:/),
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:booking-7@www.example.com',
        'SEQUENCE:2',
        'DTSTAMP:20261128T100005Z',
        'DTSTART:20261201T193000Z',
        'DTEND:20261201T200000Z',
        'SUMMARY:Call\\; with\\, us',
        'ORGANIZER;CN="Summit Debt Advisors":mailto:no-reply@example.com',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(lines.find((line) => line.startsWith('ATTENDEE'))).toBe(
      'ATTENDEE;CN="Maria Okafor";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:maria@example.com',
    );
  });

  it('writes a CANCEL for the same UID', () => {
    const lines = unfold(calendarInvite({ ...event, method: 'CANCEL', sequence: 3 }));
    expect(lines).toEqual(
      expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:3', `UID:${event.uid}`]),
    );
  });

  it('folds at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${escapeText(event.description)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.every((part) => !part.includes('\uFFFD'))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('escapes text and reads the From address', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(icsUtc(new Date('2026-03-08T07:30:00.000Z'))).toBe('20260308T073000Z');
    expect(addressOf('Website <no-reply@x.example>')).toBe('no-reply@x.example');
    expect(addressOf('bookings@x.example')).toBe('bookings@x.example');
  });
});
