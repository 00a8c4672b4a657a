import { Search } from 'lucide-react';
import { cn } from '#client/lib/cn.js';

interface SearchInputProps {
  id: string;
  /** Read by screen readers; the placeholder says what can be searched. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}

/** A column's search box: a labelled search field with a magnifier, 16 px text so phones do not zoom. */
export function SearchInput({ id, label, value, onChange, placeholder, maxLength }: SearchInputProps) {
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        className={cn(
          'block min-h-11 w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9',
          'text-base text-slate-900 placeholder:text-slate-500',
        )}
      />
    </div>
  );
}
