import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '#server/features/voice/transcription/engine.js';
import { VOICEMAIL_CORPUS } from '#test-fixtures/voice/extraction-corpus.js';
import { PREFILL_MIN_CONFIDENCE, voiceUnderstandingSchema } from '#shared/voice-schemas.js';
import { extractLeadDetails } from './extract-lead-details.js';
import { understandVoicemail } from './understand-voicemail.js';

/** Word confidences for a transcript: `doubtful` words (by index) at 0.3, the rest at 0.95. */
function wordsOf(transcript: string, doubtful: readonly number[] = []): TranscriptWord[] {
  return transcript.split(' ').map((word, i) => ({ word, confidence: doubtful.includes(i) ? 0.3 : 0.95 }));
}

describe('understandVoicemail: garbled pocketsphinx transcripts rescued by the e-mail address', () => {
  it('rebuilds Rachel Goldberg of Goldberg Staffing from "rachel gold burg from gold bird staffing"', () => {
    const { extractedData, understanding } = understandVoicemail(
      'my name is rachel gold burg from gold bird staffing we owe about two million dollars to twelve creditors',
      { hints: { email: 'rachel.goldberg@goldbergstaffing.com' } },
    );
    expect(extractedData).toMatchObject({ firstName: 'Rachel', lastName: 'Goldberg', company: 'Goldberg Staffing' });
    expect(understanding.fields.lastName).toMatchObject({ source: 'speech', confirmedBy: ['email'] });
    expect(understanding.fields.company).toMatchObject({ source: 'speech', confirmedBy: ['email'] });
  });

  it('rescues a name the recogniser doubted, which alone would not be prefilled', () => {
    const transcript = 'my name is rachel gold burg from gold bird staffing';
    const words = wordsOf(transcript, [4, 5, 6, 7, 8, 9]);
    const alone = understandVoicemail(transcript, { words });
    expect(alone.extractedData).toEqual({ firstName: 'Rachel' });
    expect(alone.understanding.fields.lastName?.value).toBe('Gold Burg');
    expect(alone.understanding.fields.lastName?.confidence).toBeLessThan(PREFILL_MIN_CONFIDENCE);

    const helped = understandVoicemail(transcript, { words, hints: { email: 'rachel.goldberg@goldbergstaffing.com' } });
    expect(helped.extractedData).toMatchObject({ lastName: 'Goldberg', company: 'Goldberg Staffing' });
    expect(helped.understanding.fields.lastName?.confidence).toBeGreaterThanOrEqual(PREFILL_MIN_CONFIDENCE);
  });

  it('takes the address’s surname over a split one heard without confidence ("mack tier nan")', () => {
    const { extractedData } = understandVoicemail(
      'hello this is sean mack tier nan i am the owner of emerald isle pub we owe around three hundred thousand dollars',
      { hints: { email: 'sean.mctiernan@emeraldislepub.ie' } },
    );
    expect(extractedData).toMatchObject({ firstName: 'Sean', lastName: 'McTiernan', company: 'Emerald Isle Pub' });
  });

  it('spells a misheard surname and company from the address ("men does a" for Mendoza)', () => {
    const { extractedData } = understandVoicemail('hi this is carlos men does a from men does a concrete', {
      hints: { email: 'carlos.mendoza@mendozaconcrete.com' },
    });
    expect(extractedData).toMatchObject({ firstName: 'Carlos', lastName: 'Mendoza', company: 'Mendoza Concrete' });
  });

  it('confirms a heard first name by the initial of rgoldberg@ and adds the surname', () => {
    const { understanding } = understandVoicemail('hi its uh rachel calling from gold berg staffing', {
      hints: { email: 'rgoldberg@goldbergstaffing.com' },
    });
    expect(understanding.fields.firstName).toMatchObject({ value: 'Rachel', confirmedBy: ['email'] });
    expect(understanding.fields.lastName).toMatchObject({ value: 'Goldberg', source: 'email' });
    expect(understanding.fields.company).toMatchObject({ value: 'Goldberg Staffing', source: 'speech' });
  });

  it('fills in from the address what was not said: rachel@walshexcavating.com', () => {
    const { extractedData, understanding } = understandVoicemail('hi um we owe about a million dollars', {
      hints: { email: 'rachel@walshexcavating.com' },
    });
    expect(extractedData).toMatchObject({ firstName: 'Rachel', company: 'Walsh Excavating' });
    expect(understanding.fields.firstName?.source).toBe('email');
    expect(understanding.fields.lastName).toBeUndefined();
  });
});

