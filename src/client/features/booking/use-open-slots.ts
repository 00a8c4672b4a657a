import { useCallback, useEffect, useState } from 'react';
import { fetchSlots } from './api/booking-api.js';
import { groupSlotsByDay, visitorTimeZone, zoneSentence, type SlotDay } from './slot-times.js';

export type OpenSlots =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; days: SlotDay[]; visitorZone: string; firmZone: string; zoneLine: string };

/**
 * The open times, fetched after the first render (the prerendered page shows the loading state,
 * and the visitor's zone is the browser's, unknown at build time). `reload` fetches them again,
 * e.g. after a time was taken meanwhile.
 */
export function useOpenSlots(enabled = true): { slots: OpenSlots; reload: () => void } {
  const [slots, setSlots] = useState<OpenSlots>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setSlots({ status: 'loading' });
    fetchSlots(controller.signal).then(
      (answer) => {
        const visitorZone = visitorTimeZone();
        setSlots({
          status: 'ready',
          days: groupSlotsByDay(answer.slots, visitorZone),
          visitorZone,
          firmZone: answer.timeZone,
          zoneLine: zoneSentence(visitorZone, answer.timeZone),
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The open times could not be loaded:', error instanceof Error ? error.message : error);
        setSlots({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { slots, reload };
}
