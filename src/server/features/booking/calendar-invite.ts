/**
 * The .ics invite of a booked call (RFC 5545), written by hand (decision 0038: no calendar
 * library is installed; this is the one event shape we send). `METHOD:REQUEST` for a booked or
 * moved call, `METHOD:CANCEL` for a cancelled one; the `UID` stays the booking's for ever, so a
 * calendar updates or removes the event it already holds, and `SEQUENCE` rises with each change.
 * Times are UTC ('Z'), lines end in CRLF and are folded at 75 octets, text is escaped.
 */

export interface InviteEvent {
  method: 'REQUEST' | 'CANCEL';
  /** `booking-<id>@<host>`: the same for every version of one booking. */
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export const inviteUid = (bookingId: number, host: string) => `booking-${bookingId}@${host}`;

/** 20261201T143000Z */
export const icsUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN): quoted, without the characters a quoted value cannot hold. */
const paramValue = (value: string) => `"${value.replace(/["\r\n\\]/g, '').trim()}"`;

/** Folds a content line to 75 octets a line, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation starts with a space, so holds 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const mailto = (email: string) => `mailto:${email.replace(/[\r\n]/g, '')}`;

export function calendarInvite(event: InviteEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Consultation booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${
      cancelled ? 'DECLINED' : 'ACCEPTED'
    };RSVP=FALSE:${mailto(event.attendee.email)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The address in a From header ('Website <no-reply@x.example>' gives 'no-reply@x.example'). */
export function addressOf(from: string): string {
  const match = /<([^<>]+)>/.exec(from);
  return (match ? match[1]! : from).trim();
}
