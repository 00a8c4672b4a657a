import { useEffect, useState } from 'react';
import { isFormControl, onFocusMove } from '#client/lib/form-control.js';
import type { ToastPlacement } from './toast.js';
import { BOTTOM_DOCK_VARIABLE } from './bottom-dock.js';

/** The height at the bottom of the window a toast may take (a two-line toast and its margins). */
export const BOTTOM_TOAST_ZONE_PX = 128;

/**
 * `top` while something is docked at the bottom of a phone's screen (the voicemail sheet), or when
 * the focused control reaches into the zone a bottom toast would take (a field the visitor
 * scrolled down to, or one a phone's keyboard pushed up); else `bottom`. A toast then never sits
 * over the field the visitor is using, nor piles onto the sheet. Pure so it can be tested without
 * a browser.
 */
export function placementFor(
  control: { top: number; bottom: number } | null,
  windowHeight: number,
  dockHeight = 0,
): ToastPlacement {
  // Stacked above a docked sheet, toast and sheet together would cover most of a phone's screen.
  if (dockHeight > 0) return 'top';
  if (!control) return 'bottom';
  return control.bottom > windowHeight - BOTTOM_TOAST_ZONE_PX ? 'top' : 'bottom';
}

/** What is docked at the bottom below md (the voicemail sheet): toasts stand above it there. */
function dockHeight(): number {
  if (!window.matchMedia('(max-width: 767.98px)').matches) return 0;
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue(BOTTOM_DOCK_VARIABLE)) || 0;
}

function focusedControlRect(): DOMRect | null {
  const active = document.activeElement;
  return isFormControl(active) ? active.getBoundingClientRect() : null;
}

/**
 * Follows focus while toasts are shown (`active`): the placement is decided when a toast
 * appears and again whenever focus moves, so a toast steps out of the way of the next field too.
 */
export function useToastPlacement(active: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useEffect(() => {
    if (!active) return;
    const update = () => setPlacement(placementFor(focusedControlRect(), window.innerHeight, dockHeight()));
    update();
    return onFocusMove(update);
  }, [active]);
  return placement;
}
