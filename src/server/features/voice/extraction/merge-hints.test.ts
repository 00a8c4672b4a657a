import { describe, expect, it } from 'vitest';
import { SPEECH_TRUSTED, combinedConfidence, mergeField, type FieldCandidate, type Hint } from './merge-hints.js';

const heard = (value: string, confidence: number): FieldCandidate => ({ value, confidence, source: 'speech' });
const email = (value: string, confidence = 0.75): Hint => ({ value, confidence, source: 'email' });
const form = (value: string): Hint => ({ value, confidence: 0.95, source: 'form' });

describe('mergeField', () => {
  describe('heard and written agree', () => {
    it('takes the written spelling, keeps speech as the source, and is surer than either', () => {
      const merged = mergeField(heard('Gold Burg', 0.65), [email('Goldberg', 0.8)]);
      expect(merged).toEqual({ value: 'Goldberg', source: 'speech', confidence: 0.93, confirmedBy: ['email'] });
    });

    it('names every source that agreed, the form’s spelling first', () => {
      const merged = mergeField(heard('Rachael', 0.9), [email('Rachel'), form('Rachelle')]);
      expect(merged).toMatchObject({ value: 'Rachelle', source: 'speech', confirmedBy: ['email', 'form'] });
      expect(merged?.confidence).toBe(0.99);
    });

    it('rescues a doubtful reading', () => {
      const merged = mergeField(heard('Gold Bird Staffing', 0.3), [email('Goldberg Staffing', 0.75)]);
      expect(merged).toMatchObject({ value: 'Goldberg Staffing', source: 'speech', confirmedBy: ['email'] });
      expect(merged?.confidence).toBeGreaterThanOrEqual(0.8);
    });

    it('lets a confirm-only hint confirm without respelling (an initial)', () => {
      const initial: Hint = {
        value: 'R',
        confidence: 0.3,
        source: 'email',
        confirmOnly: true,
        respells: false,
        agreesWith: (value) => value.toLowerCase().startsWith('r'),
      };
      expect(mergeField(heard('Rachel', 0.9), [initial])).toEqual({
        value: 'Rachel',
        source: 'speech',
        confidence: 0.93,
        confirmedBy: ['email'],
      });
      expect(mergeField(heard('Bob', 0.9), [initial])).toEqual({ value: 'Bob', source: 'speech', confidence: 0.9 });
    });

    it('uses a custom respelling when given', () => {
      const merged = mergeField(heard('Welsh Excavating LLC', 0.8), [email('Walsh Excavating')], {
        respell: (written) => `${written} LLC`,
      });
      expect(merged?.value).toBe('Walsh Excavating LLC');
    });
  });

  describe('only a hint has it', () => {
    it('takes the e-mail’s value and source', () => {
      expect(mergeField(undefined, [email('Goldberg', 0.7)])).toEqual({
        value: 'Goldberg',
        source: 'email',
        confidence: 0.7,
      });
    });

    it('prefers the form to the e-mail, confirmed when they agree', () => {
      expect(mergeField(undefined, [email('Goldberg'), form('Goldberg')])).toEqual({
        value: 'Goldberg',
        source: 'form',
        confidence: 0.99,
        confirmedBy: ['email'],
      });
      expect(mergeField(undefined, [email('Goldberg'), form('Smith')])).toEqual({
        value: 'Smith',
        source: 'form',
        confidence: 0.95,
      });
    });

    it('never fills a field from a confirm-only hint', () => {
      expect(mergeField(undefined, [{ ...email('Walsh', 0.4), confirmOnly: true }])).toBeUndefined();
    });

    it('is empty with nothing heard and no hints', () => {
      expect(mergeField(undefined, [])).toBeUndefined();
    });
  });

  describe('heard and written disagree', () => {
    it('prefers the form, which the visitor typed about themselves', () => {
      expect(mergeField(heard('Bob', 0.95), [form('Rachel'), email('Mary')])).toMatchObject({
        value: 'Rachel',
        source: 'form',
      });
    });

    it('keeps a sure heard value over the e-mail (a shared or someone else’s mailbox)', () => {
      expect(mergeField(heard('John', SPEECH_TRUSTED), [email('Mary', 0.8)])).toEqual({
        value: 'John',
        source: 'speech',
        confidence: SPEECH_TRUSTED,
      });
    });

    it('takes the e-mail over an unsure heard value (more likely misheard than another person)', () => {
      expect(mergeField(heard('Ronald', 0.5), [email('Rachel', 0.8)])).toEqual({
        value: 'Rachel',
        source: 'email',
        confidence: 0.8,
      });
    });

    it('keeps the heard value when there is no hint', () => {
      expect(mergeField(heard('1m-5m', 0.4), [])).toEqual({ value: '1m-5m', source: 'speech', confidence: 0.4 });
    });
  });

  it('combines agreeing confidences as independent sources, short of certainty', () => {
    expect(combinedConfidence([0.6, 0.7])).toBe(0.88);
    expect(combinedConfidence([0.95, 0.95, 0.95])).toBe(0.99);
    expect(combinedConfidence([0.5])).toBe(0.5);
  });
});
