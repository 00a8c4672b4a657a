import { describe, expect, it } from 'vitest';
import type { ValueOrigin } from './people-schemas.js';
import { originCsvText, originTag, originText, originWords, percentOf, scoreReasonText } from './value-origins.js';

const heard = (confidence: number): ValueOrigin => ({ source: 'voicemail', kind: 'voicemail', confidence });

describe('value origins in words', () => {
  it('tags nothing the visitor stated, and every other value', () => {
    expect(originTag(null)).toBeNull();
    expect(originTag({ source: 'chosen', kind: 'consultation', confidence: 1 })).toBeNull();
    expect(originTag({ source: 'typed', kind: 'lead_magnet', confidence: 1 })).toBeNull();
    expect(originTag(heard(0.6))).toBe('voicemail');
    expect(originTag(heard(0.599))).toBe('unsure');
    expect(originTag(heard(Number.NaN))).toBe('unsure');
    expect(originTag({ source: 'inferred', kind: 'consultation', confidence: 0.5 })).toBe('inferred');
  });

  it('gives a short tag and the rest of the sentence, never a sure-looking percentage for an unsure value', () => {
    expect(originWords(heard(0.82))).toEqual({ tag: 'voicemail', short: 'from voicemail', rest: ', 82% sure' });
    expect(originText(heard(0.595))).toBe('unsure: from voicemail, 59% sure');
    expect(originText({ source: 'inferred', kind: 'consultation', confidence: 0.5 })).toBe(
      'inferred from their message',
    );
    expect(originText({ source: 'inferred', kind: 'voicemail', confidence: 0.5 })).toBe(
      'inferred from their voicemail',
    );
    expect(percentOf(0.29)).toBe(29);
    expect(percentOf(1.4)).toBe(100);
  });

  it('says in the CSV how a stated value was given too', () => {
    expect(originCsvText(null)).toBe('');
    expect(originCsvText({ source: 'chosen', kind: 'consultation', confidence: 1 })).toBe(
      'chosen in the Consultation form',
    );
    expect(originCsvText({ source: 'typed', kind: 'lead_magnet', confidence: 1 })).toBe(
      'typed in the Lead Magnet form',
    );
    expect(originCsvText(heard(0.4))).toBe('unsure: from voicemail, 40% sure');
  });

  it('writes a score reason with how much of it counted', () => {
    expect(scoreReasonText({ label: 'Debt $1 million – $5 million', points: 35 })).toBe(
      'Debt $1 million – $5 million (+35)',
    );
    expect(scoreReasonText({ label: '3–8 creditors', points: 4, reducedFor: 'inferred' })).toBe(
      '3–8 creditors (+4, inferred, counted at half)',
    );
    expect(scoreReasonText({ label: 'Bankruptcy already filed', points: -15 })).toBe('Bankruptcy already filed (-15)');
    expect(scoreReasonText({ label: 'Legal action: lawsuit', points: 0, reducedFor: 'unsure' })).toBe(
      'Legal action: lawsuit (0, unsure, not counted)',
    );
  });
});
