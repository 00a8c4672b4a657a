import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_CONTACT_KEY,
  readBookingContact,
  rememberBookingContact,
  sanitizeBookingContact,
} from './booking-contact.js';

/** A session storage of its own for each test (the client tests run in Node, without a DOM). */
function fakeSessionStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the contact details given on this visit', () => {
  beforeEach(() => vi.stubGlobal('window', { sessionStorage: fakeSessionStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what each form gave, the newest value of a field winning and empty ones keeping the last', () => {
    rememberBookingContact({ email: 'rosa@vega-freight.example', firstName: 'Rosa', company: 'Vega Freight' });
    rememberBookingContact({ email: 'ROSA@vega-freight.example', phone: '555-0100', company: '' });
    expect(readBookingContact()).toEqual({
      email: 'ROSA@vega-freight.example',
      firstName: 'Rosa',
      company: 'Vega Freight',
      phone: '555-0100',
    });
  });

  it('starts over when another e-mail address is given (a shared computer)', () => {
    rememberBookingContact({ email: 'rosa@vega-freight.example', firstName: 'Rosa', lastName: 'Vega' });
    rememberBookingContact({ email: 'sam@other.example', phone: '555-0199' });
    expect(readBookingContact()).toEqual({ email: 'sam@other.example', phone: '555-0199' });
  });

  it('trusts nothing stored: unknown fields, non-strings and junk are dropped', () => {
    expect(
      sanitizeBookingContact({ email: ' a@b.example ', debtAmount: 'over-5m', phone: 5, firstName: 'x'.repeat(300) }),
    ).toEqual({
      email: 'a@b.example',
      firstName: 'x'.repeat(100),
    });
    window.sessionStorage.setItem(BOOKING_CONTACT_KEY, '{not json');
    expect(readBookingContact()).toEqual({});
  });

  it('reads nothing when storage is blocked', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
    });
    rememberBookingContact({ email: 'rosa@vega-freight.example' });
    expect(readBookingContact()).toEqual({});
  });
});
