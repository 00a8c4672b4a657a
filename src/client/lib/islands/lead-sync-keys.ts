/**
 * Names of the browser-side lead-sync items (SPEC §3). A module of its own so the always-loaded
 * wrappers can use them without pulling in the parsing code.
 */

export const LEAD_MAGNET_SYNC_KEY = 'leadMagnetSync';
export const VOICEMAIL_EXTRACTED_KEY = 'voicemailExtractedData';
/**
 * localStorage: which fields of voicemailExtractedData the voicemail heard (a JSON array of field
 * names), beside the SPEC's items: the consultation form marks those fields (decision 0035).
 */
export const VOICEMAIL_HEARD_KEY = 'voicemailHeardFields';
/** sessionStorage key of the brochure values handed to the consultation form (SPEC §2). */
export const LEAD_MAGNET_DATA_KEY = 'leadMagnetData';
export const VOICEMAIL_EMAIL_COOKIE = 'voicemail_email';
export const VOICEMAIL_PHONE_COOKIE = 'voicemail_phone';
