/** SPEC §2: the consultation form's element id (the voicemail success view scrolls to it). */
export const CONSULTATION_FORM_ID = 'consultation-form';
