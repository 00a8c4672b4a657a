import { lazy, useEffect, type ComponentType, type RefObject } from 'react';
import { CONSULTATION_FORM_ID } from '#client/lib/islands/consultation-form-id.js';
import { islandStore } from '#client/lib/islands/island-store.js';
import { holdSubmit, holdsSubmit, isFormReady } from './form-handoff.js';
import { IslandUnavailable, PLACEHOLDER_ATTRIBUTE } from './components/island-fallbacks.js';
import type * as IslandExports from './lead-forms-island.js';
import {
  LEAD_MAGNET_DATA_KEY,
  LEAD_MAGNET_SYNC_KEY,
  VOICEMAIL_EMAIL_COOKIE,
  VOICEMAIL_EXTRACTED_KEY,
  VOICEMAIL_PHONE_COOKIE,
} from '#client/lib/islands/lead-sync-keys.js';

/**
 * The forms' working code (react-hook-form, zod, the lead logic: about 35 KB gzip) is one chunk
 * that the home page fetches only when a visitor starts to use a form, so it stays out of the
 * page-load budget. Until then the prerendered HTML is on screen and typeable: its Suspense
 * boundary stays dehydrated, and React later hydrates that same DOM (no swap, so focus, typed
 * text and a phone's keyboard survive). The build's prerender imports the chunk directly.
 */
type IslandModule = typeof IslandExports;

let requestLoad: () => void = () => {};
const loadRequested = new Promise<void>((resolve) => {
  requestLoad = resolve;
});

/** One retry: a phone can drop a request; a second failure shows IslandUnavailable. */
function importIslands(): Promise<IslandModule> {
  return import('./lead-forms-island.js').catch(
    () =>
      new Promise<IslandModule>((resolve, reject) => {
        setTimeout(() => void import('./lead-forms-island.js').then(resolve, reject), 1500);
      }),
  );
}

/** The build's prerender loads the code at once (it waits for it); the browser on request. */
const islands: Promise<IslandModule> = import.meta.env.SSR ? importIslands() : loadRequested.then(importIslands);

/** Starts fetching the forms' code (idempotent). */
export function loadLeadForms(): void {
  requestLoad();
}

/**
 * A failed load must not reach the app's error boundary (that would replace the whole page):
 * the form alone turns into a short notice.
 */
function island<K extends keyof IslandModule>(name: K) {
  return lazy<ComponentType>(() =>
    islands.then(
      (module) => ({ default: module[name] }),
      () => ({ default: IslandUnavailable }),
    ),
  );
}

export const BrochureCardIsland = island('BrochureCardIsland');
export const ConsultationFormIsland = island('ConsultationFormIsland');

/** Has the visitor changed this field from what the page was sent with? */
function changedByVisitor(field: Element): boolean {
  if (field instanceof HTMLSelectElement) {
    // With no option marked as the default, the browser shows the first one.
    const initial = Math.max(
      0,
      [...field.options].findIndex((option) => option.defaultSelected),
    );
    return field.selectedIndex !== initial;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    return field.value !== field.defaultValue;
  }
  return false;
}

/** The visitor is in one of `element`'s fields, or has typed or chosen something in one. */
function alreadyInUse(element: HTMLElement): boolean {
  const active = document.activeElement;
  if (active && active !== element && element.contains(active)) return true;
  return [...element.querySelectorAll('input, textarea, select')].some(changedByVisitor);
}

/** What counts as "starting to use a form". */
const INTERACTION_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'keydown', 'input'] as const;

interface DeferredIslandOptions {
  /** Also load when the element comes near the viewport. */
  nearViewport?: boolean;
  /** Load at once when this says so (e.g. there is stored data to prefill). */
  eager?: () => boolean;
}

/**
 * Loads the forms' code on the first interaction with `ref`'s element (native listeners: React
 * runs no handlers inside a boundary that is still dehydrated).
 */
export function useDeferredIsland(ref: RefObject<HTMLElement | null>, options: DeferredIslandOptions = {}): void {
  const { nearViewport = false, eager } = options;
  useEffect(() => {
    const element = ref.current;
    // No prerendered markup, only the placeholder (a page rendered in the browser), or a form
    // the visitor began to use before the app arrived (boot.ts loads it after the first paint):
    // load now.
    if (
      !element ||
      element.querySelector(`[${PLACEHOLDER_ATTRIBUTE}]`) ||
      holdsSubmit(element) ||
      alreadyInUse(element) ||
      eager?.()
    ) {
      loadLeadForms();
      return;
    }
    const controller = new AbortController();
    let observer: IntersectionObserver | undefined;
    const start = () => {
      loadLeadForms();
      controller.abort();
      observer?.disconnect();
    };
    // On the document, in the capture phase: React stops these events at its root while the
    // boundary they target is still dehydrated, so listeners on the element itself never see them.
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) start();
    };
    for (const type of INTERACTION_EVENTS) {
      document.addEventListener(type, onInteraction, { capture: true, passive: true, signal: controller.signal });
    }
    if (nearViewport && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
        rootMargin: '400px 0px',
      });
      observer.observe(element);
    }
    return () => {
      controller.abort();
      observer?.disconnect();
    };
  }, [ref, nearViewport, eager]);

  // A submit before the form's code runs would be a native one (a page load with the visitor's
  // details in the request): hold it, load the code, and let the form replay it once it is ready.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !element.contains(form) || isFormReady(form)) return;
      event.preventDefault();
      holdSubmit(form);
      loadLeadForms();
    };
    document.addEventListener('submit', onSubmit, { capture: true });
    return () => document.removeEventListener('submit', onSubmit, { capture: true });
  }, [ref]);
}

/** True when the browser holds something to prefill the consultation form with. */
export function hasStoredLeadData(): boolean {
  try {
    return (
      Boolean(localStorage.getItem(LEAD_MAGNET_SYNC_KEY)) ||
      Boolean(localStorage.getItem(VOICEMAIL_EXTRACTED_KEY)) ||
      Boolean(sessionStorage.getItem(LEAD_MAGNET_DATA_KEY)) ||
      new RegExp(`(^|;\\s*)(${VOICEMAIL_EMAIL_COOKIE}|${VOICEMAIL_PHONE_COOKIE})=[^;]`).test(document.cookie)
    );
  } catch {
    return false;
  }
}

// Lead-sync records that arrive before the consultation form's code does (the voicemail may
// finish first) wait in the island store's backlog; the code is loaded if the form is on this page.
if (typeof window !== 'undefined') {
  islandStore.subscribe((state, previous) => {
    if (
      state.leadSyncBacklog !== previous.leadSyncBacklog &&
      state.leadSyncBacklog.length > 0 &&
      document.getElementById(CONSULTATION_FORM_ID)
    )
      loadLeadForms();
  });
}
