import { firm } from './firm.js';
import type { PageMeta } from './seo.js';

/**
 * The consultation call's words, owner-editable (/book, decision 0038): the e-mails and invite
 * text (`bookingCopy`; times arrive already written in the firm's zone with the zone named, 'Tue,
 * Dec 1, 2:30 PM EST'; pure text, the server adds the HTML wrapping and the .ics attachment), and
 * the booking pages' copy (the browser writes times in the visitor's zone; these are the words
 * around them), with the mail unsubscribe page.
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

/**
 * The booking pages' titles and descriptions, here rather than in seo.ts's `pageMeta`: that one
 * ships with every page (the home page's budget, decision 0008), these only with their pages.
 */
export const bookingPageMeta = {
  book: {
    title: `Book Your Free Consultation Call | ${firm.name}`,
    description:
      'Pick a time for a free, confidential call about your past-due business debt. Times are shown in your ' +
      'own time zone; no account needed.',
  },
  bookingManage: {
    title: `Your Consultation Call | ${firm.name}`,
    description:
      'See the time of your free consultation call, move it to another open time or cancel it. This page is ' +
      'reached from the link in your confirmation e-mail.',
  },
  unsubscribe: {
    title: `Unsubscribe | ${firm.name}`,
    description:
      'Stop receiving e-mails from us at your address. Nothing changes until you press the button on this ' +
      'page; opening the link alone does nothing.',
  },
} satisfies Record<'book' | 'bookingManage' | 'unsubscribe', PageMeta>;

export const bookingPage = {
  heading: 'Book Your Free Consultation Call',
  intro:
    `Pick a time that suits you and ${firm.principal.firstName} will call you then. The call is free and ` +
    'confidential, and there is no obligation.',
  loading: 'Loading open times…',
  loadFailed: 'We could not load the open times.',
  retry: 'Try Again',
  noTimes: 'There are no open times in the next few days.',
  dayLegend: 'Day',
  timeLegend: (day: string) => `Time on ${day}`,
  chooseDay: 'Choose a day to see its times.',
  detailsHeading: 'Your details',
  submitLabel: 'Book the Call',
  busyLabel: 'Booking…',
  chooseTimeFirst: 'Please choose a time from the list',
  /** A 409: someone took the time, or it is no longer open. */
  timeTaken: 'That time was just taken. Please choose another one.',
  failed: 'We could not book the call. Please try again',
  prefilledNote: 'Filled in with what you gave us earlier. Please check.',
} as const;

export const bookingDone = {
  heading: 'Your call is booked',
  body: (firstName: string) =>
    `Thank you${firstName ? `, ${firstName}` : ''}. ${firm.principal.firstName} will call you at this time.`,
  manageIntro: 'Keep this link to see, move or cancel your call:',
  manageLabel: 'Manage your booking',
  calendarLabel: 'Add to your calendar (.ics)',
} as const;

/** The page behind the manage link in the e-mails. */
export const manageBooking = {
  heading: 'Your Consultation Call',
  loading: 'Loading your booking…',
  notFound: 'This link is not valid any more. Please book a new time.',
  loadFailed: 'We could not load your booking. Please try again in a moment.',
  bookedIntro: (firstName: string) => `${firstName ? `${firstName}, y` : 'Y'}our free consultation call is booked for:`,
  cancelledIntro: 'This call was cancelled.',
  pastIntro: 'This call has already taken place.',
  moveLabel: 'Move to Another Time',
  moveHeading: 'Choose a new time',
  confirmMoveLabel: 'Move the Call',
  movingLabel: 'Moving…',
  keepLabel: 'Keep This Time',
  cancelLabel: 'Cancel the Call',
  cancelQuestion: 'Cancel this call? The time will be offered to others.',
  confirmCancelLabel: 'Yes, Cancel the Call',
  cancellingLabel: 'Cancelling…',
  cancelled: 'Your call is cancelled. You can book a new time whenever you like.',
  moved: 'Your call is moved.',
  bookAgainLabel: 'Book a New Time',
  actionFailed: 'That did not work. Please try again',
} as const;

/** Where the forms' success messages point to the booking page. */
export const bookingLinks = {
  afterConsultation: 'Pick a time for your free call',
  afterBrochure: 'Or book a call time now',
  afterVoicemail: 'Book a Time for Your Call',
} as const;

export const unsubscribePage = {
  heading: 'Stop E-mails From Us',
  intro:
    'Press the button below to stop receiving e-mails from us at the address this link was sent to. ' +
    'Opening this page alone changes nothing.',
  confirmLabel: 'Unsubscribe',
  busyLabel: 'Unsubscribing…',
  done: 'You are unsubscribed. We will not send these e-mails to this address again.',
  notFound: 'This link is not valid any more.',
  failed: 'We could not unsubscribe you. Please try again',
} as const;
