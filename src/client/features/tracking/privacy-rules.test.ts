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

function field(type: string, { privateAncestor = false, autocomplete = null as string | null } = {}): FieldLike {
  return {
    type,
    getAttribute: (name) => (name === 'autocomplete' ? autocomplete : null),
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

  it('leaves ordinary fields alone', () => {
    expect(isPrivateField(field('email', { autocomplete: 'email' }))).toBe(false);
    expect(isPrivateField(field('text'))).toBe(false);
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
