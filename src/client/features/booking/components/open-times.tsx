import { Clock, RotateCw } from 'lucide-react';
import { bookingPage } from '#content/booking.js';
import { Button } from '#client/components/ui/button.js';
import type { OpenSlots } from '#client/features/booking/use-open-slots.js';
import { SlotPicker } from './slot-picker.js';
import { Spinner } from './spinner.js';

interface OpenTimesProps {
  id: string;
  slots: OpenSlots;
  onRetry: () => void;
  value: string | null;
  onChange: (start: string) => void;
  /** Shown under the picker and linked to it (e.g. "Please choose a time"). */
  error?: string;
}

/** The open times with their state: loading, failed (with a retry), none, or the picker under the zone line. */
export function OpenTimes({ id, slots, onRetry, value, onChange, error }: OpenTimesProps) {
  const errorId = `${id}-error`;
  if (slots.status === 'loading') {
    return (
      <p role="status" className="flex min-h-11 items-center gap-2 text-slate-700">
        <Spinner />
        {bookingPage.loading}
      </p>
    );
  }
  if (slots.status === 'error') {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg bg-red-50 p-4 text-red-800">
        <p>{bookingPage.loadFailed}</p>
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {bookingPage.retry}
        </Button>
      </div>
    );
  }
  if (slots.days.length === 0) {
    return <p className="rounded-lg bg-slate-100 p-4 text-slate-800">{bookingPage.noTimes}</p>;
  }
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-700" />
        {slots.zoneLine}
      </p>
      <SlotPicker
        id={id}
        days={slots.days}
        value={value}
        onChange={onChange}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
