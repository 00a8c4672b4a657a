import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BookingRow } from './booking-repository.js';
import type { Outcome, Refusal } from './booking-service.js';

export function sendRefusal(reply: FastifyReply, refusal: Refusal, notFoundMessage: string) {
  return refusal.refused === 'not_found'
    ? reply.code(404).send({ message: notFoundMessage })
    : reply.code(409).send({ message: refusal.message });
}

export interface Change {
  id: number;
  outcome: Outcome;
  what: 'cancelled' | 'moved';
  by: 'visitor' | 'firm';
  /** The 404's message: the manage page's and the dashboard's differ. */
  notFound: string;
}

/**
 * The answer to a cancel or a move, from the manage page or the dashboard: the refusal (404, 409
 * with its message), or the booking as changed, logged and told to `onChanged` (unless the move
 * was to the time it already had).
 */
export function answerChange<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  change: Change,
  present: (booking: BookingRow) => T,
  onChanged?: (bookingId: number) => void,
) {
  const { id, outcome, what, by } = change;
  if ('refused' in outcome) return sendRefusal(reply, outcome, change.notFound);
  request.log.info({ event: `booking_${what}`, bookingId: id, by }, `call ${what}`);
  if (outcome.changed) onChanged?.(id);
  return reply.send(present(outcome.booking));
}
