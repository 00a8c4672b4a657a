import type { Availability, ParsedBookingRequest } from '#shared/booking-schemas.js';
import { bookingPhoneConsentRow, type ConsentContext } from '#server/consent/consent-ledger.js';
import type { Db } from '#server/db/client.js';
import type { DbOrTx, MailOutbox } from '#server/mail/outbox.js';
import type { PushOutbox } from '#server/push/push-outbox.js';
import type { AvailabilityStore } from './availability-store.js';
import type { BookingEmails } from './booking-email.js';
import { bookingRepository as repo, sqlState, type BookingRow } from './booking-repository.js';
import type { ManageTokens } from './manage-token.js';
import { openSlotAt, openSlots, spanWindow, type OpenSlot } from './open-slots.js';

export const NOT_OPEN_MESSAGE = 'That time is no longer available. Please choose another.';
export const CANCELLED_MESSAGE = 'This call was cancelled. Please book a new time.';
export const TAKEN_PLACE_MESSAGE = 'This call has already started or taken place, so it can no longer be changed.';
export const TWO_CALLS_MESSAGE =
  'You already have a call booked under this e-mail address and another under this phone number. ' +
  'Please move or cancel one with the link in its confirmation, then try again.';

/** Why a change was refused: 404 for `not_found`, 409 with the message otherwise. */
export type Refusal = { refused: 'not_found' } | { refused: 'conflict'; message: string };
export type Outcome = { booking: BookingRow; changed: boolean } | Refusal;

export interface BookingServiceDeps {
  db: Db;
  outbox: MailOutbox;
  /** The principal's alert for a newly booked call, in the booking's transaction. */
  push: PushOutbox;
  emails: BookingEmails;
  tokens: ManageTokens;
  availability: AvailabilityStore;
  timeZone: string;
  /** The manage page's address for a token (PUBLIC_URL + /book/manage/<token>). */
  manageUrl: (token: string) => string;
  /** The e-mail's contact key: one booked call per key. */
  emailKey: (email: string) => string | null;
  /** The phone's contact key (E.164), or null: one booked call per key as well. */
  phoneKey: (phone: string) => string | null;
  now: () => number;
}

/** Thrown inside a transaction to roll it back and answer a refusal. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super('refused');
  }
}

const MINUTE = 60_000;
const notOpen = (): Refused => new Refused({ refused: 'conflict', message: NOT_OPEN_MESSAGE });

/**
 * Booking, moving and cancelling the consultation call (decision 0038). Each change is one
 * transaction: the booking row, its consent, and the mail it causes (MailOutbox, sent later by the
 * outbox worker) commit together or not at all. Overlap is refused by the database's exclusion
 * constraint (23P01 → 409), not by the check before the write, which only keeps the rules
 * (hours, notice, horizon, blocked dates) and gives the clear message in the common case.
 */
export class BookingService {
  constructor(private readonly deps: BookingServiceDeps) {}

  manageUrlOf(id: number): string {
    return this.deps.manageUrl(this.deps.tokens.issue(id));
  }

  /** The open slots now. */
  async slots(): Promise<OpenSlot[]> {
    const now = new Date(this.deps.now());
    const availability = await this.deps.availability.read(this.deps.db);
    const window = spanWindow(availability, now);
    const booked = await repo.bookedSpans(this.deps.db, window.from, window.to);
    return openSlots({ availability, timeZone: this.deps.timeZone, now, booked });
  }

  /** The open slot at `start` (the person's own booked call, `exceptId`, not counted), or null. */
  private async openSlot(tx: DbOrTx, availability: Availability, now: Date, start: Date, exceptId?: number) {
    const window = spanWindow(availability, now);
    const booked = await repo.bookedSpans(tx, window.from, window.to, exceptId);
    return openSlotAt({ availability, timeZone: this.deps.timeZone, now, booked }, start);
  }

