import { isEmailAddress } from '#shared/text-fields.js';
import { islandStore } from '#client/lib/islands/island-store.js';
import { getStored } from '#client/lib/islands/browser-storage.js';
import { CONSULTATION_FORM_ID } from '#client/lib/islands/consultation-form-id.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_HEARD_KEY,
} from '#client/lib/islands/lead-sync-keys.js';
import { parseStoredHeard, parseStoredRecord } from '#client/lib/islands/lead-sync-record.js';
import { phoneProblem } from './contact-validation.js';
import { rememberedContactDetails, type ContactDetails } from './voicemail-lead-sync.js';

/**
 * What the voicemail's welcome step starts with: the e-mail and phone the visitor already gave,
 * so they are not asked twice. Newest and most deliberate first:
 *
 * 1. the consultation form on this page, as typed now (a phone the voicemail heard and the
 *    caller has not checked is not theirs: it is skipped);
 * 2. the consultation request sent from this page (the form clears itself after sending);
 * 3. sessionStorage leadMagnetData: the brochure values handed to the form in this tab;
 * 4. localStorage leadMagnetSync: the brochure values, kept across visits (again without a phone
 *    a voicemail heard and laid over them);
 * 5. the cookies voicemail_email / voicemail_phone: what was typed on this step last time.
 *
 * The e-mail is the first valid one; the phone the first valid one given with that e-mail (or with
 * none), so one person's phone is never put beside another's address on a shared device.
 */

export interface GivenContact {
  email?: string;
  phone?: string;
}

export function welcomeContactDetails(sources: readonly GivenContact[]): ContactDetails {
  const given = sources.map((source) => ({ email: source.email?.trim() ?? '', phone: source.phone?.trim() ?? '' }));
  const email = given.find((source) => isEmailAddress(source.email))?.email ?? '';
  const sameEmail = (source: { email: string }) =>
    source.email === '' || email === '' || source.email.toLowerCase() === email.toLowerCase();
  const phone =
    given.find((source) => source.phone !== '' && phoneProblem(source.phone) === undefined && sameEmail(source))
      ?.phone ?? '';
  return { email, phone };
}

/** The consultation form's e-mail and phone fields as they are now, if the form is on this page. */
function consultationFormContact(): GivenContact {
  const form = document.getElementById(CONSULTATION_FORM_ID) as HTMLFormElement | null;
  const value = (name: string) => {
    const input = form?.elements?.namedItem(name) as HTMLInputElement | null | undefined;
    if (!input || typeof input.value !== 'string') return undefined;
    return input.hasAttribute('data-from-voicemail') ? undefined : input.value;
  };
  return { email: value('email'), phone: value('phone') };
}

/** leadMagnetSync without the phone an earlier voicemail heard and laid over it. */
function brochureSyncContact(): GivenContact {
  const sync = parseStoredRecord(getStored('localStorage', LEAD_MAGNET_SYNC_KEY));
  const heardPhone =
    parseStoredHeard(getStored('localStorage', VOICEMAIL_HEARD_KEY)).includes('phone') &&
    parseStoredRecord(getStored('localStorage', VOICEMAIL_EXTRACTED_KEY)).phone === sync.phone;
  return { email: sync.email, phone: heardPhone ? undefined : sync.phone };
}

/** Reads every source now. Call it from an effect, never during render. */
export function readWelcomeContactDetails(): ContactDetails {
  return welcomeContactDetails([
    consultationFormContact(),
    islandStore.getState().consultationContact ?? {},
    parseStoredRecord(getStored('sessionStorage', LEAD_MAGNET_DATA_KEY)),
    brochureSyncContact(),
    rememberedContactDetails(),
  ]);
}
