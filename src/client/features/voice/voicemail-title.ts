import { firm } from '#content/firm.js';

/**
 * The floating button's name and the panel's title. Its own module: the button is on every page's
 * first load, and the panel's copy is not.
 */
export const VOICEMAIL_TITLE = `Leave ${firm.principal.fullName} a Voicemail`;