  /**
   * Books the call, or moves the person's upcoming one there (same id, SEQUENCE + 1): a person
   * holds at most one, by e-mail and by phone (the workbench's person is either). Their booked
   * call whose time has passed becomes 'past'. Two people racing
   * for one time: the constraint lets one in (23P01 for the other). One person racing with
   * themselves: the unique index refuses the second insert (23505), which is retried once as a move.
   */
  book(request: ParsedBookingRequest, consent: ConsentContext): Promise<Outcome> {
    return this.settle(async () => {
      try {
        return await this.bookOnce(request, consent);
      } catch (error) {
        if (sqlState(error) !== '23505') throw error;
        return this.bookOnce(request, consent);
      }
    });
  }

  private async settle(attempt: () => Promise<Outcome>): Promise<Outcome> {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      const state = sqlState(error);
      if (state === '23P01' || state === '23505') return { refused: 'conflict', message: NOT_OPEN_MESSAGE };
      throw error;
    }
  }

  private bookOnce(request: ParsedBookingRequest, consent: ConsentContext): Promise<Outcome> {
    const { db, emails, outbox } = this.deps;
    const now = new Date(this.deps.now());
    const start = new Date(request.start);
    const emailKey = this.deps.emailKey(request.email) ?? request.email.trim().toLowerCase();
    const phoneKey = this.deps.phoneKey(request.phone) ?? '';
    return db.transaction(async (tx) => {
      const availability = await this.deps.availability.read(tx);
      const held = await repo.lockBookedOf(tx, emailKey, phoneKey);
      for (const call of held) if (call.startsAt.getTime() <= now.getTime()) await repo.markPast(tx, call.id, now);
      const upcomingCalls = held.filter((call) => call.startsAt.getTime() > now.getTime());
      // One call under the e-mail and another under the phone: which to move is the visitor's choice.
      if (upcomingCalls.length > 1) throw new Refused({ refused: 'conflict', message: TWO_CALLS_MESSAGE });
      const upcoming = upcomingCalls[0] ?? null;
      // The same time again (a second click): the booking as it is, nothing sent twice.
      if (upcoming && upcoming.startsAt.getTime() === start.getTime()) return { booking: upcoming, changed: false };
      const slot = await this.openSlot(tx, availability, now, start, upcoming?.id);
      if (!slot) throw notOpen();
      const times = {
        startsAt: slot.start,
        endsAt: slot.end,
        blockedUntil: new Date(slot.end.getTime() + availability.bufferMinutes * MINUTE),
      };
      const details = {
        email: request.email,
        emailKey,
        phoneKey,
        firstName: request.firstName,
        lastName: request.lastName,
        phone: request.phone,
        company: request.company,
        sessionId: request.sessionId,
      };
      const booking = upcoming
        ? await repo.reschedule(tx, upcoming.id, { ...times, ...details, updatedAt: now })
        : await repo.insert(tx, { ...times, ...details, createdAt: now, updatedAt: now });
      const consentRow = bookingPhoneConsentRow(request.phone, consent, booking.id);
      if (consentRow) await repo.addConsent(tx, consentRow);
      const manageUrl = this.manageUrlOf(booking.id);
      const facts = factsOf(booking);
      if (upcoming) await outbox.withdraw(tx, booking.id, ['booking_reminder']);
      await outbox.enqueue(tx, emails.confirmation(facts, manageUrl, now, upcoming?.startsAt));
      await outbox.enqueue(tx, emails.notice(facts, upcoming ? 'moved' : 'booked', manageUrl, now));
      // A new call alerts the principal's devices; a move is told by e-mail only.
      if (!upcoming) await this.deps.push.enqueue(tx, { kind: 'booking', touchpointId: booking.id });
      const reminder = emails.reminder(facts, manageUrl, now);
      if (reminder) await outbox.enqueue(tx, reminder);
      return { booking, changed: true };
    });
  }

  /** Moves a booked, upcoming call to another open time (the manage page or the dashboard). */
  move(id: number, startIso: string): Promise<Outcome> {
    const { db, emails, outbox } = this.deps;
    const now = new Date(this.deps.now());
    const start = new Date(startIso);
    return this.settle(() =>
      db.transaction(async (tx) => {
        const current = await this.changeable(tx, id, now);
        if (current.startsAt.getTime() === start.getTime()) return { booking: current, changed: false };
        const availability = await this.deps.availability.read(tx);
        const slot = await this.openSlot(tx, availability, now, start, id);
        if (!slot) throw notOpen();
        const booking = await repo.reschedule(tx, id, {
          startsAt: slot.start,
          endsAt: slot.end,
          blockedUntil: new Date(slot.end.getTime() + availability.bufferMinutes * MINUTE),
          updatedAt: now,
        });
        const manageUrl = this.manageUrlOf(id);
        const facts = factsOf(booking);
        await outbox.withdraw(tx, id, ['booking_reminder']);
        await outbox.enqueue(tx, emails.confirmation(facts, manageUrl, now, current.startsAt));
        await outbox.enqueue(tx, emails.notice(facts, 'moved', manageUrl, now));
        const reminder = emails.reminder(facts, manageUrl, now);
        if (reminder) await outbox.enqueue(tx, reminder);
        return { booking, changed: true };
      }),
    );
  }

  /** Cancels a booked, upcoming call: the visitor from the manage page, or the firm from the dashboard. */
  cancel(id: number, by: 'visitor' | 'firm'): Promise<Outcome> {
    const { db, emails, outbox } = this.deps;
    const now = new Date(this.deps.now());
    return this.settle(() =>
      db.transaction(async (tx) => {
        await this.changeable(tx, id, now);
        const booking = await repo.cancel(tx, id, by, now);
        const manageUrl = this.manageUrlOf(id);
        const facts = factsOf(booking);
        await outbox.withdraw(tx, id, ['booking_reminder']);
        await outbox.enqueue(tx, emails.cancellation(facts, manageUrl, now, by === 'firm'));
        // The firm's calendar holds the event too (the notice's invite): it is told either way.
        await outbox.enqueue(
          tx,
          emails.notice(facts, by === 'firm' ? 'cancelledByFirm' : 'cancelledByVisitor', manageUrl, now),
        );
        return { booking, changed: true };
      }),
    );
  }

  /** The booking, locked, when it can still be moved or cancelled; otherwise the refusal is thrown. */
  private async changeable(tx: DbOrTx, id: number, now: Date): Promise<BookingRow> {
    const row = await repo.lock(tx, id);
    if (!row) throw new Refused({ refused: 'not_found' });
    if (row.status === 'cancelled') throw new Refused({ refused: 'conflict', message: CANCELLED_MESSAGE });
    if (row.status === 'past' || row.startsAt.getTime() <= now.getTime()) {
      throw new Refused({ refused: 'conflict', message: TAKEN_PLACE_MESSAGE });
    }
    return row;
  }

  find(id: number): Promise<BookingRow | null> {
    return repo.find(this.deps.db, id);
  }

  /** The booking's current invite: REQUEST while booked (or past), CANCEL once cancelled. */
  invite(booking: BookingRow): string {
    const method = booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
    return this.deps.emails.invite(factsOf(booking), method, this.manageUrlOf(booking.id), booking.updatedAt);
  }

  /** 'past' for a booked call that has ended: what the manage page and the dashboard show. */
  statusOf(booking: BookingRow): BookingRow['status'] {
    return booking.status === 'booked' && booking.endsAt.getTime() <= this.deps.now() ? 'past' : booking.status;
  }

  /** Booked calls from the start of today in the firm's zone on (the dashboard's strip). */
  bookedSince(since: Date): Promise<BookingRow[]> {
    return repo.bookedFrom(this.deps.db, since);
  }
}

const factsOf = (row: BookingRow) => ({
  id: row.id,
  start: row.startsAt,
  end: row.endsAt,
  sequence: row.sequence,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  company: row.company,
});
