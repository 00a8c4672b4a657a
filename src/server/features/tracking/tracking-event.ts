import type { Touch } from '#shared/attribution-schemas.js';
import type { DeviceType } from '#server/client-info/user-agent.js';

/**
 * A tracking event as it is stored: the payload's fields plus what the server knows about the
 * visitor from the request itself (never from the payload).
 */
export interface Visitor {
  ipAddress: string | null;
  city: string | null;
  state: string | null;
  deviceType: DeviceType;
  browserName: string | null;
}

export interface VisitDetails {
  referrer: string | null;
  referrerLabel: string;
  referrerPage: string | null;
  searchQuery: string | null;
  city: string | null;
  state: string | null;
  deviceType: DeviceType;
  browserName: string | null;
}

export interface ClickDetails {
  elementId: string | null;
  elementClass: string | null;
  elementTag: string | null;
  elementText: string | null;
  clickX: number | null;
  clickY: number | null;
}

export interface KeystrokeDetails {
  elementId: string | null;
  elementType: string | null;
  fieldName: string | null;
  inputValue: string | null;
  keystroke: string | null;
}

interface EventBase {
  sessionId: string;
  page: string;
  at: Date;
  visitor: Visitor;
}

export type StoredEvent =
  | (EventBase & {
      type: 'visit';
      details: VisitDetails;
      /** The browser's first-ever arrival it carried into this session (decision 0025); not stored with the visit. */
      carriedTouch?: Touch;
    })
  | (EventBase & { type: 'leave'; timeOnPage: number })
  | (EventBase & { type: 'click'; details: ClickDetails })
  | (EventBase & { type: 'keystroke'; details: KeystrokeDetails });
