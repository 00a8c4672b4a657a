import { Plus, Settings2, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { BOOKING_LIMITS, WEEKDAYS, type Availability, type Weekday } from '#shared/booking-schemas.js';
import { ListError, ListLoading } from '#client/components/dashboard/list-states.js';
import { Button } from '#client/components/ui/button.js';
import { useAvailability, useSaveAvailability } from '#client/features/booking/api/use-admin-bookings.js';
import { failureText } from '#client/features/booking/api/booking-api.js';
import {
  availabilityProblems,
  availabilitySummary,
  nextRange,
  WEEKDAY_NAMES,
} from '#client/features/booking/availability-form.js';
import { zoneName } from '#client/features/booking/slot-times.js';

const inputClass =
  'min-h-11 rounded-md border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-navy-500 sm:text-sm';

type NumberSetting = 'callMinutes' | 'bufferMinutes' | 'minNoticeMinutes' | 'horizonDays';
const NUMBER_SETTINGS: ReadonlyArray<{ key: NumberSetting; label: string; hint: string }> = [
  { key: 'callMinutes', label: 'Call length (minutes)', hint: 'How long each call is.' },
  { key: 'bufferMinutes', label: 'Buffer (minutes)', hint: 'Kept free after each call.' },
  { key: 'minNoticeMinutes', label: 'Minimum notice (minutes)', hint: 'No call sooner than this; 120 is 2 hours.' },
  { key: 'horizonDays', label: 'Horizon (days)', hint: 'How far ahead calls can be booked.' },
];

/**
 * The principal's availability for booked calls, in a panel that opens from the dashboard:
 * weekly hours (several ranges a day), call length and buffer, minimum notice and horizon, and
 * blocked dates. Hours are the firm's wall-clock times in its zone; saving never moves a call
 * already booked.
 */
export function AvailabilitySettings() {
  const [open, setOpen] = useState(false);
  const loaded = useAvailability(open);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl px-4 py-2 text-sm">
        <Settings2 aria-hidden="true" className="size-4 text-navy-700" />
        <span className="font-semibold text-navy-900">Call availability</span>
        {loaded.data && <span className="text-slate-600">{availabilitySummary(loaded.data.availability)}</span>}
      </summary>
      <div className="border-t border-slate-200 p-4">
        {loaded.isPending ? (
          <ListLoading what="availability" />
        ) : loaded.error ? (
          <ListError what="availability" error={loaded.error} onRetry={() => void loaded.refetch()} />
        ) : (
          <AvailabilityForm initial={loaded.data.availability} timeZone={loaded.data.timeZone} />
        )}
      </div>
    </details>
  );
}

function AvailabilityForm({ initial, timeZone }: { initial: Availability; timeZone: string }) {
  const [draft, setDraft] = useState<Availability>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [blockDate, setBlockDate] = useState('');
  const save = useSaveAvailability();

  useEffect(() => setDraft(initial), [initial]);

  const setDay = (day: Weekday, ranges: Availability['weeklyHours'][Weekday]) =>
    setDraft((current) => ({ ...current, weeklyHours: { ...current.weeklyHours, [day]: ranges } }));

  const addBlocked = () => {
    if (!blockDate || draft.blockedDates.includes(blockDate)) return;
    setDraft((current) => ({ ...current, blockedDates: [...current.blockedDates, blockDate].sort() }));
    setBlockDate('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = availabilityProblems(draft);
    setProblems(found);
    if (found.length === 0) save.mutate(draft);
  };

  const serverProblem = save.error ? failureText(save.error, 'The availability could not be saved.') : '';

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <p className="text-sm text-slate-700">
        Hours are in the firm&apos;s zone, {zoneName(timeZone)} ({timeZone}). Changes apply to new bookings only.
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Weekly hours</legend>
        {WEEKDAYS.map((day) => {
          const ranges = draft.weeklyHours[day];
          return (
            <div key={day} className="grid gap-1 border-b border-slate-100 pb-2 sm:grid-cols-[7rem_1fr] sm:items-start">
              <span className="pt-2.5 text-sm font-medium text-slate-800">{WEEKDAY_NAMES[day]}</span>
              <div className="flex flex-wrap items-center gap-2">
                {ranges.length === 0 && <span className="text-sm text-slate-600">Closed</span>}
                {ranges.map((range, index) => {
                  const label = `${WEEKDAY_NAMES[day]}, hours ${index + 1}`;
                  const update = (key: 'start' | 'end', value: string) =>
                    setDay(
                      day,
                      ranges.map((item, at) => (at === index ? { ...item, [key]: value } : item)),
                    );
                  return (
                    <span key={index} className="inline-flex items-center gap-1">
                      <input
                        type="time"
                        step={900}
                        aria-label={`${label}, from`}
                        value={range.start}
                        onChange={(event) => update('start', event.target.value)}
                        className={inputClass}
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        step={900}
                        aria-label={`${label}, to`}
                        value={range.end}
                        onChange={(event) => update('end', event.target.value)}
                        className={inputClass}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${label}`}
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, at) => at !== index),
                          )
                        }
                      >
                        <X aria-hidden="true" className="size-4" />
                      </Button>
                    </span>
                  );
                })}
                {ranges.length < BOOKING_LIMITS.rangesPerDay && (
                  <Button
                    variant="ghost"
                    className="px-2 text-xs"
                    aria-label={`Add hours on ${WEEKDAY_NAMES[day]}`}
                    onClick={() => setDay(day, [...ranges, nextRange(ranges)])}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Add hours
                  </Button>
                )}
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {NUMBER_SETTINGS.map(({ key, label, hint }) => (
          <div key={key} className="grid content-start gap-1">
            <label htmlFor={`availability-${key}`} className="text-sm font-medium text-slate-800">
              {label}
            </label>
            <input
              id={`availability-${key}`}
              type="number"
              inputMode="numeric"
              min={BOOKING_LIMITS[key].min}
              max={BOOKING_LIMITS[key].max}
              value={Number.isNaN(draft[key]) ? '' : draft[key]}
              onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.valueAsNumber }))}
              aria-describedby={`availability-${key}-hint`}
              className={inputClass}
            />
            <p id={`availability-${key}-hint`} className="text-xs text-slate-600">
              {hint}
            </p>
          </div>
        ))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Blocked dates</legend>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="availability-block-date" className="sr-only">
            Date to block
          </label>
          <input
            id="availability-block-date"
            type="date"
            value={blockDate}
            onChange={(event) => setBlockDate(event.target.value)}
            className={inputClass}
          />
          <Button variant="outline" onClick={addBlocked} disabled={!blockDate}>
            Block date
          </Button>
        </div>
        {draft.blockedDates.length === 0 ? (
          <p className="text-sm text-slate-600">No dates blocked.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {draft.blockedDates.map((date) => (
              <li
                key={date}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 pl-3 text-sm text-slate-800"
              >
                {date}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Unblock ${date}`}
                  onClick={() =>
                    setDraft((current) => ({
                      ...current,
                      blockedDates: current.blockedDates.filter((d) => d !== date),
                    }))
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {(problems.length > 0 || serverProblem) && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">The availability was not saved:</p>
          <ul className="list-disc pl-5">
            {(problems.length > 0 ? problems : [serverProblem]).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" disabled={save.isPending} className="justify-self-start px-6">
        {save.isPending ? 'Saving…' : 'Save availability'}
      </Button>
    </form>
  );
}
