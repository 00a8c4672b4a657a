import { useEffect, useRef, type RefObject } from 'react';
import { VOICE_LIMITS } from '#shared/voice-schemas.js';
import { focusSection, scrollToSection } from '#client/lib/scroll-to-section.js';
import { CONSULTATION_FORM_ID } from '#client/lib/islands/consultation-form-id.js';
import { FINAL_WARNING_SECONDS } from './components/recording-view.js';
import { formatDuration } from './recorder-support.js';
import { SILENT_HINT_AFTER_SECONDS } from './use-input-level.js';
import { recordingCopy } from './voicemail-copy.js';
import { BOTTOM_DOCK_VARIABLE } from '#client/components/ui/bottom-dock.js';

/** SPEC §9: after a successful upload the page scrolls to the form, then the panel closes. */
export const SUCCESS_SCROLL_DELAY_MS = 1500;
export const SUCCESS_CLOSE_DELAY_MS = 5000;
/** Screen readers hear the running time this often (a per-second announcement would drown them). */
export const TIMER_ANNOUNCE_EVERY_SECONDS = 30;

export const formOnThisPage = () => document.getElementById(CONSULTATION_FORM_ID) !== null;

/**
 * What a screen reader hears while recording: the running time each time another 30 s have passed
 * (a throttled background tab may skip seconds), the automatic stop in the last minute, and, once,
 * that the microphone hears nothing.
 */
export function useRecordingAnnouncements(state: {
  recording: boolean;
  elapsed: number;
  silentSeconds: number;
  announce: (text: string) => void;
}): void {
  const { recording, elapsed, silentSeconds, announce } = state;
  const announcedPeriods = useRef(0);
  useEffect(() => {
    const periods = Math.floor(elapsed / TIMER_ANNOUNCE_EVERY_SECONDS);
    if (!recording || periods <= announcedPeriods.current) return;
    announcedPeriods.current = periods;
    const remaining = VOICE_LIMITS.maxSeconds - elapsed;
    const warning =
      remaining > 0 && remaining <= FINAL_WARNING_SECONDS
        ? ` Recording stops automatically in ${formatDuration(remaining)}.`
        : '';
    announce(`${formatDuration(elapsed)} recorded.${warning}`);
  }, [recording, elapsed, announce]);

  const cannotHear = recording && silentSeconds >= SILENT_HINT_AFTER_SECONDS;
  useEffect(() => {
    if (cannotHear) announce(recordingCopy.cannotHear);
  }, [cannotHear, announce]);
}

/**
 * The success view's hand-off (SPEC §9): the page scrolls to the consultation form, then the
 * panel closes; a keyboard user continues in the form (unless already elsewhere).
 */
export function useSuccessHandOff(
  success: boolean,
  panel: RefObject<HTMLElement | null>,
  close: (returnFocus?: boolean) => void,
): void {
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });
  useEffect(() => {
    if (!success) return;
    const scroll = setTimeout(() => scrollToSection(CONSULTATION_FORM_ID), SUCCESS_SCROLL_DELAY_MS);
    const autoClose = setTimeout(() => {
      const active = document.activeElement;
      const focusHere = !active || active === document.body || Boolean(panel.current?.contains(active));
      if (focusHere && formOnThisPage()) {
        focusSection(CONSULTATION_FORM_ID);
        latestClose.current(false);
      } else {
        latestClose.current();
      }
    }, SUCCESS_CLOSE_DELAY_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(autoClose);
    };
  }, [success, panel]);
}

/**
 * While the panel is open, tells the page how much of the window's bottom it takes (from its top
 * edge down), so toasts below md go to the top instead of over it or piled onto it. Kept up to date as the panel
 * changes view or the window its size; removed when the panel closes.
 */
export function useBottomDock(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(
        BOTTOM_DOCK_VARIABLE,
        `${Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top))}px`,
      );
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(BOTTOM_DOCK_VARIABLE);
    };
  }, [panel]);
}