describe('understandVoicemail: hints that disagree', () => {
  it('keeps a clearly said name over someone else’s address, and does not join that address’s surname to it', () => {
    const { extractedData } = understandVoicemail('my name is john smith from acme roofing', {
      hints: { email: 'mary.jones@joneslogistics.com' },
    });
    expect(extractedData).toMatchObject({ firstName: 'John', lastName: 'Smith', company: 'Acme Roofing' });
  });

  it('drops the address’s surname when the heard first name does not match its initial', () => {
    const { understanding } = understandVoicemail('hello my name is bob', { hints: { email: 'rgoldberg@gmail.com' } });
    expect(understanding.fields.firstName?.value).toBe('Bob');
    expect(understanding.fields.lastName).toBeUndefined();
  });

  it('prefers what the visitor typed into a form, then confirms it by the address', () => {
    const { understanding } = understandVoicemail('hello my name is bob from acme roofing', {
      hints: { email: 'rachel.goldberg@gmail.com', form: { firstName: 'Rachel', lastName: 'goldberg', company: '' } },
    });
    expect(understanding.fields.firstName).toEqual({
      value: 'Rachel',
      source: 'form',
      confidence: 0.99,
      confirmedBy: ['email'],
    });
    expect(understanding.fields.lastName).toMatchObject({ value: 'Goldberg', source: 'form' });
    expect(understanding.fields.company).toMatchObject({ value: 'Acme Roofing', source: 'speech' });
  });

  it('keeps the legal form heard when the address’s spelling has none', () => {
    const { extractedData } = understandVoicemail('my name is tasha green of green leaf cleaning services llc', {
      hints: { email: 'info@greenleafcleaning.com' },
    });
    expect(extractedData.company).toBe('Green Leaf Cleaning LLC');
  });

  it('uses the given address as the e-mail, confirmed when it was also said', () => {
    const said = understandVoicemail('you can reach me at rachel goldberg at gmail dot com', {
      hints: { email: 'Rachel.Goldberg@gmail.com' },
    });
    expect(said.understanding.fields.email).toMatchObject({
      value: 'rachel.goldberg@gmail.com',
      source: 'speech',
      confirmedBy: ['email'],
    });
    expect(understandVoicemail('hello', { hints: { email: 'a.b@acme.com' } }).extractedData.email).toBe('a.b@acme.com');
  });
});

describe('understandVoicemail: confidence', () => {
  it('rates an explicit cue above a weak pattern', () => {
    const cue = understandVoicemail('my name is rachel').understanding.fields.firstName?.confidence ?? 0;
    const weak = understandVoicemail('hi this is rachel').understanding.fields.firstName?.confidence ?? 0;
    const named =
      understandVoicemail('the company is called acme roofing').understanding.fields.company?.confidence ?? 0;
    const anchored = understandVoicemail('we are acme roofing').understanding.fields.company?.confidence ?? 0;
    expect(cue).toBeGreaterThan(weak);
    expect(named).toBeGreaterThan(anchored);
  });

  it('prefills only fields at or above PREFILL_MIN_CONFIDENCE; the admin still sees the rest', () => {
    const transcript = 'my name is rachel goldberg we owe about two million dollars to twelve creditors';
    const sure = understandVoicemail(transcript, { words: wordsOf(transcript) });
    expect(sure.extractedData).toMatchObject({ firstName: 'Rachel', lastName: 'Goldberg', debtAmount: '1m-5m' });

    const doubtful = understandVoicemail(transcript, { words: wordsOf(transcript, [3, 4, 8, 9]) });
    expect(doubtful.extractedData.firstName).toBeUndefined();
    expect(doubtful.extractedData.lastName).toBeUndefined();
    expect(doubtful.extractedData.debtAmount).toBeUndefined();
    expect(doubtful.extractedData.creditorsCount).toBe('9-15');
    expect(doubtful.understanding.fields.firstName).toMatchObject({ value: 'Rachel', source: 'speech' });
    expect(doubtful.understanding.fields.debtAmount?.value).toBe('1m-5m');
    for (const field of Object.values(doubtful.understanding.fields)) {
      const prefilled = Object.values(doubtful.extractedData).includes(field.value);
      expect(prefilled).toBe(field.confidence >= PREFILL_MIN_CONFIDENCE);
    }
  });

  it('lists the indexes of words under 0.5, and none without word confidences', () => {
    const transcript = 'my name is rachel gold burg';
    expect(
      understandVoicemail(transcript, { words: wordsOf(transcript, [4, 5]) }).understanding.lowConfidenceWords,
    ).toEqual([4, 5]);
    expect(understandVoicemail(transcript).understanding.lowConfidenceWords).toEqual([]);
  });

  it('finds a field’s words in a punctuated transcript', () => {
    const transcript = 'Hi, my name is Rachel Goldberg. We owe $2M.';
    const words = wordsOf(transcript, [5]);
    const { understanding } = understandVoicemail(transcript, { words });
    expect(understanding.fields.lastName?.confidence).toBeLessThan(PREFILL_MIN_CONFIDENCE);
    expect(understanding.fields.firstName?.confidence).toBeGreaterThanOrEqual(PREFILL_MIN_CONFIDENCE);
  });
});

