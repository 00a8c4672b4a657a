import { History, X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '#client/components/ui/button.js';

/** What the drawer shows: one visitor session, or one person's touchpoints (the lead workbench). */
export type TimelineTarget = { kind: 'session'; sessionId: string } | { kind: 'person'; personId: number };

export interface TimelineDrawer {
  open: (target: TimelineTarget) => void;
}

const TITLES: Record<TimelineTarget['kind'], string> = {
  session: 'Session timeline',
  person: 'Person timeline',
};

const TimelineDrawerContext = createContext<TimelineDrawer | null>(null);

interface TimelineDrawerProviderProps {
  /** The drawer's body for a target; app/ composes it from the features (components/ imports none). */
  renderContent: (target: TimelineTarget) => ReactNode;
  children: ReactNode;
}

/**
 * A right-side drawer any dashboard card can open with `useTimelineDrawer().open(target)`. It is a
 * native modal <dialog> (showModal): the browser traps focus in it, makes the page behind inert
 * for screen readers, closes it on Esc and draws the backdrop. Its content is mounted only while
 * it is open, so a closed drawer costs no request.
 */
export function TimelineDrawerProvider({ renderContent, children }: TimelineDrawerProviderProps) {
  const [target, setTarget] = useState<TimelineTarget | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  const open = useCallback((next: TimelineTarget) => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement ? active : null;
    setTarget(next);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!target || !dialog || dialog.open) return;
    dialog.showModal();
    // Browsers differ on what showModal focuses first; the Close button is a predictable start.
    dialog.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
  }, [target]);

  const onClose = () => {
    setTarget(null);
    const opener = openerRef.current;
    openerRef.current = null;
    // Chromium gives focus back by itself; this covers browsers that do not.
    if (opener?.isConnected) opener.focus();
  };

  const value = useMemo(() => ({ open }), [open]);
  return (
    <TimelineDrawerContext.Provider value={value}>
      {children}
      {/* Clicks on the dialog itself land only on its backdrop (the body fills it): they close it. */}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialogRef.current?.close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-full bg-slate-50 p-0 shadow-2xl backdrop:bg-slate-900/50 sm:max-w-xl"
      >
        {target && (
          <div className="flex h-full min-w-0 flex-col">
            <header className="flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
              <h2 id={titleId} className="text-lg font-bold text-navy-900">
                {TITLES[target.kind]}
              </h2>
              <Button data-drawer-close variant="outline" onClick={() => dialogRef.current?.close()}>
                <X className="size-4" aria-hidden="true" />
                Close
              </Button>
            </header>
            {/* Focusable, so keyboard users can scroll a timeline that holds no control (axe: scrollable-region-focusable). */}
            <div
              tabIndex={0}
              role="region"
              aria-labelledby={titleId}
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-navy-700"
            >
              {renderContent(target)}
            </div>
          </div>
        )}
      </dialog>
    </TimelineDrawerContext.Provider>
  );
}

export function useTimelineDrawer(): TimelineDrawer {
  const drawer = useContext(TimelineDrawerContext);
  if (!drawer) throw new Error('useTimelineDrawer must be used inside TimelineDrawerProvider');
  return drawer;
}

/** 'Timeline' on a card: opens the drawer on that card's session or person. */
export function TimelineButton({ target }: { target: TimelineTarget }) {
  const drawer = useTimelineDrawer();
  return (
    <Button variant="outline" onClick={() => drawer.open(target)}>
      <History className="size-4" aria-hidden="true" />
      Timeline
    </Button>
  );
}
