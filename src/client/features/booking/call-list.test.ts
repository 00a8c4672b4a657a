import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '#shared/booking-schemas.js';
import { callerName, callWhen, todaysAndUpcoming } from './call-list.js';

/** Times built in the test's own zone: the dashboard writes them in the browser's. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 11, day, hour, minute).toISOString();

const booking = (id: number, start: string, status: AdminBooking['status'] = 'booked'): AdminBooking => ({
  id,
  start,
  end: start,
  status,
  firstName: 'Rosa',
  lastName: 'Vega',
  email: 'rosa@vega-freight.example',
  phone: '',
  company: 'Vega Freight',
  personId: 4,
});

describe('the calls strip', () => {
  const now = new Date(2026, 11, 1, 12, 0).getTime();

  it("keeps today's calls, earlier ones too, and the upcoming ones, in time order, without cancelled ones", () => {
    const items = [
      booking(1, at(3, 9)),
      booking(2, at(1, 9)),
      booking(3, at(1, 16), 'cancelled'),
      booking(4, at(1, 8), 'past'),
      booking(5, new Date(2026, 10, 30, 16).toISOString()),
    ];
    expect(todaysAndUpcoming(items, now).map((item) => item.id)).toEqual([4, 2, 1]);
  });

  it('says today and tomorrow in words, other days by date', () => {
    expect(callWhen(at(1, 14, 30), now)).toBe('Today, 2:30 PM');
    expect(callWhen(at(2, 9), now)).toBe('Tomorrow, 9:00 AM');
    expect(callWhen(at(8, 14, 30), now)).toBe('Tue Dec 8, 2:30 PM');
  });

  it('names the caller, or their e-mail when the name is missing', () => {
    expect(callerName(booking(1, at(1, 9)))).toBe('Rosa Vega');
    expect(callerName({ ...booking(1, at(1, 9)), firstName: '', lastName: '' })).toBe('rosa@vega-freight.example');
  });
});
