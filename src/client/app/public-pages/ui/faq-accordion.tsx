import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '#content/faq.js';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /**
   * Items sharing a `name` form an exclusive accordion: opening one closes the other (native
   * <details name>, no JavaScript). Without it several may be open at once.
   */
  name?: string;
  /** Give each item its question's id, so /faq#fees links to (and opens) that answer. */
  withAnchors?: boolean;
}

/**
 * Questions and answers as native <details>/<summary>: keyboard and screen-reader support come
 * from the browser, and the answers open with JavaScript off too.
 */
export function FaqAccordion({ items, name, withAnchors = false }: FaqAccordionProps) {
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <details
          key={item.id}
          id={withAnchors ? item.id : undefined}
          name={name}
          className="group scroll-mt-30 rounded-xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.03] open:border-navy-200"
        >
          <summary className="flex min-h-14 cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-navy-900 transition-colors hover:bg-slate-50 sm:px-6 sm:text-lg">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-navy-700 transition-colors group-open:bg-navy-800 group-open:text-white"
            >
              <ChevronDown className="size-4 transition-transform duration-200 group-open:rotate-180" />
            </span>
          </summary>
          <div className="space-y-3 px-5 pb-6 text-base leading-relaxed text-slate-700 sm:px-6">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
