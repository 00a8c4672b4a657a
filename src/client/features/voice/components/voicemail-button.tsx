import { MicIcon } from '#client/components/ui/page-icons.js';
import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { toast } from '#client/components/ui/use-toast.js';
import { isFormControl, onFocusMove } from '#client/lib/form-control.js';
import { cn } from '#client/lib/cn.js';
import { onVoicemailRequest, useIslandState } from '#client/lib/islands/island-store.js';
import type * as PanelExports from './voicemail-panel.js';
import type { VoicemailPanelProps } from './voicemail-panel.js';
import { VOICEMAIL_TITLE } from '#client/features/voice/voicemail-title.js';
import { STEP_ASIDE_ATTRIBUTE } from '#client/features/voice/floating-button-clearance.js';
import { CONSULTATION_FORM_ID } from '#client/lib/islands/consultation-form-id.js';
import {
  OUTBOX_NOTE,
  outboxMayHaveRecordings,
  resultsPending,
  syncOutboxFlag,
} from '#client/features/voice/voicemail-outbox-flag.js';

/** SPEC §2: the floating button's title, also the panel's heading. */

type PanelModule = typeof PanelExports;
let panelModule: Promise<PanelModule> | undefined;

/**
 * The panel, recorder and upload code is a chunk of its own, fetched on first use (or when the
 * pointer or focus reaches the button): this file is all that every public page loads (decision
 * 0008's budget). A failed fetch is forgotten, so the next try starts over.
 */
function loadPanel(): Promise<PanelModule> {
  panelModule ??= import('./voicemail-panel.js').catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
}

/**
 * A recording left waiting (a failed upload, a reload mid-recording) or a result still to come:
 * the delivery code is fetched only then, so pages without either load none of it.
 */
function useVoicemailBackground(): boolean {
  const waiting = useIslandState((state) => state.voicemailOutboxWaiting);
  useEffect(() => {
    // Read after hydration: the prerendered button has no outbox note.
    syncOutboxFlag();
    if (outboxMayHaveRecordings() || resultsPending()) {
      import('#client/features/voice/voicemail-delivery.js')
        .then((module) => module.startVoicemailBackground())
        .catch(() => {});
    }
  }, []);
  return waiting;
}

function prefetch(): void {
  loadPanel().catch(() => {});
}

/**
 * Should the floating button step aside? Below the lg breakpoint, where forms run the full width
 * under its corner: while one of them lies under the button's own spot (the consultation form,
 * the hero's brochure card, a booking page: CONSULTATION_FORM_ID and STEP_ASIDE_ATTRIBUTE), and
 * while the visitor fills in any field. It used to hide whenever such a form was anywhere on
 * screen, so right after the brochure's download it could not be tapped although the card no
 * longer reached its corner.
 */
function useStepAside(button: RefObject<HTMLButtonElement | null>): boolean {
  const [controlInUse, setControlInUse] = useState(false);
  const [formUnder, setFormUnder] = useState(false);
  useEffect(() => onFocusMove(() => setControlInUse(isFormControl(document.activeElement))), []);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Its box is kept while it steps aside (visibility), so the spot is known either way.
      const spot = button.current?.getBoundingClientRect();
      if (!spot || spot.width === 0) return;
      const forms = [
        document.getElementById(CONSULTATION_FORM_ID),
        ...document.querySelectorAll(`[${STEP_ASIDE_ATTRIBUTE}]`),
      ];
      setFormUnder(
        forms.some((form) => {
          const box = form?.getBoundingClientRect();
          return (
            box !== undefined &&
            box.top < spot.bottom &&
            box.bottom > spot.top &&
            box.left < spot.right &&
            box.right > spot.left
          );
        }),
      );
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Forms change size (the brochure card's views) and booking pages render from their own chunk.
    const changes = typeof MutationObserver === 'function' ? new MutationObserver(schedule) : undefined;
    changes?.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      changes?.disconnect();
    };
  }, [button]);
  return controlInUse || formUnder;
}

/**
 * The floating voicemail button (SPEC §2), bottom-right on every public page, and the panel it
 * opens; the contact section's Record button opens the panel through the island store. The
 * button stands in for the panel's idle view: it hides while the panel is open, and focus goes
 * back to whatever opened the panel when it closes (unless the visitor has moved on elsewhere).
 */
export function VoicemailButton() {
  const [Panel, setPanel] = useState<ComponentType<VoicemailPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);
  const stepAside = useStepAside(button);
  const waiting = useVoicemailBackground();

  const show = useCallback(() => {
    const active = document.activeElement;
    const dialog = frame.current?.querySelector<HTMLElement>('[role="dialog"]');
    if (dialog?.contains(active)) return;
    opener.current = active instanceof HTMLElement ? active : null;
    // Already open (the Record button pressed while the panel shows): take the visitor there.
    dialog?.focus();
    setOpen(true);
    loadPanel().then(
      (module) => setPanel(() => module.VoicemailPanel),
      () => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: 'Voicemail Unavailable',
          description: 'The recorder could not be loaded. Please check your connection and try again.',
        });
      },
    );
  }, []);

  const close = useCallback((returnFocus = true) => {
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || Boolean(frame.current?.contains(active));
    restoreFocus.current = returnFocus && focusWasHere;
    setOpen(false);
  }, []);

  useEffect(() => onVoicemailRequest(show), [show]);

  useEffect(() => {
    if (open || !restoreFocus.current) return;
    restoreFocus.current = false;
    const target = opener.current?.isConnected && opener.current !== document.body ? opener.current : button.current;
    target?.focus({ preventScroll: true });
  }, [open]);

  const panelShown = open && Panel !== null;
  return (
    <div ref={frame}>
      {panelShown && <Panel onClose={close} />}
      {/* A recording kept in the browser until it can be sent: said once, politely, and shown above the button. */}
      <p
        role="status"
        className={cn(
          'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4rem)] z-40 max-w-64',
          'rounded-lg bg-white px-3 py-2 text-sm text-slate-800 shadow-lg ring-1 ring-slate-900/10 sm:bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4.5rem)]',
          !(waiting && !panelShown) && 'sr-only',
        )}
      >
        {waiting && !panelShown ? OUTBOX_NOTE : ''}
      </p>
      <button
        ref={button}
        type="button"
        title={VOICEMAIL_TITLE}
        aria-label={VOICEMAIL_TITLE}
        aria-haspopup="dialog"
        data-floating-voicemail=""
        hidden={panelShown}
        onClick={show}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={cn(
          'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40',
          'flex size-12 items-center justify-center rounded-full bg-navy-800 text-white shadow-lg ring-2 ring-gold-400',
          'transition-colors hover:bg-navy-700 focus-visible:ring-4 focus-visible:ring-white sm:size-14',
          stepAside && 'max-lg:invisible',
        )}
      >
        <MicIcon aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
