/**
 * The CSS variable something docked at the bottom of the window below md (the voicemail sheet)
 * sets to the height it takes; while it is set, toasts go to the top (toast-placement.ts).
 */
export const BOTTOM_DOCK_VARIABLE = '--bottom-dock-height';
