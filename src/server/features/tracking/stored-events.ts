import type { CarriedTouch, Touch } from '#shared/attribution-schemas.js';
import type { ParsedTrackingEvent } from '#shared/tracking-schemas.js';
import { INTERNAL, referrerFacts } from './referrer.js';
import { touchOf } from './touches.js';
import type { KeystrokeDetails, StoredEvent, Visitor } from './tracking-event.js';

export interface EventContext {
  visitor: Visitor;
  /** The request's arrival time; an event's own time is this minus its `ageMs`. */
  receivedAt: number;
  /** Host names of this site, for the 'Internal (This Website)' referrer label. */
  ownHosts: ReadonlySet<string>;
  /** TRACK_INPUT_VALUES: false drops typed values before they are stored. */
  captureInputValues: boolean;
}

/** Named keys (Enter, Backspace, Tab…) say nothing about what was typed; single characters do. */
const isNamedKey = (key: string) => [...key].length > 1;

function withoutTypedValues(details: KeystrokeDetails): KeystrokeDetails {
  const keystroke = details.keystroke !== null && isNamedKey(details.keystroke) ? details.keystroke : null;
  return { ...details, inputValue: null, keystroke };
}

/**
 * The first-ever arrival a visit carries (decision 0025), labelled as the visit itself would have
 * been then; its time is `ageMs` before the visit's.
 */
function carriedTouchOf(carried: CarriedTouch, visitAt: Date, ownHosts: ReadonlySet<string>): Touch {
  const referrer = carried.referrer?.trim() || null;
  const { label, searchQuery } = referrerFacts(referrer, carried.page, ownHosts);
  return touchOf({
    page: carried.page,
    at: new Date(visitAt.getTime() - carried.ageMs),
    details: { referrer, referrerLabel: label, searchQuery },
  });
}

/** Turns a validated payload event into the row the writer stores. */
export function toStoredEvent(event: ParsedTrackingEvent, context: EventContext): StoredEvent {
  const at = new Date(context.receivedAt - (event.ageMs ?? 0));
  const base = { sessionId: event.sessionId, page: event.page, at, visitor: context.visitor };
  const { visitor } = context;
  switch (event.type) {
    case 'visit': {
      const referrer = event.referrer?.trim() || null;
      const { label, page, searchQuery } = referrerFacts(referrer, event.page, context.ownHosts);
      const visit: Extract<StoredEvent, { type: 'visit' }> = {
        ...base,
        type: 'visit',
        details: {
          referrer,
          referrerLabel: label,
          referrerPage: page,
          searchQuery,
          city: visitor.city,
          state: visitor.state,
          deviceType: visitor.deviceType,
          browserName: visitor.browserName,
        },
      };
      const carried = event.firstTouch && carriedTouchOf(event.firstTouch, at, context.ownHosts);
      // An arrival from this site itself says nothing about where the visitor came from.
      if (carried && carried.referrerLabel !== INTERNAL) visit.carriedTouch = carried;
      return visit;
    }
    case 'leave':
      return { ...base, type: 'leave', timeOnPage: event.timeOnPage };
    case 'click':
      return {
        ...base,
        type: 'click',
        details: {
          elementId: event.elementId ?? null,
          elementClass: event.elementClass ?? null,
          elementTag: event.elementTag ?? null,
          elementText: event.elementText ?? null,
          clickX: event.clickX ?? null,
          clickY: event.clickY ?? null,
        },
      };
    case 'keystroke': {
      const details: KeystrokeDetails = {
        elementId: event.elementId ?? null,
        elementType: event.elementType ?? null,
        fieldName: event.fieldName ?? null,
        inputValue: event.inputValue ?? null,
        keystroke: event.keystroke ?? null,
      };
      const isSecret = details.elementType?.toLowerCase() === 'password';
      return {
        ...base,
        type: 'keystroke',
        details: context.captureInputValues && !isSecret ? details : withoutTypedValues(details),
      };
    }
  }
}
