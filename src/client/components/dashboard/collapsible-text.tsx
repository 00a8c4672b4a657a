import { useId, useState, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.js';

/** Longer texts start folded to a few lines so one transcript does not push the list away. */
const FOLD_AFTER_CHARACTERS = 240;

/**
 * A transcript or message that can be unfolded. The open state lives in this component, which
 * keeps its place across polls (cards are keyed by id), so a refetch never folds it again.
 * `children` renders the text with markup of its own (the transcript's unsure words); `text`
 * still decides the fold. `after` goes between the text and the button (a legend).
 */
export function CollapsibleText({
  text,
  className,
  children,
  after,
}: {
  text: string;
  className?: string;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const foldable = text.length > FOLD_AFTER_CHARACTERS;
  return (
    <div className={className}>
      <p
        id={id}
        className={cn('text-sm wrap-anywhere whitespace-pre-line text-slate-700', foldable && !open && 'line-clamp-4')}
      >
        {children ?? text}
      </p>
      {after}
      {foldable && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="min-h-11 rounded-md text-sm font-semibold text-navy-700 underline-offset-2 hover:underline"
        >
          {open ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
