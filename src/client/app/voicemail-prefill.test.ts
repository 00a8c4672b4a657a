import { afterEach, describe, expect, it, vi } from 'vitest';
import { consultationFormSchema } from '#shared/lead-schemas.js';
import type { ExtractedData } from '#shared/voice-schemas.js';
import { type LeadSyncMessage } from '#client/lib/islands/island-store.js';
import { onLeadSync } from '#client/lib/islands/lead-sync-store.js';
import {
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_HEARD_KEY,
} from '#client/lib/islands/lead-sync-keys.js';
import { LEAD_SYNC_FIELDS, splitFullName, type LeadSyncField } from '#client/lib/islands/lead-sync-record.js';
import { publishVoicemailRecord, voicemailLeadRecord } from '#client/features/voice/voicemail-lead-sync.js';
import { readBrowserPrefill } from '#client/features/leads/lead-sync.js';
import { prefillSteps } from '#client/features/leads/prefill-steps.js';

/**
 * What was heard is never passed off as what was said (decision 0035), in the consultation form:
 * the voicemail's fields reach the form marked, a field the voicemail left empty is simply empty
 * (and unmarked), and a field the voicemail claims to fill never makes the form fail with
 * 'Missing Required Fields'. The form is modelled as the island drives it (react-hook-form's
 * values, defaults and dirty state; the marks; SPEC §5's name split on submit).
 */

const REQUIRED: readonly LeadSyncField[] = ['firstName', 'lastName', 'email', 'message'];
const typed = { email: 'rachel@acme.example', phone: '' };

class FormModel {
  readonly values = Object.fromEntries(LEAD_SYNC_FIELDS.map((f) => [f, ''])) as Record<LeadSyncField, string>;
  readonly defaults = { ...this.values };
  readonly marked = new Set<LeadSyncField>();

  apply(message: LeadSyncMessage): void {
    const steps = prefillSteps(message, (field) => ({
      value: this.values[field],
      dirty: this.values[field] !== this.defaults[field],
    }));
    for (const { field, value, heard } of steps) {
      this.values[field] = value;
      this.defaults[field] = value;
      if (heard === true) this.marked.add(field);
      if (heard === false) this.marked.delete(field);
    }
  }

  /** The visitor edits a field: it is theirs now. */
  type(field: LeadSyncField, value: string): void {
    this.values[field] = value;
    this.marked.delete(field);
  }

  /** What the submit sends (SPEC §5 split first), and the required fields that fail. */
  submit(): { sent: Record<LeadSyncField, string>; missing: LeadSyncField[] } {
    const split = splitFullName(this.values.firstName, this.values.lastName);
    const sent = { ...this.values, ...split };
    const result = consultationFormSchema.safeParse(sent);
    const failing = new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0] as LeadSyncField));
    return { sent, missing: REQUIRED.filter((field) => failing.has(field)) };
  }

  /** focusFirstEmptyField's target among the fields, in the form's order. */
  firstEmpty(): LeadSyncField | undefined {
    return LEAD_SYNC_FIELDS.find((field) => this.values[field].trim() === '');
  }
}

/** A minimal browser: storage for publish/read, no cookies. */
function fakeBrowser() {
  const store = (items = new Map<string, string>()) => ({
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  const localStorage = store();
  const sessionStorage = store();
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage, sessionStorage }));
  vi.stubGlobal('document', { cookie: '' });
  return { localStorage, sessionStorage };
}

