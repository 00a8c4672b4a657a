import { describe, expect, it } from 'vitest';
import { PREFILL_MIN_CONFIDENCE } from '#shared/voice-schemas.js';
import { readVoicemail } from './read-voicemail.js';

type Field = 'firstName' | 'lastName' | 'company' | 'debtAmount' | 'creditorsCount' | 'phone' | 'email';

/** The confidence of the rule that found the field, before word confidences and hints. */
const confidence = (transcript: string, field: Field) => readVoicemail(transcript).fields[field]?.confidence;

describe('rule confidence', () => {
  it('rates a name by its cue and by whether the lists know it', () => {
    expect(confidence('my name is rachel', 'firstName')).toBe(0.9);
    expect(confidence('my name is zorba', 'firstName')).toBe(0.85);
    expect(confidence('hi this is rachel', 'firstName')).toBe(0.75);
    expect(confidence('Hi, this is Zorba Quill from Acme.', 'firstName')).toBe(0.7);
  });

  it('trusts a surname heard as several words less ("gold berg")', () => {
    expect(confidence('my name is rachel garcia', 'lastName')).toBe(0.9);
    expect(confidence('my name is rachel zielberg', 'lastName')).toBe(0.85);
    expect(confidence('my name is rachel gold berg', 'lastName')).toBe(0.75);
  });

  it('rates a company by the rule that found it', () => {
    expect(confidence('our company is called acme roofing', 'company')).toBe(0.85);
    expect(confidence('i am the owner of acme roofing', 'company')).toBe(0.8);
    expect(confidence('we are acme roofing', 'company')).toBe(0.65);
  });

  it('rates an amount by its topic word, and below the prefill line when read through a slip', () => {
    expect(confidence('we owe two million dollars in total', 'debtAmount')).toBe(0.85);
    expect(confidence('we owe two million dollars', 'debtAmount')).toBe(0.8);
    expect(confidence('we owe to million dollars', 'debtAmount')).toBe(0.5);
    expect(confidence('we owe to million dollars', 'debtAmount')).toBeLessThan(PREFILL_MIN_CONFIDENCE);
    expect(confidence('um about two million', 'debtAmount')).toBe(0.65);
  });

  it('rates written contact details above spoken ones', () => {
    expect(confidence('call me at 555-123-4567', 'phone')).toBe(0.95);
    expect(confidence('call me at five five five one two three four five six seven', 'phone')).toBe(0.85);
    expect(confidence('write to rachel@acme.com', 'email')).toBe(0.95);
    expect(confidence('write to rachel at acme dot com', 'email')).toBe(0.7);
  });

  it('never goes below the prefill line for a rule the extractor accepts', () => {
    expect(confidence('hi this is zorba quill from acme', 'lastName')).toBeGreaterThanOrEqual(PREFILL_MIN_CONFIDENCE);
    expect(confidence('five mcas and a bank loan', 'creditorsCount')).toBeGreaterThanOrEqual(PREFILL_MIN_CONFIDENCE);
  });
});
