import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef } from 'react';
import { cn } from '#client/lib/cn.js';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { id: string };

/**
 * Password field with a show/hide toggle. The toggle keeps one label and reports its state with
 * aria-pressed, so screen readers announce "Show password, toggle button, pressed".
 */
export function PasswordInput({ className, id, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // Never captured by visitor tracking (DESIGN.md), whatever the input type is at the moment.
        data-private=""
        className={cn(
          'block min-h-11 w-full rounded-md border border-slate-300 bg-white py-2 pr-12 pl-3 text-base',
          'text-slate-900 placeholder:text-slate-400 focus:border-navy-500',
          className,
        )}
        {...props}
      />
      <button
        type="button"
        aria-label="Show password"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-navy-900"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