/** The voicemail's answer as the page sends it to the form (the panel's and the outbox's path). */
function voicemailMessage(extracted: ExtractedData): LeadSyncMessage {
  const messages: LeadSyncMessage[] = [];
  const unsubscribe = onLeadSync((message) => messages.push(message));
  publishVoicemailRecord(voicemailLeadRecord(extracted, typed));
  unsubscribe();
  const last = messages.at(-1);
  if (!last) throw new Error('the voicemail sent nothing');
  return last;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a voicemail’s fields in the consultation form', () => {
  const message = 'Owes about $2M.';

  it('a full name heard as the first name fills First and Last Name, both marked, and submits as shown', () => {
    fakeBrowser();
    const form = new FormModel();
    form.apply(voicemailMessage({ firstName: 'Rachel Goldberg', message }));
    expect(form.values).toMatchObject({ firstName: 'Rachel', lastName: 'Goldberg', email: typed.email, message });
    expect([...form.marked].sort()).toEqual(['firstName', 'lastName', 'message']);
    const { sent, missing } = form.submit();
    expect(missing).toEqual([]);
    expect(sent).toEqual(form.values);
  });

  it('only a first name heard: Last Name is simply empty, unmarked, and where the caller is sent', () => {
    fakeBrowser();
    const form = new FormModel();
    form.apply(voicemailMessage({ firstName: 'Rachel', message }));
    expect(form.values.lastName).toBe('');
    expect(form.marked.has('lastName')).toBe(false);
    expect(form.firstEmpty()).toBe('lastName');
    // The form fails on what the voicemail did not claim, never on what it did.
    expect(form.submit().missing).toEqual(['lastName']);
    expect(form.submit().missing.filter((field) => form.marked.has(field))).toEqual([]);
  });

  it('a last name repeated in the first name is shown once (an LLM’s "Rachel Goldberg" / "Goldberg")', () => {
    fakeBrowser();
    const form = new FormModel();
    form.apply(voicemailMessage({ firstName: 'Rachel Goldberg', lastName: 'Goldberg', message }));
    expect(form.values).toMatchObject({ firstName: 'Rachel', lastName: 'Goldberg' });
    expect(form.submit().sent).toEqual(form.values);
  });

  it('fills a field the caller had emptied when the voicemail heard it (it failed with Missing Required Fields)', () => {
    fakeBrowser();
    const form = new FormModel();
    form.apply({ record: { firstName: 'Rachel', email: typed.email }, heard: [] });
    form.type('firstName', '');
    form.apply(voicemailMessage({ firstName: 'Rachel', lastName: 'Goldberg', message }));
    expect(form.values.firstName).toBe('Rachel');
    expect(form.submit().missing).toEqual([]);
  });

  it('never overwrites what the caller typed, and an edit takes the mark away', () => {
    fakeBrowser();
    const form = new FormModel();
    form.type('company', 'Goldberg Staffing LLC');
    form.apply(voicemailMessage({ firstName: 'Rachel', lastName: 'Goldberg', company: 'Gold Burg', message }));
    expect(form.values.company).toBe('Goldberg Staffing LLC');
    expect(form.marked.has('company')).toBe(false);
    expect(form.marked.has('lastName')).toBe(true);
    form.type('lastName', 'Goldberg-Stein');
    expect(form.marked.has('lastName')).toBe(false);
  });

  it('marks nothing the visitor gave: the typed e-mail and phone, or a name typed into the brochure card', () => {
    const { sessionStorage } = fakeBrowser();
    sessionStorage.setItem('leadMagnetData', JSON.stringify({ firstName: 'Rachel', email: typed.email }));
    const form = new FormModel();
    form.apply({ record: { firstName: 'Rachel', email: typed.email }, heard: [] });
    const messages: LeadSyncMessage[] = [];
    const unsubscribe = onLeadSync((m) => messages.push(m));
    publishVoicemailRecord(
      voicemailLeadRecord({ firstName: 'Rachel', lastName: 'Goldberg', message }, { ...typed, phone: '212 555 0100' }),
    );
    unsubscribe();
    for (const m of messages) form.apply(m);
    expect([...form.marked].sort()).toEqual(['lastName', 'message']);
    expect(form.values.phone).toBe('212 555 0100');
  });

  it('after a reload, shows the stored voicemail’s fields marked, and what the brochure gave unmarked', () => {
    const { localStorage } = fakeBrowser();
    localStorage.setItem(LEAD_MAGNET_SYNC_KEY, JSON.stringify({ firstName: 'Rachel', company: 'Acme Staffing' }));
    voicemailMessage({ lastName: 'Goldberg', debtAmount: '1m-5m', message });
    const form = new FormModel();
    form.apply(readBrowserPrefill());
    expect(form.values).toMatchObject({ firstName: 'Rachel', lastName: 'Goldberg', company: 'Acme Staffing' });
    expect([...form.marked].sort()).toEqual(['debtAmount', 'lastName', 'message']);
    expect(JSON.parse(localStorage.getItem(VOICEMAIL_HEARD_KEY) ?? '[]')).toEqual([
      'lastName',
      'debtAmount',
      'message',
    ]);
  });

  it('after a reload, an older heard last name does not stay beside a full name heard later', () => {
    const { localStorage } = fakeBrowser();
    voicemailMessage({ firstName: 'Rachel', lastName: 'Goldbrg' });
    voicemailMessage({ firstName: 'Rachel Goldberg', message });
    expect(JSON.parse(localStorage.getItem(VOICEMAIL_EXTRACTED_KEY) ?? '{}')).toMatchObject({
      firstName: 'Rachel',
      lastName: 'Goldberg',
    });
    const form = new FormModel();
    form.apply(readBrowserPrefill());
    expect(form.values).toMatchObject({ firstName: 'Rachel', lastName: 'Goldberg' });
    expect(form.submit().sent).toEqual(form.values);
  });
});
