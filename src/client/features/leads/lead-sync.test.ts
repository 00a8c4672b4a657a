import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '#client/lib/islands/browser-storage.js';
import { sendLeadSync } from '#client/lib/islands/send-lead-sync.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_HEARD_KEY,
} from '#client/lib/islands/lead-sync-keys.js';
import {
  parseStoredRecord,
  sanitizeLeadSyncRecord,
  splitFullName,
  type LeadSyncRecord,
} from '#client/lib/islands/lead-sync-record.js';
import { publishLeadSync } from '#client/lib/islands/publish-lead-sync.js';
import {
  clearStoredLeadData,
  handOffBrochureValues,
  mergePrefill,
  mergeMarkedPrefill,
  readBrowserPrefill,
  subscribeLeadSync,
  type PrefillSources,
} from './lead-sync.js';

const none: PrefillSources = { cookies: '', leadMagnetSync: null, leadMagnetData: null, voicemailExtracted: null };
const json = (value: unknown) => JSON.stringify(value);

describe('sanitizeLeadSyncRecord', () => {
  it('keeps known string fields, trimmed, and drops the rest', () => {
    expect(
      sanitizeLeadSyncRecord({
        firstName: '  Jane ',
        lastName: 42,
        email: null,
        company: ['Acme'],
        phone: { n: 1 },
        message: '   ',
        extra: 'ignored',
      }),
    ).toEqual({ firstName: 'Jane' });
  });

  it('accepts only SPEC options for debt amount and creditors count', () => {
    expect(sanitizeLeadSyncRecord({ debtAmount: '500k-1m', creditorsCount: 'over-50' })).toEqual({
      debtAmount: '500k-1m',
      creditorsCount: 'over-50',
    });
    expect(sanitizeLeadSyncRecord({ debtAmount: '$500,000', creditorsCount: '7' })).toEqual({});
  });

  it('ignores anything that is not a plain object', () => {
    for (const value of [null, undefined, 'Jane', 3, ['Jane'], true]) expect(sanitizeLeadSyncRecord(value)).toEqual({});
  });

  it('cuts text to the schema limits and removes NUL characters', () => {
    const record = sanitizeLeadSyncRecord({ firstName: 'A'.repeat(150), message: 'hi\u0000 there' });
    expect(record.firstName).toHaveLength(100);
    expect(record.message).toBe('hi there');
  });
});

describe('parseStoredRecord', () => {
  it('reads valid JSON and ignores malformed or missing data', () => {
    expect(parseStoredRecord(json({ email: 'a@b.co' }))).toEqual({ email: 'a@b.co' });
    expect(parseStoredRecord('{"email": "a@b.co"')).toEqual({});
    expect(parseStoredRecord('undefined')).toEqual({});
    expect(parseStoredRecord('')).toEqual({});
    expect(parseStoredRecord(null)).toEqual({});
    expect(parseStoredRecord('"just a string"')).toEqual({});
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    const cookies = 'a=1; voicemail_email=jane%40acme.example; voicemail_phone=%2B1%20212%20555%200100';
    expect(readCookie(cookies, 'voicemail_email')).toBe('jane@acme.example');
    expect(readCookie(cookies, 'voicemail_phone')).toBe('+1 212 555 0100');
    expect(readCookie(cookies, 'missing')).toBeNull();
  });

  it('does not confuse cookies whose names share a suffix, and survives bad encoding', () => {
    expect(readCookie('old_voicemail_email=x; voicemail_email=y', 'voicemail_email')).toBe('y');
    expect(readCookie('voicemail_email=100%', 'voicemail_email')).toBe('100%');
    expect(readCookie('', 'voicemail_email')).toBeNull();
  });
});

describe('splitFullName', () => {
  it('splits the first word from the rest when the last name is empty', () => {
    expect(splitFullName('Jane Q Public', '')).toEqual({ firstName: 'Jane', lastName: 'Q Public' });
    expect(splitFullName('  Jane   Public ', '  ')).toEqual({ firstName: 'Jane', lastName: 'Public' });
  });

  it('leaves single names and filled last names alone', () => {
    expect(splitFullName('Jane', '')).toBeNull();
    expect(splitFullName('Jane Q', 'Public')).toBeNull();
    expect(splitFullName('', '')).toBeNull();
  });
});

