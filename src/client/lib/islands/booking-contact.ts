import { getStored, setStored } from './browser-storage.js';

/**
 * The contact details the visitor gave during this visit (the brochure card, the consultation
 * form, the voicemail's welcome step), kept for the booking page (/book) to start with. Session
 * storage: the tab's visit only, never a later one; only what the visitor typed, never what a
 * voicemail was heard to say (decision 0035).
 */
export const BOOKING_CONTACT_KEY = 'bookingContact';

export const BOOKING_CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company'] as const;
export type BookingContactField = (typeof BOOKING_CONTACT_FIELDS)[number];
export type BookingContact = Partial<Record<BookingContactField, string>>;

/** The booking request's limits (src/shared/booking-schemas.ts): longer text is cut, not kept. */
const MAX_LENGTH: Record<BookingContactField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  company: 200,
};

/** Known fields with usable strings only: stored JSON is untrusted. */
export function sanitizeBookingContact(value: unknown): BookingContact {
  const contact: BookingContact = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return contact;
  const source = value as Record<string, unknown>;
  for (const field of BOOKING_CONTACT_FIELDS) {
    const raw = source[field];
    if (typeof raw !== 'string') continue;
    const trimmed = raw.replaceAll('\u0000', '').trim().slice(0, MAX_LENGTH[field]).trim();
    if (trimmed) contact[field] = trimmed;
  }
  return contact;
}

export function readBookingContact(): BookingContact {
  const json = getStored('sessionStorage', BOOKING_CONTACT_KEY);
  if (!json) return {};
  try {
    return sanitizeBookingContact(JSON.parse(json));
  } catch {
    return {};
  }
}

/**
 * Adds what the visitor just gave: each value given replaces the one kept, empty ones keep it. A
 * new e-mail address is a new person (a shared computer): then nothing kept before is carried over.
 */
export function rememberBookingContact(given: BookingContact): void {
  const fresh = sanitizeBookingContact(given);
  const kept = readBookingContact();
  const samePerson = !fresh.email || !kept.email || fresh.email.toLowerCase() === kept.email.toLowerCase();
  setStored('sessionStorage', BOOKING_CONTACT_KEY, JSON.stringify(samePerson ? { ...kept, ...fresh } : fresh));
}
