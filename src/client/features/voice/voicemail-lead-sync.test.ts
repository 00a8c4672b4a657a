import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandStore } from '#client/lib/islands/island-store.js';
import {
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_HEARD_KEY,
} from '#client/lib/islands/lead-sync-keys.js';
import {
  hasExtractedDetails,
  publishVoicemailRecord,
  rememberContactDetails,
  rememberedContactDetails,
  voicemailCookie,
  voicemailHeardFields,
  voicemailLeadRecord,
} from './voicemail-lead-sync.js';

const typed = { email: 'owner@acme.example', phone: '(212) 555-0100' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('voicemailLeadRecord', () => {
  it('merges the extracted data with the typed details, typed values winning', () => {
    const record = voicemailLeadRecord(
      {
        firstName: 'John',
        lastName: 'Carter',
        company: 'Carter Paving',
        email: 'heard@wrong.example',
        phone: '555 0000',
        debtAmount: '1m-5m',
        creditorsCount: '9-15',
        message: 'We owe a lot.',
      },
      typed,
    );
    expect(record).toEqual({
      firstName: 'John',
      lastName: 'Carter',
      company: 'Carter Paving',
      email: 'owner@acme.example',
      phone: '(212) 555-0100',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
      message: 'We owe a lot.',
    });
  });

  it('keeps an extracted phone when none was typed, and holds only the typed details without a transcript', () => {
    expect(voicemailLeadRecord({ phone: '(212) 555-0199' }, { email: typed.email, phone: '' })).toEqual({
      email: typed.email,
      phone: '(212) 555-0199',
    });
    expect(voicemailLeadRecord(null, typed)).toEqual(typed);
    expect(voicemailLeadRecord(null, { email: typed.email, phone: '' })).toEqual({ email: typed.email });
  });
});

describe('voicemailLeadRecord: what was heard', () => {
  it('knows which fields the transcript gave, never the typed e-mail, nor the phone when one was typed', () => {
    const extracted = { firstName: 'John', company: 'Carter Paving', email: 'heard@wrong.example', phone: '555 0000' };
    expect(voicemailHeardFields(voicemailLeadRecord(extracted, typed))).toEqual(['firstName', 'company']);
    const noPhoneTyped = voicemailLeadRecord({ phone: '(212) 555-0199' }, { email: typed.email, phone: '' });
    expect(voicemailHeardFields(noPhoneTyped)).toEqual(['phone']);
    expect(voicemailHeardFields({ firstName: 'Built elsewhere' })).toEqual([]);
  });

  it('splits a full name heard as the first name into both names, both heard (SPEC §5)', () => {
    const record = voicemailLeadRecord({ firstName: 'Rachel Goldberg', message: 'Owes $2M.' }, typed);
    expect(record).toEqual({
      firstName: 'Rachel',
      lastName: 'Goldberg',
      email: typed.email,
      phone: typed.phone,
      message: 'Owes $2M.',
    });
    expect(voicemailHeardFields(record)).toEqual(['firstName', 'lastName', 'message']);
  });
});

describe('hasExtractedDetails', () => {
  it('is true when the transcript yielded anything beyond what was typed', () => {
    expect(hasExtractedDetails({ firstName: 'John' }, typed)).toBe(true);
    expect(hasExtractedDetails({ phone: '(212) 555-0199' }, typed)).toBe(true);
  });

  it('is false for nothing, blanks, or the typed details echoed back', () => {
    expect(hasExtractedDetails(null, typed)).toBe(false);
    expect(hasExtractedDetails({}, typed)).toBe(false);
    expect(hasExtractedDetails({ firstName: '  ', company: '' }, typed)).toBe(false);
    expect(hasExtractedDetails({ email: 'Owner@Acme.example', phone: '212-555-0100' }, typed)).toBe(false);
  });
});

describe('cookies', () => {
  it('last 30 days on the whole site, Lax, Secure on HTTPS', () => {
    expect(voicemailCookie('voicemail_email', 'a+b@acme.example', false)).toBe(
      'voicemail_email=a%2Bb%40acme.example; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(voicemailCookie('voicemail_phone', '', true)).toBe(
      'voicemail_phone=; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('are written when recording starts and read back for the next visit', () => {
    const written: string[] = [];
    vi.stubGlobal('window', { location: { protocol: 'https:' } });
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return 'other=1; voicemail_email=owner%40acme.example; voicemail_phone=(212)%20555-0100';
      },
    });
    rememberContactDetails(typed);
    expect(written).toEqual([
      'voicemail_email=owner%40acme.example; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
      'voicemail_phone=(212)%20555-0100; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    ]);
    expect(rememberedContactDetails()).toEqual(typed);
  });
});

describe('publishVoicemailRecord', () => {
  it('stores the record under both keys, keeping brochure fields, and tells the page', () => {
    const store = new Map<string, string>([
      [LEAD_MAGNET_SYNC_KEY, JSON.stringify({ firstName: 'Brenda', company: 'Old Co' })],
    ]);
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const events: unknown[] = [];
    islandStore.subscribe((state) => events.push(state.lastLeadSync?.record));
    vi.stubGlobal('window', { localStorage });

    const record = { email: typed.email, company: 'Carter Paving' };
    publishVoicemailRecord(record);

    expect(JSON.parse(store.get(VOICEMAIL_EXTRACTED_KEY) ?? '')).toEqual(record);
    expect(JSON.parse(store.get(LEAD_MAGNET_SYNC_KEY) ?? '')).toEqual({
      firstName: 'Brenda',
      company: 'Carter Paving',
      email: typed.email,
    });
    // Only the voicemail's record goes to the form: it has the brochure's fields already.
    expect(events).toEqual([record]);
  });

  it('stores and sends which fields were heard, leaving out what the brochure card was given', () => {
    const store = new Map<string, string>([[LEAD_MAGNET_SYNC_KEY, JSON.stringify({ firstName: 'Brenda' })]]);
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const heard: unknown[] = [];
    islandStore.subscribe((state) => heard.push(state.lastLeadSync?.heard));
    vi.stubGlobal('window', { localStorage });

    publishVoicemailRecord(
      voicemailLeadRecord({ firstName: 'brenda', lastName: 'Carter', company: 'Carter Paving' }, typed),
    );
    expect(JSON.parse(store.get(VOICEMAIL_HEARD_KEY) ?? '')).toEqual(['lastName', 'company']);
    expect(heard.at(-1)).toEqual(['lastName', 'company']);
  });
});
