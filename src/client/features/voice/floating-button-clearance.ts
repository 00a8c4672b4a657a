/**
 * How the page keeps clear of the floating voicemail button (components/voicemail-button.tsx):
 * bottom-right, 1rem from the edges, 3rem across on phones and 3.5rem from the sm breakpoint.
 */

/**
 * Right padding for the hero's page container on desktops (lg and up), whose right column (the
 * brochure card) would otherwise run into the button's corner: the button's 1rem offset, its
 * 3.5rem and 1rem of air make a 5.5rem lane, less the margin the centred 80rem container already
 * leaves on wide screens; never less than the container's own 2rem.
 */
export const FLOATING_BUTTON_LANE = 'lg:pr-[max(2rem,calc(5.5rem_-_max(0px,(100vw_-_80rem)_/_2)))]';

/**
 * Marks a form that runs the full width below the lg breakpoint (the hero's brochure card, the
 * booking pages; the consultation form is found by its id): the button steps aside while one
 * lies under its corner.
 */
export const STEP_ASIDE_ATTRIBUTE = 'data-floating-button-steps-aside';