describe('mergePrefill precedence', () => {
  const brochureSync = { firstName: 'Sync', email: 'sync@acme.example', company: 'Sync Co', phone: '212 555 0101' };
  const brochureData = { firstName: 'Data', email: 'data@acme.example', company: '', phone: '' };
  const voicemail = {
    firstName: 'Voice',
    lastName: 'Mail',
    email: 'voice@acme.example',
    debtAmount: '1m-5m',
    creditorsCount: '3-8',
    message: 'Two cash advances',
  };
  const cookies = 'voicemail_email=cookie%40acme.example; voicemail_phone=212%20555%200199';

  it('is empty with no sources', () => {
    expect(mergePrefill(none)).toEqual({});
  });

  it('prefers the session hand-off over the stored brochure record, field by field', () => {
    expect(mergePrefill({ ...none, leadMagnetSync: json(brochureSync), leadMagnetData: json(brochureData) })).toEqual({
      firstName: 'Data',
      email: 'data@acme.example',
      // Empty values in the newer record do not erase older ones.
      company: 'Sync Co',
      phone: '212 555 0101',
    });
  });

  it('lets the voicemail extraction override brochure data', () => {
    const merged = mergePrefill({
      cookies,
      leadMagnetSync: json(brochureSync),
      leadMagnetData: json(brochureData),
      voicemailExtracted: json(voicemail),
    });
    expect(merged).toEqual({
      firstName: 'Voice',
      lastName: 'Mail',
      email: 'voice@acme.example',
      company: 'Sync Co',
      phone: '212 555 0101',
      debtAmount: '1m-5m',
      creditorsCount: '3-8',
      message: 'Two cash advances',
    });
  });

  it('uses the voicemail cookies only for an empty e-mail or phone', () => {
    expect(mergePrefill({ ...none, cookies })).toEqual({ email: 'cookie@acme.example', phone: '212 555 0199' });
    expect(mergePrefill({ ...none, cookies, leadMagnetData: json({ email: 'data@acme.example' }) })).toEqual({
      email: 'data@acme.example',
      phone: '212 555 0199',
    });
  });

  it('survives malformed JSON and invalid options in any source', () => {
    expect(
      mergePrefill({
        cookies: 'voicemail_email=',
        leadMagnetSync: '{not json',
        leadMagnetData: json(['Jane']),
        voicemailExtracted: json({ firstName: 7, debtAmount: 'lots', creditorsCount: '9-15', email: 'v@acme.example' }),
      }),
    ).toEqual({ creditorsCount: '9-15', email: 'v@acme.example' });
  });

  it('splits a full name found in storage', () => {
    expect(mergePrefill({ ...none, voicemailExtracted: json({ firstName: 'Jane Q Public' }) })).toEqual({
      firstName: 'Jane',
      lastName: 'Q Public',
    });
  });

  it('shows a last name repeated in the first name once', () => {
    expect(
      mergePrefill({
        ...none,
        leadMagnetSync: json({ firstName: 'Jane Public' }),
        voicemailExtracted: json({ lastName: 'Public' }),
      }),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Public',
    });
  });
});

describe('mergeMarkedPrefill: what the voicemail heard', () => {
  const voicemail = json({
    firstName: 'Rachel Goldberg',
    email: 'r@acme.example',
    company: 'Acme',
    message: 'Owes $2M.',
  });

  it('marks the heard fields that the form shows as heard (a split first name marks the last name too)', () => {
    expect(
      mergeMarkedPrefill({ ...none, voicemailExtracted: voicemail, voicemailHeard: json(['firstName', 'message']) }),
    ).toEqual({
      record: {
        firstName: 'Rachel',
        lastName: 'Goldberg',
        email: 'r@acme.example',
        company: 'Acme',
        message: 'Owes $2M.',
      },
      heard: ['firstName', 'lastName', 'message'],
    });
  });

  it('marks nothing from the brochure or the cookies, nor a field without a value, nor junk', () => {
    const cookies = 'voicemail_phone=212%20555%200199';
    expect(
      mergeMarkedPrefill({
        ...none,
        cookies,
        leadMagnetSync: json({ company: 'Sync Co' }),
        voicemailExtracted: json({ lastName: 'Goldberg' }),
        voicemailHeard: json(['lastName', 'company', 'phone', 'debtAmount', 'bogus']),
      }),
    ).toEqual({ record: { company: 'Sync Co', lastName: 'Goldberg', phone: '212 555 0199' }, heard: ['lastName'] });
    expect(mergeMarkedPrefill({ ...none, voicemailExtracted: voicemail, voicemailHeard: '{broken' }).heard).toEqual([]);
  });
});

