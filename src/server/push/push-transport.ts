import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** A device's subscription as stored: its push service endpoint and the keys its pushes are encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push service's refusal, with its status: 404 and 410 mean the subscription is gone for good. */
export class PushRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`the push service answered ${statusCode}`);
  }
}

export interface PushTransport {
  /** Delivers `payload` to the push service; rejects with PushRefused on a non-2xx answer. */
  send(target: PushTarget, payload: string): Promise<void>;
}

export interface WebPushTransportOptions {
  keys: VapidKeys;
  /** The VAPID subject (vapid-keys.ts vapidSubject). */
  subject: string;
  /** How long the push service keeps an alert for a device that is off: no longer than the outbox keeps it. */
  ttlSeconds: number;
  /** A push service that has not answered within this long counts as failed. */
  timeoutMs: number;
}

/**
 * Sends through the push service (RFC 8030): `web-push` encrypts the payload (RFC 8291) and signs
 * the VAPID header (RFC 8292); the request itself goes through fetch, which ends it after
 * `timeoutMs` whatever the socket does, and speaks plain http to the tests' local endpoint
 * (web-push's own sender speaks https only).
 */
export function webPushTransport(options: WebPushTransportOptions): PushTransport {
  return {
    async send(target, payload) {
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: options.subject, ...options.keys },
          TTL: options.ttlSeconds,
          urgency: 'high',
        },
      );
      // fetch sets the length of the body itself.
      const { 'Content-Length': _length, ...headers } = details.headers as Record<string, string>;
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new PushRefused(response.status);
    },
  };
}
