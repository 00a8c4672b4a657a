import { bookingCopy } from '#content/booking.js';
import { escapeHtml, leadMailHtml, mailtoLink, telLink } from '#server/mail/contact-links.js';
import type { OutgoingMail } from '#server/mail/outbox.js';
import { calendarInvite, inviteUid } from './calendar-invite.js';

/** What the e-mails and the invite need of a booking. */
export interface BookingFacts {
  id: number;
  start: Date;
  end: Date;
  sequence: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
}

export interface BookingEmailOptions {
  /** BUSINESS_TIMEZONE: every time in the mails is written there, the zone named. */
  timeZone: string;
  /** The invite's organizer: the firm's name and MAIL_FROM's address. */
  organizer: { name: string; email: string };
  /** The host of every invite's UID (PUBLIC_URL's). */
  host: string;
  /** The booking page, for 'book another time'. */
  bookUrl: string;
  dashboardUrl: string;
}

/** How long before the call the reminder goes. */
export const REMINDER_BEFORE_MS = 60 * 60_000;

/**
 * The reminder's extra headers (List-Unsubscribe, RFC 8058). The outbox work provides the
 * unsubscribe link's helper in src/server/mail/; until it is merged this is its one call site and
 * answers no headers.
 */
export function reminderHeaders(_address: string): Record<string, string> {
  return {};
}

const fullName = (booking: BookingFacts) => [booking.firstName, booking.lastName].filter(Boolean).join(' ');

const textToHtml = (heading: string, text: string) =>
  `<p style="font-size:16px"><strong>${escapeHtml(heading)}</strong></p>\n` +
  text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/** The booking's e-mails, each with its invite, ready for MailOutbox.enqueue. */
export class BookingEmails {
  private readonly format: Intl.DateTimeFormat;

  constructor(private readonly options: BookingEmailOptions) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone: options.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
  }

  /** 'Tue, Dec 1, 2:30 PM EST': the firm's zone, named. */
  when(date: Date): string {
    return this.format.format(date);
  }

  /** The booking's current invite: REQUEST while booked, CANCEL once cancelled. */
  invite(booking: BookingFacts, method: 'REQUEST' | 'CANCEL', manageUrl: string, stamp: Date): string {
    return calendarInvite({
      method,
      uid: inviteUid(booking.id, this.options.host),
      sequence: booking.sequence,
      start: booking.start,
      end: booking.end,
      stamp,
      summary: bookingCopy.eventSummary,
      description: bookingCopy.eventDescription(manageUrl),
      organizer: this.options.organizer,
      attendee: { name: fullName(booking), email: booking.email },
    });
  }

  private attachment(booking: BookingFacts, method: 'REQUEST' | 'CANCEL', manageUrl: string, stamp: Date) {
    return {
      filename: method === 'CANCEL' ? 'cancelled-call.ics' : 'consultation-call.ics',
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: this.invite(booking, method, manageUrl, stamp),
    };
  }

  /** To the visitor: booked, or moved from `previousStart`. */
  confirmation(booking: BookingFacts, manageUrl: string, stamp: Date, previousStart?: Date): OutgoingMail {
    const when = this.when(booking.start);
    const facts = { firstName: booking.firstName, when, manageUrl };
    const copy = previousStart ? bookingCopy.moved : bookingCopy.confirmation;
    const text = previousStart
      ? bookingCopy.moved.body({ ...facts, previous: this.when(previousStart) })
      : bookingCopy.confirmation.body(facts);
    return {
      kind: 'booking_confirmation',
      to: booking.email,
      subject: copy.subject(when),
      text,
      html: textToHtml(copy.heading, text),
      attachments: [this.attachment(booking, 'REQUEST', manageUrl, stamp)],
      bookingId: booking.id,
    };
  }

  /** To the visitor: the call is cancelled (METHOD:CANCEL). */
  cancellation(booking: BookingFacts, manageUrl: string, stamp: Date, byFirm: boolean): OutgoingMail {
    const when = this.when(booking.start);
    const text = bookingCopy.cancelled.body({
      firstName: booking.firstName,
      when,
      manageUrl,
      byFirm,
      bookAgainUrl: this.options.bookUrl,
    });
    return {
      kind: 'booking_cancellation',
      to: booking.email,
      subject: bookingCopy.cancelled.subject(when),
      text,
      html: textToHtml(bookingCopy.cancelled.heading, text),
      attachments: [this.attachment(booking, 'CANCEL', manageUrl, stamp)],
      bookingId: booking.id,
    };
  }

  /** To the visitor, about an hour before the call; null when that time has already passed. */
  reminder(booking: BookingFacts, manageUrl: string, now: Date): OutgoingMail | null {
    const sendAfter = new Date(booking.start.getTime() - REMINDER_BEFORE_MS);
    if (sendAfter.getTime() <= now.getTime()) return null;
    const when = this.when(booking.start);
    const text = bookingCopy.reminder.body({ firstName: booking.firstName, when, manageUrl });
    return {
      kind: 'booking_reminder',
      to: booking.email,
      subject: bookingCopy.reminder.subject(when),
      text,
      html: textToHtml(bookingCopy.reminder.heading, text),
      headers: reminderHeaders(booking.email),
      bookingId: booking.id,
      sendAfter,
    };
  }

  /** To the firm (NOTIFY_EMAIL): what happened, who, how to reach them, with the invite. */
  notice(
    booking: BookingFacts,
    event: 'booked' | 'moved' | 'cancelledByVisitor' | 'cancelledByFirm',
    manageUrl: string,
    stamp: Date,
  ): OutgoingMail {
    const name = fullName(booking) || booking.email;
    const subject = bookingCopy.notice[event](name, this.when(booking.start));
    const rows: Array<[string, string]> = (
      [
        ['Name', fullName(booking)],
        ['Company', booking.company],
        ['E-mail', booking.email],
        ['Phone', booking.phone],
        ['Call', `${this.when(booking.start)} (${booking.start.toISOString()})`],
      ] as Array<[string, string]>
    ).filter(([, value]) => value !== '');
    const tel = telLink(booking.phone);
    const actions = [
      ...(tel ? [{ label: `Call ${name}`, href: tel }] : []),
      { label: `E-mail ${name}`, href: mailtoLink(booking.email, bookingCopy.eventSummary) },
    ];
    const cancelled = event === 'cancelledByVisitor' || event === 'cancelledByFirm';
    const text =
      `${subject}\n\n${actions.map((action) => `${action.label}: ${action.href}`).join('\n')}\n\n` +
      `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n` +
      `Today's and upcoming calls are in the dashboard: ${this.options.dashboardUrl}\n`;
    return {
      kind: 'booking_notice',
      to: 'firm',
      subject,
      text,
      html: leadMailHtml({ heading: subject, actions, rows, dashboardUrl: this.options.dashboardUrl }),
      attachments: [this.attachment(booking, cancelled ? 'CANCEL' : 'REQUEST', manageUrl, stamp)],
      bookingId: booking.id,
    };
  }
}