/** A minimal Storage for the browser glue. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function fakeBrowser(cookie = '') {
  const target = new EventTarget();
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();
  const window = Object.assign(target, { localStorage, sessionStorage });
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', { cookie });
  return { window, localStorage, sessionStorage };
}

function storageEvent(key: string, newValue: string | null, storageArea: unknown): Event {
  return Object.assign(new Event('storage'), { key, newValue, storageArea });
}

describe('browser glue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads all four sources', () => {
    const { localStorage, sessionStorage } = fakeBrowser('voicemail_phone=212-555-0100');
    localStorage.setItem(LEAD_MAGNET_SYNC_KEY, json({ company: 'Acme' }));
    localStorage.setItem(VOICEMAIL_EXTRACTED_KEY, json({ lastName: 'Public' }));
    sessionStorage.setItem(LEAD_MAGNET_DATA_KEY, json({ firstName: 'Jane' }));
    expect(readBrowserPrefill()).toEqual({
      record: { company: 'Acme', lastName: 'Public', firstName: 'Jane', phone: '212-555-0100' },
      heard: [],
    });
  });

  it('treats storage that throws as empty', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('document', { cookie: '' });
    expect(readBrowserPrefill()).toEqual({ record: {}, heard: [] });
  });

  it('publishLeadSync stores the record and notifies this page', () => {
    const { localStorage } = fakeBrowser();
    const received: LeadSyncRecord[] = [];
    const unsubscribe = subscribeLeadSync(({ record }) => received.push(record));
    publishLeadSync({ firstName: 'Jane Public', email: 'jane@acme.example' }, VOICEMAIL_EXTRACTED_KEY);
    expect(JSON.parse(localStorage.getItem(VOICEMAIL_EXTRACTED_KEY) ?? '')).toEqual({
      firstName: 'Jane Public',
      email: 'jane@acme.example',
    });
    expect(received).toEqual([{ firstName: 'Jane', lastName: 'Public', email: 'jane@acme.example' }]);

    unsubscribe();
    sendLeadSync({ firstName: 'Late' });
    expect(received).toHaveLength(1);
  });

  it('sanitizes event details and ignores empty ones', () => {
    fakeBrowser();
    const received: LeadSyncRecord[] = [];
    subscribeLeadSync(({ record }) => received.push(record));
    sendLeadSync('nonsense');
    sendLeadSync({ debtAmount: 'lots', phone: 5 });
    sendLeadSync({ debtAmount: 'over-5m', phone: 5 });
    expect(received).toEqual([{ debtAmount: 'over-5m' }]);
  });

  it('follows other tabs writing the two live keys, and nothing else', () => {
    const { window, localStorage, sessionStorage } = fakeBrowser();
    const received: LeadSyncRecord[] = [];
    subscribeLeadSync(({ record }) => received.push(record));
    window.dispatchEvent(storageEvent(LEAD_MAGNET_SYNC_KEY, json({ email: 'tab@acme.example' }), localStorage));
    window.dispatchEvent(storageEvent(VOICEMAIL_EXTRACTED_KEY, '{broken', localStorage));
    window.dispatchEvent(storageEvent('visitorSessionId', json({ email: 'x@acme.example' }), localStorage));
    window.dispatchEvent(storageEvent(LEAD_MAGNET_SYNC_KEY, json({ email: 'x@acme.example' }), sessionStorage));
    expect(received).toEqual([{ email: 'tab@acme.example' }]);
  });

  it('hands brochure values to the form through sessionStorage and the event', () => {
    const { sessionStorage } = fakeBrowser();
    const received: LeadSyncRecord[] = [];
    subscribeLeadSync(({ record }) => received.push(record));
    const values = { email: 'jane@acme.example', firstName: 'Jane', company: '', phone: '' };
    handOffBrochureValues(values);
    expect(JSON.parse(sessionStorage.getItem(LEAD_MAGNET_DATA_KEY) ?? '')).toEqual(values);
    expect(received).toEqual([{ email: 'jane@acme.example', firstName: 'Jane' }]);
  });

  it('tells the form which fields of another tab’s voicemail record were heard', () => {
    const { window, localStorage } = fakeBrowser();
    const received: unknown[] = [];
    subscribeLeadSync((message) => received.push(message));
    localStorage.setItem(VOICEMAIL_HEARD_KEY, json(['firstName', 'company', 'phone']));
    const record = json({ firstName: 'Rachel Goldberg', email: 'r@acme.example', company: 'Acme' });
    window.dispatchEvent(storageEvent(VOICEMAIL_EXTRACTED_KEY, record, localStorage));
    window.dispatchEvent(storageEvent(LEAD_MAGNET_SYNC_KEY, record, localStorage));
    expect(received).toEqual([
      {
        record: { firstName: 'Rachel', lastName: 'Goldberg', email: 'r@acme.example', company: 'Acme' },
        heard: ['firstName', 'lastName', 'company'],
      },
      { record: { firstName: 'Rachel', lastName: 'Goldberg', email: 'r@acme.example', company: 'Acme' }, heard: [] },
    ]);
  });

  it('clears the hand-offs after a consultation request', () => {
    const { localStorage, sessionStorage } = fakeBrowser();
    localStorage.setItem(LEAD_MAGNET_SYNC_KEY, '{}');
    localStorage.setItem(VOICEMAIL_EXTRACTED_KEY, '{}');
    localStorage.setItem(VOICEMAIL_HEARD_KEY, '[]');
    localStorage.setItem('visitorSessionId', 'session_1_abc');
    sessionStorage.setItem(LEAD_MAGNET_DATA_KEY, '{}');
    clearStoredLeadData();
    expect([...localStorage.items.keys()]).toEqual(['visitorSessionId']);
    expect(sessionStorage.items.size).toBe(0);
  });
});
