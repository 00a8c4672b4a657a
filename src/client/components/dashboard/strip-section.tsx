import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.js';

/**
 * A compact titled panel at the top of Active Leads ("Call next", the booked calls): white on the
 * column's grey, a small heading with its icon. `emphasis` rings it in amber, for what to act on first.
 */
export function StripSection({
  id,
  icon: Icon,
  title,
  emphasis = false,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  emphasis?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'grid gap-1 rounded-lg bg-white p-2 shadow-sm',
        emphasis ? 'ring-2 ring-amber-400' : 'ring-1 ring-navy-100',
      )}
    >
      <h3 id={id} className="flex items-center gap-1.5 px-1 text-sm font-bold text-navy-900">
        <Icon aria-hidden="true" className="size-4" />
        {title}
      </h3>
      {children}
    </section>
  );
}
