import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandStore } from '#client/lib/islands/island-store.js';
import { rememberConsultationContact } from '#client/lib/islands/lead-sync-store.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_HEARD_KEY,
} from '#client/lib/islands/lead-sync-keys.js';
import { readWelcomeContactDetails, welcomeContactDetails } from './welcome-contact.js';

/** The voicemail's welcome step starts with the e-mail and phone the visitor already gave. */

const initial = islandStore.getState();

describe('welcomeContactDetails', () => {
  it('takes the first valid e-mail, and the first valid phone given with it', () => {
    expect(
      welcomeContactDetails([
        { email: 'rach', phone: '' },
        { email: ' rachel@acme.example ', phone: '212 555 0100 ' },
        { email: 'other@acme.example', phone: '212 555 0199' },
      ]),
    ).toEqual({ email: 'rachel@acme.example', phone: '212 555 0100' });
  });

  it('never puts one person’s phone beside another’s address', () => {
    expect(
      welcomeContactDetails([{ email: 'new@acme.example' }, { email: 'old@acme.example', phone: '212 555 0199' }]),
    ).toEqual({ email: 'new@acme.example', phone: '' });
    expect(
      welcomeContactDetails([{ email: 'new@acme.example' }, { email: 'NEW@acme.example', phone: '212 555 0199' }]),
    ).toEqual({ email: 'new@acme.example', phone: '212 555 0199' });
  });

  it('takes a phone given without an e-mail, and skips a phone that is not one', () => {
    expect(welcomeContactDetails([{ phone: 'call me' }, { phone: '212 555 0100' }])).toEqual({
      email: '',
      phone: '212 555 0100',
    });
    expect(welcomeContactDetails([])).toEqual({ email: '', phone: '' });
  });
});

/** Storage, cookies and (optionally) the consultation form's e-mail and phone inputs. */
function fakeBrowser({
  cookie = '',
  formInputs,
}: { cookie?: string; formInputs?: Record<string, { value: string; heard?: boolean }> } = {}) {
  const store = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
  };
  const localStorage = store();
  const sessionStorage = store();
  const form = formInputs && {
    elements: {
      namedItem: (name: string) => {
        const input = formInputs[name];
        return input ? { value: input.value, hasAttribute: () => input.heard === true } : null;
      },
    },
  };
  vi.stubGlobal('window', { localStorage, sessionStorage });
  vi.stubGlobal('document', { cookie, getElementById: () => form ?? null });
  return { localStorage, sessionStorage };
}

describe('readWelcomeContactDetails', () => {
  beforeEach(() => islandStore.setState(initial, true));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with the voicemail cookies when nothing newer was given (as before)', () => {
    fakeBrowser({ cookie: 'voicemail_email=cookie%40acme.example; voicemail_phone=212%20555%200111' });
    expect(readWelcomeContactDetails()).toEqual({ email: 'cookie@acme.example', phone: '212 555 0111' });
  });

  it('prefers this visit’s brochure card: the hand-off in this tab, then the stored record, over the cookies', () => {
    const { localStorage, sessionStorage } = fakeBrowser({
      cookie: 'voicemail_email=cookie%40acme.example; voicemail_phone=212%20555%200111',
    });
    localStorage.setItem(LEAD_MAGNET_SYNC_KEY, JSON.stringify({ email: 'sync@acme.example', phone: '212 555 0122' }));
    expect(readWelcomeContactDetails()).toEqual({ email: 'sync@acme.example', phone: '212 555 0122' });
    sessionStorage.setItem(LEAD_MAGNET_DATA_KEY, JSON.stringify({ email: 'data@acme.example', phone: '' }));
    expect(readWelcomeContactDetails()).toEqual({ email: 'data@acme.example', phone: '' });
  });

  it('prefers what is typed in the consultation form now, then the request sent from this page', () => {
    fakeBrowser({ formInputs: { email: { value: 'typed@acme.example' }, phone: { value: '212 555 0133' } } });
    rememberConsultationContact({ email: 'sent@acme.example', phone: '212 555 0144' });
    expect(readWelcomeContactDetails()).toEqual({ email: 'typed@acme.example', phone: '212 555 0133' });
    fakeBrowser({ formInputs: { email: { value: '' }, phone: { value: '' } } });
    expect(readWelcomeContactDetails()).toEqual({ email: 'sent@acme.example', phone: '212 555 0144' });
  });

  it('never offers a phone the voicemail heard as one the visitor gave', () => {
    const { localStorage } = fakeBrowser({
      formInputs: { email: { value: 'typed@acme.example' }, phone: { value: '212 555 0177', heard: true } },
    });
    localStorage.setItem(LEAD_MAGNET_SYNC_KEY, JSON.stringify({ email: 'typed@acme.example', phone: '212 555 0177' }));
    localStorage.setItem(VOICEMAIL_EXTRACTED_KEY, JSON.stringify({ phone: '212 555 0177' }));
    localStorage.setItem(VOICEMAIL_HEARD_KEY, JSON.stringify(['phone']));
    expect(readWelcomeContactDetails()).toEqual({ email: 'typed@acme.example', phone: '' });
  });
});
