import { firm } from './firm.js';
import { contactSection } from './home.js';

/**
 * The notices a visitor is shown before giving consent, word for word. The forms show them, and
 * the server's consent ledger stores the same text with each phone number and recording (so the
 * record says exactly what was shown). Changing a text changes its version in the ledger.
 */
export const consentNotices = {
  /** Shown under every phone field: the brochure card, the consultation form and the voicemail panel. */
  phone: contactSection.consentNote,
  /** Shown in the voicemail panel before the visitor starts recording. */
  recording:
    'By recording and sending a message, you consent to us storing the recording, converting it to text and ' +
    'picking out details such as your name, company and debt to respond to your inquiry.',
} as const;

export type ConsentKind = keyof typeof consentNotices;

/**
 * Shown under the phone field of the booking form (/book): the number is for the consultation call
 * the visitor is booking. Stored as a 'phone' consent with the booking.
 */
export const bookingPhoneConsentNotice =
  `By giving us your phone number, you consent to receive calls and text messages from ${firm.name} about ` +
  'your consultation call and your inquiry. Message and data rates may apply.';
