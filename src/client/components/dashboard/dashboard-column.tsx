import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.js';

/** The frame of one card (lead, voice message) in a column's list. */
export const CARD_CLASS = 'grid min-w-0 grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

interface DashboardColumnProps {
  title: string;
  /** Controls under the heading that stay in view while the list scrolls (filters, search). */
  toolbar?: ReactNode;
  /** Beside the heading, e.g. an export link. */
  actions?: ReactNode;
  /**
   * Whether the list scrolls inside the column on wide screens (default). Off for the full-width
   * Session Activity grid, which grows with infinite scroll and scrolls with the page.
   */
  scrollable?: boolean;
  children: ReactNode;
}

/**
 * One of the dashboard's columns. Side by side on wide screens, each list scrolls inside its own
 * column so the Session Activity grid below stays reachable; on phones the page just scrolls.
 */
export function DashboardColumn({ title, toolbar, actions, scrollable = true, children }: DashboardColumnProps) {
  const headingId = `column-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-xl bg-slate-200/60 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-navy-900">
          {title}
        </h2>
        {actions}
      </div>
      {toolbar}
      {/* `relative` when it scrolls: absolutely placed descendants (screen-reader-only labels) are
          then clipped with the rest, instead of stretching the page below the dashboard. */}
      {/* A list that scrolls on its own is focusable, so the keyboard can scroll it too. */}
      <div
        tabIndex={scrollable ? 0 : undefined}
        className={cn(
          'grid min-w-0 grid-cols-1 content-start gap-3',
          scrollable && 'rounded-md focus-visible:outline-2 focus-visible:outline-navy-700',
          scrollable && 'lg:relative lg:max-h-[48rem] lg:overflow-y-auto lg:pr-1',
        )}
      >
        {children}
      </div>
    </section>
  );
}
