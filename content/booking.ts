import { firm } from './firm.js';

/**
 * The consultation call's e-mails and invite text (/book, decision 0038), owner-editable. Times
 * arrive already written in the firm's zone with the zone named ('Tue, Dec 1, 2:30 PM EST').
 * Pure text: the server adds the HTML wrapping and the .ics attachment.
 */

export interface CallFacts {
  firstName: string;
  /** The call's time in the firm's zone, named. */
  when: string;
  /** Where the visitor sees, moves or cancels the call. */
  manageUrl: string;
}

const phones = firm.phones.map((phone) => `${phone.label}: ${phone.display}`).join('\n');

export const bookingCopy = {
  /** The calendar event's title and body (the invite). */
  eventSummary: `Free consultation call with ${firm.name}`,
  eventDescription: (manageUrl: string) =>
    `${firm.principal.fullName} will call you at the number you gave. If you need to reach us first:\n` +
    `${phones}\n\nTo move or cancel this call: ${manageUrl}`,

  confirmation: {
    subject: (when: string) => `Your free consultation call: ${when}`,
    heading: 'Your call is booked',
    body: (facts: CallFacts) =>
      `Hello ${facts.firstName},\n\nYour free consultation call with ${firm.principal.fullName} of ${firm.name} ` +
      `is booked for ${facts.when}. The invite is attached: add it to your calendar.\n\n` +
      `To move or cancel the call: ${facts.manageUrl}\n\nTo reach us before then:\n${phones}\n`,
  },
  moved: {
    subject: (when: string) => `Your consultation call has moved: ${when}`,
    heading: 'Your call has moved',
    body: (facts: CallFacts & { previous: string }) =>
      `Hello ${facts.firstName},\n\nYour free consultation call with ${firm.name} has moved from ${facts.previous} ` +
      `to ${facts.when}. The updated invite is attached.\n\n` +
      `To move or cancel the call: ${facts.manageUrl}\n\nTo reach us before then:\n${phones}\n`,
  },
  cancelled: {
    subject: (when: string) => `Your consultation call is cancelled: ${when}`,
    heading: 'Your call is cancelled',
    body: (facts: CallFacts & { byFirm: boolean; bookAgainUrl: string }) =>
      `Hello ${facts.firstName},\n\n` +
      (facts.byFirm
        ? `We had to cancel your consultation call of ${facts.when}. We are sorry for the trouble. `
        : `Your consultation call of ${facts.when} is cancelled, as you asked. `) +
      `You can book another time at ${facts.bookAgainUrl}, or call us:\n${phones}\n`,
  },
  reminder: {
    subject: (when: string) => `Reminder: your consultation call at ${when}`,
    heading: 'Your call is in about an hour',
    body: (facts: CallFacts) =>
      `Hello ${facts.firstName},\n\nA reminder: ${firm.principal.fullName} of ${firm.name} will call you at ` +
      `${facts.when}.\n\nTo move or cancel the call: ${facts.manageUrl}\n\nTo reach us:\n${phones}\n`,
    unsubscribeLabel: 'To stop reminder e-mails, unsubscribe here',
  },

  /** The principal's notices (NOTIFY_EMAIL). */
  notice: {
    booked: (name: string, when: string) => `Call booked: ${name}, ${when}`,
    moved: (name: string, when: string) => `Call moved: ${name}, now ${when}`,
    cancelledByVisitor: (name: string, when: string) => `Call cancelled by ${name}: ${when}`,
    cancelledByFirm: (name: string, when: string) => `Call cancelled (from the dashboard): ${name}, ${when}`,
  },
} as const;
