import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '#shared/api-routes.js';

/**
 * Overload protection: past these limits a request is refused at once with 503 and Retry-After
 * instead of joining a queue that makes every visitor wait, or grows memory until the process
 * dies. 0 turns a check off.
 */
export interface PressureLimits {
  /** Mean event-loop delay over one sample (1 s) above which every request is refused. */
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  /**
   * API requests being handled at once. They wait on the database (PGlite's single worker, or the
   * PostgreSQL pool), where a burst queues without the event loop ever looking busy.
   */
  maxConcurrentApiRequests: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Still served while the server sheds load (the health check, so monitors see why). */
    servedUnderPressure?: boolean;
  }
  interface FastifyInstance {
    /** The last pressure sample (taken every second) and the API requests in flight now. */
    pressureStatus(): PressureStatus;
  }
}

export interface PressureStatus {
  /** Over a limit now, or a request was refused within the last second. */
  underPressure: boolean;
  /** Mean over the last sample; null when the loop was blocked for all of it. */
  eventLoopDelayMs: number | null;
  eventLoopUtilization: number;
  heapUsedBytes: number;
  rssBytes: number;
  apiRequestsInFlight: number;
}

const SAMPLE_INTERVAL_MS = 1000;
/** Retry-After of a refused request: a burst is usually over by then, and the next sample shows it. */
const RETRY_AFTER_SECONDS = 5;
/** At most one "refusing" warning per this long, with the count refused meanwhile: no log flood. */
const LOG_INTERVAL_MS = 10_000;
const BUSY = { message: `The server is busy; please try again in ${RETRY_AFTER_SECONDS} seconds` };

export async function registerLoadShedding(app: FastifyInstance, limits: PressureLimits) {
  let refusedSinceLog = 0;
  let lastLogAt = 0;
  let lastRefusalAt = -Infinity;
  const refuse = (reply: FastifyReply, reason: string, value: number | undefined) => {
    refusedSinceLog++;
    const now = Date.now();
    lastRefusalAt = now;
    if (now - lastLogAt >= LOG_INTERVAL_MS) {
      app.log.warn({ reason, value, refused: refusedSinceLog }, 'server under pressure: refusing requests with 503');
      lastLogAt = now;
      refusedSinceLog = 0;
    }
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  };

  // Checked in onRequest, before the body is read: the process itself is saturated.
  const pressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
    if (request.routeOptions.config.servedUnderPressure) return undefined;
    refuse(reply, type, value);
    // A value other than a promise or nullish is sent by under-pressure (its types say void).
    return BUSY;
  };
  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    retryAfter: RETRY_AFTER_SECONDS,
    // Reported by the health route: the share of the last sample the loop was busy.
    eventLoopUtilizationMode: 'interval',
    pressureHandler: pressureHandler as unknown as (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => void,
  });

  // Counted once the body has arrived: a slow upload holds a connection, not a database slot.
  let apiInFlight = 0;
  const slots = new WeakMap<FastifyRequest, () => void>();
  const apiFull = () => limits.maxConcurrentApiRequests > 0 && apiInFlight >= limits.maxConcurrentApiRequests;
  const counted = (request: FastifyRequest) =>
    request.url.startsWith(API_PREFIX) && !request.routeOptions.config.servedUnderPressure;
  app.decorate('pressureStatus', (): PressureStatus => {
    const usage = app.memoryUsage();
    return {
      // The API limit is reached and left many times a second; a refusal in the last sample counts.
      underPressure: app.isUnderPressure() || apiFull() || Date.now() - lastRefusalAt < SAMPLE_INTERVAL_MS,
      // Infinity: no sample at all, the loop was blocked for the whole interval.
      eventLoopDelayMs: Number.isFinite(usage.eventLoopDelay) ? Math.round(usage.eventLoopDelay * 10) / 10 : null,
      eventLoopUtilization: Math.round(usage.eventLoopUtilized * 1000) / 1000,
      heapUsedBytes: usage.heapUsed,
      rssBytes: usage.rssBytes,
      apiRequestsInFlight: apiInFlight,
    };
  });
  // Refused before the body is read when already full (cheapest), and checked again once it is.
  app.addHook('onRequest', async (request, reply) => {
    if (apiFull() && counted(request)) return refuse(reply, 'concurrentApiRequests', apiInFlight).send(BUSY);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!counted(request)) return;
    if (apiFull()) return refuse(reply, 'concurrentApiRequests', apiInFlight).send(BUSY);
    apiInFlight++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      apiInFlight--;
    };
    // Released once the handler has its answer (onSend), not when the answer has been written:
    // under a saturated event loop that comes an iteration later and would count finished work.
    // 'close' covers a request whose client went away and which is never answered.
    slots.set(request, release);
    reply.raw.once('close', release);
  });
  app.addHook('onSend', (request, _reply, _payload, done) => {
    slots.get(request)?.();
    done();
  });
}
