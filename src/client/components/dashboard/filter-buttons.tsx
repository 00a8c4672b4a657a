import { cn } from '#client/lib/cn.js';

interface FilterButtonsProps<T extends string> {
  /** The group's accessible name ('Filter leads'). */
  label: string;
  filters: ReadonlyArray<{ value: T; label: string }>;
  /** Items under each filter; undefined while they load. */
  counts: Partial<Record<T, number>> | undefined;
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons, one pressed at a time, each with its count. */
export function FilterButtons<T extends string>({ label, filters, counts, value, onChange }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {filters.map((filter) => {
        const pressed = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(filter.value)}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm font-medium',
              pressed
                ? 'border-navy-800 bg-navy-800 text-white'
                : 'border-slate-300 bg-white text-navy-900 hover:bg-slate-100',
            )}
          >
            {filter.label}
            <span className={cn('text-xs', pressed ? 'text-navy-100' : 'text-slate-600')}>
              {counts?.[filter.value] ?? 0}
            </span>
          </button>
        );
      })}
    </div>
  );
}
