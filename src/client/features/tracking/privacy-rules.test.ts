import { describe, expect, it } from 'vitest';
import { browserOptsOut, isPrivateField, typedValues, type FieldLike } from './privacy-rules.js';

describe('browserOptsOut', () => {
  it('follows Global Privacy Control and Do Not Track', () => {
    expect(browserOptsOut({ globalPrivacyControl: true }, {})).toBe(true);
    expect(browserOptsOut({ doNotTrack: '1' }, {})).toBe(true);
    expect(browserOptsOut({}, { doNotTrack: '1' })).toBe(true);
    expect(browserOptsOut({ globalPrivacyControl: false, doNotTrack: '0' }, { doNotTrack: null })).toBe(false);
    expect(browserOptsOut({ doNotTrack: 'unspecified' }, {})).toBe(false);
  });
});

function field(
  type: string,
  { privateAncestor = false, autocomplete = null as string | null, name = '', id = null as string | null } = {},
): FieldLike {
  return {
    type,
    name,
    getAttribute: (attribute) => (attribute === 'autocomplete' ? autocomplete : attribute === 'id' ? id : null),
    closest: (selector) => (selector === '[data-private]' && privateAncestor ? {} : null),
  };
}

describe('isPrivateField', () => {
  it('marks passwords, data-private fields and secret autocomplete kinds', () => {
    expect(isPrivateField(field('password'))).toBe(true);
    expect(isPrivateField(field('text', { privateAncestor: true }))).toBe(true);
    expect(isPrivateField(field('text', { autocomplete: 'current-password' }))).toBe(true);
    expect(isPrivateField(field('text', { autocomplete: 'billing cc-number' }))).toBe(true);
    expect(isPrivateField(field('text', { autocomplete: 'one-time-code' }))).toBe(true);
  });

  it('marks fields whose name or id says they hold a secret, whatever their type', () => {
    for (const name of ['password', 'newPassword', 'user_pw', 'pin', 'otp', 'cvv', 'card_number', 'cardNumber']) {
      expect(isPrivateField(field('text', { name })), name).toBe(true);
    }
    for (const id of ['ssn', 'routing-number', 'accountNumber', 'tax-id', 'securityCode', 'passcode']) {
      expect(isPrivateField(field('text', { id })), id).toBe(true);
    }
  });

  it('leaves ordinary fields alone', () => {
    expect(isPrivateField(field('email', { autocomplete: 'email' }))).toBe(false);
    expect(isPrivateField(field('text'))).toBe(false);
    // The site's own fields, and words that merely contain a secret's name.
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'debtAmount', 'creditorsCount']) {
      expect(isPrivateField(field('text', { name })), name).toBe(false);
    }
    for (const name of ['message', 'shipping', 'spinner', 'passenger', 'pineapple', 'options', 'county']) {
      expect(isPrivateField(field('text', { name })), name).toBe(false);
    }
  });
});

describe('typedValues', () => {
  it('passes value and key through when not redacted', () => {
    expect(typedValues('abc', 'c', false)).toEqual({ inputValue: 'abc', keystroke: 'c' });
  });

  it('keeps only named keys when redacted', () => {
    expect(typedValues('secret', 't', true)).toEqual({ inputValue: null, keystroke: null });
    expect(typedValues('secret', 'Backspace', true)).toEqual({ inputValue: null, keystroke: 'Backspace' });
    expect(typedValues('secret', null, true)).toEqual({ inputValue: null, keystroke: null });
    expect(typedValues('secret', '😀', true)).toEqual({ inputValue: null, keystroke: null });
    expect(typedValues('secret', 'ArrowLeft', true).keystroke).toBe('ArrowLeft');
  });
});
