import { describe, expect, it } from 'vitest';
import type { SessionActivity } from '#shared/session-schemas.js';
import { activityDetail } from './activity-detail.js';

const activity = (type: SessionActivity['type'], details: SessionActivity['details']): SessionActivity => ({
  type,
  page: '/',
  timestamp: '2025-03-05T12:00:00.000Z',
  details,
});

describe('activityDetail', () => {
  it('gives a visit its referrer label and, once the page was left, the time on it', () => {
    expect(activityDetail(activity('visit', { referrerLabel: 'Google Search', timeOnPage: 65 }))).toBe(
      'Google Search · 1m 5s on page',
    );
    expect(activityDetail(activity('visit', { referrerLabel: 'Direct', timeOnPage: null }))).toBe('Direct');
    expect(activityDetail(activity('visit', { timeOnPage: 12 }))).toBe('12s on page');
  });

  it('gives a click the element text, else its tag', () => {
    expect(activityDetail(activity('click', { elementText: ' Get Free Consultation ', elementTag: 'BUTTON' }))).toBe(
      '“Get Free Consultation”',
    );
    expect(activityDetail(activity('click', { elementText: '   ', elementTag: 'BUTTON' }))).toBe('<button>');
  });

  it('gives a keystroke the field and, when captured, the typed value', () => {
    expect(activityDetail(activity('keystroke', { fieldName: 'email', inputValue: 'ann@acme.example' }))).toBe(
      'email: “ann@acme.example”',
    );
    expect(activityDetail(activity('keystroke', { fieldName: 'email', inputValue: null }))).toBe('email');
    expect(activityDetail(activity('keystroke', { fieldName: null, elementType: 'textarea' }))).toBe('textarea');
    expect(activityDetail(activity('keystroke', { inputValue: 'hello' }))).toBe('“hello”');
  });

  it('says nothing rather than guess when the details are missing or malformed', () => {
    expect(activityDetail(activity('visit', null))).toBeNull();
    expect(activityDetail(activity('click', { elementText: 42, elementTag: ['a'] }))).toBeNull();
    expect(activityDetail(activity('keystroke', {}))).toBeNull();
    expect(activityDetail(activity('visit', { timeOnPage: Number.NaN }))).toBeNull();
  });
});
