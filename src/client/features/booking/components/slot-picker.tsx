import { useState } from 'react';
import { bookingPage } from '#content/booking.js';
import { cn } from '#client/lib/cn.js';
import type { SlotDay } from '#client/features/booking/slot-times.js';

interface SlotPickerProps {
  /** Prefix of the inputs' names and ids (two pickers may share a page). */
  id: string;
  days: readonly SlotDay[];
  /** The chosen start (ISO instant), or null. */
  value: string | null;
  onChange: (start: string) => void;
  /** Described by, e.g. an error under the picker. */
  describedBy?: string;
}

/** A choice drawn as a 44 px tile; the radio itself is visually hidden but is what the keyboard and screen readers use. */
const tileClass = cn(
  'relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-center',
  'border-slate-300 bg-white text-navy-900 transition-colors hover:border-navy-500 hover:bg-slate-50',
  'has-[:checked]:border-navy-800 has-[:checked]:bg-navy-800 has-[:checked]:text-white has-[:checked]:hover:bg-navy-700',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-500',
);

const plural = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

/**
 * The open times as two native radio groups: the day, then the time on that day. Native radios
 * give the keyboard what a radio group promises (Tab into the group, arrows to move and choose)
 * and screen readers the group's name from its legend, with no script of our own to get wrong.
 */
export function SlotPicker({ id, days, value, onChange, describedBy }: SlotPickerProps) {
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day =
    days.find((candidate) => candidate.key === dayKey) ??
    days.find((candidate) => candidate.slots.some((slot) => slot.start === value)) ??
    days[0];
  if (!day) return null;

  return (
    <div className="grid gap-5">
      <fieldset aria-describedby={describedBy}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{bookingPage.dayLegend}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
          {days.map((option) => (
            <label key={option.key} className={tileClass}>
              <input
                type="radio"
                name={`${id}-day`}
                value={option.key}
                checked={option.key === day.key}
                onChange={() => setDayKey(option.key)}
                className="sr-only"
              />
              <span className="text-xs">{option.weekday}</span>
              <span className="text-sm font-semibold whitespace-nowrap">{option.date}</span>
              <span className="text-xs opacity-80">{plural(option.slots.length)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={describedBy}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{bookingPage.timeLegend(day.longLabel)}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
          {day.slots.map((slot) => (
            <label key={slot.start} className={tileClass}>
              <input
                type="radio"
                name={`${id}-time`}
                value={slot.start}
                checked={slot.start === value}
                onChange={() => onChange(slot.start)}
                className="sr-only"
              />
              <span className="text-sm font-semibold">{slot.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
