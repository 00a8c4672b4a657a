/**
 * The contact section's voicemail button label (SPEC §2). A module of its own: the button is the
 * one part of the contact section's copy (home.ts) that the browser renders, and a module lives
 * whole in one chunk, so importing it from home.ts would put all of that copy in every page load.
 */
export const RECORD_LABEL = 'Record';