describe('understandVoicemail: every field found, for the admin', () => {
  it('labels legal actions, bankruptcy, and the debt and creditor bands', () => {
    const { understanding } = understandVoicemail(
      'we owe about two million dollars to twelve creditors there is a lawsuit and a tax lien bankruptcy was suggested but we do not want it',
    );
    expect(understanding.fields).toMatchObject({
      debtAmount: { value: '1m-5m', source: 'speech' },
      creditorsCount: { value: '9-15', source: 'speech' },
      legalActions: { value: 'Lawsuit; tax lien', source: 'speech' },
      bankruptcy: { value: 'Suggested, not wanted', source: 'speech' },
    });
    expect(voiceUnderstandingSchema.safeParse(understanding).success).toBe(true);
  });

  it.each([
    ['no lawsuits judgments or liens', 'None'],
    ['two lawsuits and a judgment', '2 lawsuits; judgment'],
    ['the irs put a lien on us', 'Tax lien'],
  ])('legal actions in "%s": %s', (transcript, label) => {
    expect(understandVoicemail(transcript).understanding.fields.legalActions?.value).toBe(label);
  });

  it.each([
    ['our lawyer recommended bankruptcy', 'Suggested'],
    ['we are considering bankruptcy', 'Considered'],
    ['we thought about bankruptcy but we do not want that', 'Considered, not wanted'],
    ['we never considered bankruptcy', 'Not considered'],
    ['we already filed for bankruptcy once', 'Filed'],
  ])('bankruptcy in "%s": %s', (transcript, label) => {
    expect(understandVoicemail(transcript).understanding.fields.bankruptcy?.value).toBe(label);
  });

  it('keeps legal actions and bankruptcy out of the form prefill, and always keeps the message', () => {
    const { extractedData } = understandVoicemail('there is a lawsuit and bankruptcy was suggested');
    expect(Object.keys(extractedData)).toEqual(['message']);
  });
});

describe('extractLeadDetails stays the transcript-only answer', () => {
  it.each(VOICEMAIL_CORPUS.map((entry) => [entry.id, entry.transcript] as const))(
    '%s: every field found is prefilled when there are no words and no hints',
    (_id, transcript) => {
      const { extractedData, understanding } = understandVoicemail(transcript);
      expect(extractLeadDetails(transcript)).toEqual(extractedData);
      for (const [name, field] of Object.entries(understanding.fields)) {
        expect(field.confidence, name).toBeGreaterThanOrEqual(PREFILL_MIN_CONFIDENCE);
        expect(field.source).toBe('speech');
      }
    },
  );
});

describe('understandVoicemail: a full name typed as the first name (SPEC §5)', () => {
  it('is a first and a last name, so the surname heard is not added to the first name', () => {
    for (const transcript of [
      'my name is rachel goldberg we owe about two million dollars',
      'hi we owe about two million dollars',
      'my name is rachel we owe about two million dollars',
    ]) {
      const { extractedData } = understandVoicemail(transcript, {
        hints: { email: 'rg@gmail.com', form: { firstName: 'Rachel Goldberg' } },
      });
      expect(extractedData, transcript).toMatchObject({ firstName: 'Rachel', lastName: 'Goldberg' });
    }
  });

  it('leaves a typed last name as it is', () => {
    const { extractedData } = understandVoicemail('hi we owe about two million dollars', {
      hints: { form: { firstName: 'Mary Ann', lastName: 'Goldberg' } },
    });
    expect(extractedData).toMatchObject({ firstName: 'Mary Ann', lastName: 'Goldberg' });
  });
});
