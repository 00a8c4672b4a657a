/**
 * Names of the browser-side lead-sync items (SPEC §3). A module of its own so the always-loaded
 * wrappers can use them without pulling in the parsing code.
 */

/** Same-page event (detail: a lead-sync record) fired after a record was written to storage. */
export const LEAD_SYNC_EVENT = 'lead-sync';
export const LEAD_MAGNET_SYNC_KEY = 'leadMagnetSync';
export const VOICEMAIL_EXTRACTED_KEY = 'voicemailExtractedData';
/** sessionStorage key of the brochure values handed to the consultation form (SPEC §2). */
export const LEAD_MAGNET_DATA_KEY = 'leadMagnetData';
export const VOICEMAIL_EMAIL_COOKIE = 'voicemail_email';
export const VOICEMAIL_PHONE_COOKIE = 'voicemail_phone';
