import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { AdminCookie } from './features/admin-auth/admin-cookie.js';
import { AdminSessionStore } from './features/admin-auth/admin-session-store.js';
import { ensureAdminPassword } from './features/admin-auth/admin-password-store.js';
import { DEVICE_TOKEN_MAX_AGE_MS, DeviceTokens } from './features/admin-auth/device-token.js';
import { loadDeviceTokenKey } from './features/admin-auth/device-token-key.js';
import { HashLimiter } from './features/admin-auth/hash-limiter.js';
import { LoginBudgets } from './features/admin-auth/login-budgets.js';
import { adminAuthRoutes } from './features/admin-auth/routes.js';
import { AnalyticsRepository } from './features/analytics/analytics-repository.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { registerLoadShedding } from './features/health/load-shedding.js';
import { healthRoutes } from './features/health/routes.js';
import { LeadRepository } from './features/leads/lead-repository.js';
import { leadRoutes } from './features/leads/routes.js';
import { toPlayableMp4 } from './features/voice/audio/ffmpeg.js';
import { createExtractor } from './features/voice/create-extractor.js';
import { voiceRoutes } from './features/voice/routes.js';
import { killChildProcesses } from './features/voice/audio/run-process.js';
import { streamRoutes } from './features/voice/streaming/stream-routes.js';
import { gatherHints, transcriptionHints } from './features/voice/voice-hints.js';
import { VoiceStreams } from './features/voice/streaming/voice-streams.js';
import { createTranscriptionEngine } from './features/voice/transcription/transcription-engine.js';
import { SessionRepository } from './features/sessions/session-repository.js';
import { sessionRoutes } from './features/sessions/routes.js';
import { ActivityStorageBudget, measureTrackingTables } from './features/tracking/activity-storage-budget.js';
import { trackingRoutes } from './features/tracking/routes.js';
import { TrackingBudgets } from './features/tracking/tracking-budgets.js';
import { TrackingBuffer } from './features/tracking/tracking-buffer.js';
import { TrackingIntake } from './features/tracking/tracking-intake.js';
import { writeTrackingEvents } from './features/tracking/tracking-writer.js';
import { TimelineRepository } from './features/workbench/timeline-repository.js';
import { timelineRoutes } from './features/workbench/timeline-routes.js';
import { voiceEmail } from './features/voice/voice-email.js';
import { VoiceProcessor } from './features/voice/voice-processor.js';
import { VOICE_QUEUE_GRACE_SECONDS, VoiceQueue } from './features/voice/voice-queue.js';
import { VoiceRepository } from './features/voice/voice-repository.js';
import { readSituation } from './features/voice/extraction/read-situation.js';
import { PeopleRepository } from './features/workbench/people-repository.js';
import { peopleRoutes } from './features/workbench/people-routes.js';
import { callNextRoutes } from './features/workbench/call-next-routes.js';
import { PersonLinker } from './features/workbench/person-linker.js';
import { addressKeyOf } from './client-info/address-key.js';
import { cachedGeoLookup } from './client-info/cached-geo-lookup.js';
import { openGeoLookup, unknownPlaces, type GeoLookup } from './client-info/geo-lookup.js';
import { loggerOptions } from './logger.js';
import { Acknowledgements } from './mail/acknowledgements.js';
import { SMTP_CONNECTIONS, smtpTransport, type MailTransport } from './mail/mail-transport.js';
import { MailOutbox } from './mail/outbox.js';
import { OutboxWorker } from './mail/outbox-worker.js';
import { DEFAULT_RETRY_BACKOFF, type RetryBackoff } from './mail/retry-backoff.js';
import { UnsubscribeLinkMaker } from './mail/unsubscribe-links.js';
import { UnsubscribeTokens } from './mail/unsubscribe-token.js';
import { emailKey } from './features/workbench/contact-keys.js';
import { mailRoutes } from './features/mail/routes.js';
import { pushRoutes } from './features/push/routes.js';
import { PushOutbox } from './push/push-outbox.js';
import { PUSH_MAX_AGE_MS, PushWorker } from './push/push-worker.js';
import { webPushTransport } from './push/push-transport.js';
import { loadVapidKeys, vapidSubject } from './push/vapid-keys.js';
import { firm } from '#content/firm.js';
import { bookingAdminRoutes } from './features/booking/admin-routes.js';
import { AvailabilityStore } from './features/booking/availability-store.js';
import { BookingEmails } from './features/booking/booking-email.js';
import { BookingService } from './features/booking/booking-service.js';
import { addressOf } from './features/booking/calendar-invite.js';
import { loadManageTokenKey, ManageTokens } from './features/booking/manage-token.js';
import { bookingRoutes } from './features/booking/routes.js';
import { phoneE164 } from './client-info/phone-number.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerCspReports } from './plugins/csp-reports.js';
import { frameworkErrorAnswer, registerErrorHandling } from './plugins/error-handler.js';
import { registerHttpsRedirect } from './plugins/https-redirect.js';
import { CrossSiteRule } from './plugins/cross-site.js';
import { routeAccess } from './plugins/route-access.js';
import { registerStorageGuard } from './plugins/storage-guard.js';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.js';
import { scheduleRetention } from './retention-job.js';
import { rateLimitStore } from './shared-state/rate-limit-store.js';
import { openSharedState, type CountersByPurpose } from './shared-state/shared-state.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** pino settings or `false`; defaults to the configured level on stdout. */
  logger?: FastifyServerOptions['logger'];
  /** Told the generated admin password on a first start without one (printed once). */
  announcePassword?: (password: string) => void;
  /** scrypt cost for newly stored passwords; only tests lower it, to keep the suite fast. */
  passwordHashLog2N?: number;
  /** The outbox worker's poll and backoff below the settings' whole seconds (tests only). */
  mailOutbox?: { pollMs?: number; retryBackoff?: RetryBackoff };
  /** The push worker's poll and backoff (tests only). */
  pushOutbox?: { pollMs?: number; retryBackoff?: RetryBackoff };
  /** Overrides `VOICE_QUEUE_POLL_SECONDS` below a second, and the queue's grace (tests only). */
  voiceQueue?: { pollMs?: number; graceSeconds?: number };
  /** Clock for session expiry and throttling (tests move it forward). */
  now?: () => number;
  /** Overrides REDIS_PREFIX: tests give each app its own, so apps sharing one Redis count apart. */
  redisPrefix?: string;
  /** When the retention job first looks and how often after (tests shorten them). */
  retentionSchedule?: { firstCheckMs?: number; checkEveryMs?: number };
  /** How often the tracking tables are measured for the storage budget (5 s; tests shorten it). */
  trackingStorageMeasureMs?: number;
}

/**
 * The dashboard's summary and first sessions page while tracking writes are pending: recomputed
 * in the background after 3 s, never served older than 10 s (db/read-snapshot.ts, decision 0029).
 */
const DASHBOARD_SNAPSHOT = { refreshAfterMs: 3000, maxAgeMs: 10_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Buffered tracking events; tests flush it to read what was written. */
    trackingBuffer: TrackingBuffer;
    /** The login's password hashes; tests count the hashes it started. */
    loginHashLimiter: HashLimiter;
    /** The storage budget of raw tracking; tests measure with it and read its estimate. */
    trackingStorage: ActivityStorageBudget;
    /** The limits' counters, by purpose; tests fill them. */
    sharedCounters: CountersByPurpose;
  }
}

/** Builds the whole server: every plugin and feature is registered here, explicitly. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A hop count means: trust that many proxies in front of us, and no more.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // Node enforces the larger of headersTimeout (60 s unless given here) and requestTimeout, and checks
    // only every 30 s by default: without these a slow-drip upload outlives REQUEST_TIMEOUT_MS by far.
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 10))),
    },
    return503OnClosing: true,
    // A path parameter may be this long (100 by default): an unsubscribe token seals a whole
    // e-mail address, up to 254 characters (mail/unsubscribe-token.ts).
    routerOptions: { maxParamLength: 512 },
    frameworkErrors: frameworkErrorAnswer(securityHeaders(config.secure)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Plain-text bodies would let cross-site HTML forms reach JSON routes; only tracking will accept them.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app, config.secure);
  registerHttpsRedirect(app, {
    secure: config.secure,
    behindProxy: config.trustProxy !== false,
    origin: config.publicUrl.origin,
  });
  registerErrorHandling(app);
  registerStorageGuard(app, database.space);
  // Early, so an overloaded server refuses with 503 before reading the body, checking access or querying.
  await registerLoadShedding(app, config.pressure);
  app.addHook('onResponse', async (request, reply) => {
    if ([401, 403, 429].includes(reply.statusCode)) {
      request.log.warn({ statusCode: reply.statusCode, method: request.method, url: request.url }, 'request refused');
    }
  });

  await app.register(fastifyCookie);
  // Rate limits, tracking budgets and login budgets: shared by every instance through Redis when
  // REDIS_URL is set (decision 0027). Closed last, after the routes that count with it.
  const shared = await openSharedState({
    redisUrl: config.redisUrl,
    prefix: options.redisPrefix ?? config.redisPrefix,
    logger: app.log,
    now,
  });
  app.addHook('onClose', () => shared.close());
  app.decorate('sharedCounters', shared.counters);
  await app.register(fastifyRateLimit, {
    global: false,
    // Every per-address limit counts under one key (an IPv6 address by its /64), the login and
    // tracking budgets too.
    keyGenerator: addressKeyOf,
    // Counted with the budgets: in Redis with REDIS_URL, in this process while Redis is away or
    // full (rate-limit-store.ts), never skipped.
    store: rateLimitStore(shared.counters.rateLimits),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests; please try again in ${context.after}`,
    }),
  });

  const sessions = new AdminSessionStore(database.db, config.adminSession, now);
  const sessionCookie = new AdminCookie('admin_session', config.secure, config.adminSession.maxAgeMs);
  const isAdmin = async (request: FastifyRequest) =>
    (await sessions.authenticate(sessionCookie.read(request))) !== null;
  // One rule and one count for every state-changing route and for tracking (decision 0032).
  const crossSite = new CrossSiteRule(config.siteOrigins);
  await app.register(routeAccess, { crossSite, isAdmin });

  await ensureAdminPassword(
    database.db,
    config.adminPassword,
    options.announcePassword ?? ((password) => app.log.warn(`Generated admin password: ${password}`)),
    options.passwordHashLog2N,
  );

  healthRoutes(app, {
    database,
    healthToken: config.healthToken,
    isAdmin,
    crossSite: () => crossSite.status(),
  });
  registerCspReports(app, config.tracking.rateLimitPerMinute);
  // Login budgets and device tokens (decision 0028): counted in the shared counters, the
  // token's signing key in `settings`, so every instance agrees on both. The budgets count apart
  // from tracking, which cannot push them out (decision 0033).
  const loginHashLimiter = new HashLimiter();
  app.decorate('loginHashLimiter', loginHashLimiter);
  adminAuthRoutes(app, {
    db: database.db,
    sessions,
    sessionCookie,
    deviceCookie: new AdminCookie('admin_device', config.secure, DEVICE_TOKEN_MAX_AGE_MS),
    deviceTokens: new DeviceTokens(await loadDeviceTokenKey(database.db), now),
    budgets: new LoginBudgets(shared.counters.security, config.login),
    hashLimiter: loginHashLimiter,
  });

  const mail = await openMail(app, options);
  const dashboardUrl = new URL('/admin', config.publicUrl).href;
  // One lead per person (docs/workbench.md): told of every stored or changed touchpoint.
  const linker = new PersonLinker(database.db, readSituation, app.log, now);
  // Whatever a crash or an upgrade left unlinked is linked in the background: start does not wait.
  app.addHook('onReady', (done) => {
    linker.leadStored();
    done();
  });
  app.addHook('onClose', () => linker.stop());
  const push = await openPush(app, options, () => linker.sync());
  const leadRepository = new LeadRepository(database.db);
  // A voicemail's hints: the name and company typed into a form in the same session, with the
  // same e-mail address (voice-hints.ts says why).
  const typedNames = (sessionId: string, email: string) => leadRepository.namesTypedInSession(sessionId, email);
  leadRoutes(app, {
    repository: leadRepository,
    outbox: mail.outbox,
    acknowledgements: mail.acknowledgements,
    push,
    dashboardUrl,
    rateLimitPerHour: config.leadRateLimitPerHour,
    siteOrigins: config.siteOrigins,
    onStored: () => linker.leadStored(),
  });

  // --- Booking the consultation call (/book, decision 0038) ---------------------------------
  // Its mail is queued in the booking's own transaction and sent by the outbox worker.
  const manageTokens = new ManageTokens(await loadManageTokenKey(database.db));
  const availabilityStore = new AvailabilityStore();
  const bookingService = new BookingService({
    db: database.db,
    outbox: mail.outbox,
    push,
    emails: new BookingEmails({
      timeZone: config.businessTimeZone,
      organizer: { name: firm.name, email: addressOf(config.mailFrom) },
      host: config.publicUrl.hostname,
      bookUrl: new URL('/book', config.publicUrl).href,
      dashboardUrl,
      unsubscribeLinks: (address) => mail.links.for(address),
    }),
    tokens: manageTokens,
    availability: availabilityStore,
    timeZone: config.businessTimeZone,
    manageUrl: (token) => new URL(`/book/manage/${token}`, config.publicUrl).href,
    emailKey,
    phoneKey: phoneE164,
    now: () => now(),
  });
  bookingRoutes(app, {
    service: bookingService,
    tokens: manageTokens,
    timeZone: config.businessTimeZone,
    rateLimitPerHour: config.bookingRateLimitPerHour,
    siteOrigins: config.siteOrigins,
    // A booking joins its person (or creates one); its time is the person's due time.
    onBooked: (bookingId) => linker.bookingChanged(bookingId),
    onChanged: (bookingId) => linker.bookingChanged(bookingId),
  });
  bookingAdminRoutes(app, {
    db: database.db,
    service: bookingService,
    availability: availabilityStore,
    timeZone: config.businessTimeZone,
    now: () => now(),
    onChanged: (bookingId) => linker.bookingChanged(bookingId),
  });
  // --- end of booking -------------------------------------------------------------------------

  const voiceRepository = new VoiceRepository(database.db);
  const engine = createTranscriptionEngine({
    engine: config.voice.transcriptionEngine,
    openai: config.voice.openai.apiKey
      ? {
          apiKey: config.voice.openai.apiKey,
          baseUrl: config.voice.openai.baseUrl,
          model: config.voice.openai.transcriptionModel,
          keywords: config.voice.openai.transcriptionKeywords,
        }
      : undefined,
    maxConcurrent: config.voice.maxTranscriptions,
  });
  app.log.info({ engine: engine.name, model: engine.model }, 'transcription engine');
  const processor = new VoiceProcessor({
    repository: voiceRepository,
    engine,
    typedNames,
    extract: createExtractor({
      engine: config.voice.extractionEngine,
      openai: { ...config.voice.openai, model: config.voice.openai.extractionModel },
      logger: app.log,
    }),
    toPlayableMp4,
    locks: database.locks,
    maxConcurrent: config.voice.maxTranscriptions,
    logger: app.log,
    onFirstAttempt: async (tx, message) => {
      await mail.outbox.enqueue(tx, { kind: 'voice_notice', to: 'firm', ...voiceEmail(message, dashboardUrl) });
      await push.enqueue(tx, { kind: 'voicemail', touchpointId: message.id });
    },
    onSettled: (voiceId) => linker.voiceChanged(voiceId),
  });
  const voiceStreams = new VoiceStreams({
    startLive: config.voice.streams.maxStreams > 0 ? engine.startLive : undefined,
    limits: { ...config.voice.streams, maxSeconds: config.voice.maxSeconds, maxBytes: config.voice.maxBytes },
    logger: app.log,
  });
  const voiceQueue = new VoiceQueue({
    repository: voiceRepository,
    processor,
    pollMs: options.voiceQueue?.pollMs ?? config.voice.queuePollMs,
    graceSeconds: options.voiceQueue?.graceSeconds ?? VOICE_QUEUE_GRACE_SECONDS,
    logger: app.log,
  });
  processor.onSlotFreed(() => voiceQueue.kick());
  // Decoders still running after the drain are killed: no helper process outlives the server
  // (unfinished messages stay queued, and so does their e-mail).
  app.addHook('onClose', async () => {
    voiceStreams.closeAll();
    await voiceQueue.stop();
    await processor.drain(Math.max(1000, config.shutdownTimeoutMs / 2));
    const killed = killChildProcesses();
    if (killed > 0) app.log.warn({ killed }, 'shutdown: stopped voice helper processes still running');
  });
  // Its first look finishes what a restart interrupted.
  app.addHook('onReady', () => voiceQueue.start());
  const geo = await openGeo(config.geolite2Dir, app);
  await app.register(voiceRoutes, {
    repository: voiceRepository,
    processor,
    geo,
    transcriptionModel: engine.model,
    maxBytes: config.voice.maxBytes,
    rateLimitPerHour: config.voice.rateLimitPerHour,
    responseWaitMs: config.voice.responseWaitMs,
    requestTimeoutMs: config.requestTimeoutMs,
    maxSeconds: config.voice.maxSeconds,
    maxBacklog: config.voice.maxBacklog,
    streams: voiceStreams,
    siteOrigins: config.siteOrigins,
    onStoring: async (tx, message) => {
      await mail.acknowledgements.queue(tx, { path: 'voicemail', to: message.email });
    },
    onChanged: (voiceId) => linker.voiceChanged(voiceId),
  });
  await app.register(streamRoutes, {
    streams: voiceStreams,
    hintsFor: async (owner) => transcriptionHints(await gatherHints(owner, typedNames)),
    opensPerHour: config.voice.rateLimitPerHour * 3,
    maxChunkBytes: 1024 * 1024,
  });

  const storageBudget = new ActivityStorageBudget({
    budgetBytes: config.tracking.storageBudgetBytes,
    measure: () => measureTrackingTables(database.db),
    intervalMs: options.trackingStorageMeasureMs ?? 5000,
    writesSettled: () => trackingBuffer.idle,
    logger: app.log,
    now,
  });
  const trackingBuffer = new TrackingBuffer({
    write: async (events) => {
      await writeTrackingEvents(database.executeInTransaction, events);
      storageBudget.written(events);
    },
    logger: app.log,
    flushIntervalMs: config.tracking.flushIntervalMs,
    // PostgreSQL writes batches in parallel. PGlite runs one at a time in its worker thread, but a
    // second lane lets this thread prepare the next batch while the worker writes the current
    // one; with one lane the worker sat idle for a fifth of the time (bench/tracking-writer.ts).
    batchSize: 1000,
    lanes: database.kind === 'pglite' ? 2 : 3,
  });
  const retention = scheduleRetention({
    db: database.db,
    locks: database.locks,
    days: config.retention,
    refreshPeople: (ids) => linker.refreshPeople(ids),
    logger: app.log,
    now,
    ...options.retentionSchedule,
  });
  app.addHook('onReady', () => storageBudget.start());
  // The database closes after app.close() (main.ts), so what is buffered is written first.
  app.addHook('onClose', async () => {
    await retention.stop();
    await storageBudget.stop();
    await trackingBuffer.close();
  });
  app.decorate('trackingBuffer', trackingBuffer);
  app.decorate('trackingStorage', storageBudget);
  const budgets = new TrackingBudgets(shared.counters.tracking, {
    addressEventsPerMinute: config.tracking.rateLimitPerMinute,
    sessionEventsPerMinute: config.tracking.sessionEventsPerMinute,
    sessionEventsPerDay: config.tracking.sessionEventsPerDay,
  });
  await app.register(trackingRoutes, {
    intake: new TrackingIntake(budgets, storageBudget, trackingBuffer),
    geo,
    siteOrigins: config.siteOrigins,
    crossSite,
    captureInputValues: config.tracking.captureInputValues,
    rateLimitPerMinute: config.tracking.rateLimitPerMinute,
    now,
  });
  const snapshot = { ...DASHBOARD_SNAPSHOT, writesPending: () => !trackingBuffer.idle };
  analyticsRoutes(app, {
    repository: new AnalyticsRepository(database.db),
    timeZone: config.businessTimeZone,
    now,
    snapshot,
  });
  sessionRoutes(app, { repository: new SessionRepository(database.db), snapshot });
  const timelines = new TimelineRepository(database.db);
  peopleRoutes(app, { repository: new PeopleRepository(database.db, now), linker, timelines });
  timelineRoutes(app, { repository: timelines });
  callNextRoutes(app, { db: database.db, now, linker });
  await app.register(mailRoutes, {
    db: database.db,
    tokens: mail.tokens,
    enabled: mail.outbox.enabled,
    unsubscribesPerMinute: UNSUBSCRIBES_PER_MINUTE,
  });

  await registerClientApp(app, config.clientDir, config.retention);
  return app;
}

/** Unsubscribes one client address may send per minute: many more than a person, few for a guesser. */
const UNSUBSCRIBES_PER_MINUTE = 30;

/**
 * The mail outbox (decision 0037): every e-mail is queued in the transaction that causes it, and
 * this instance's worker sends what is due. Without SMTP_URL nothing is queued and no worker runs.
 */
async function openMail(app: FastifyInstance, options: AppOptions) {
  const { config, database } = options;
  const outbox = new MailOutbox({
    enabled: config.smtpUrl !== undefined,
    notifyEmail: config.notifyEmail,
    messageIdDomain: config.publicUrl.hostname,
  });
  const tokens = await UnsubscribeTokens.load(database.db);
  const links = new UnsubscribeLinkMaker(tokens, config.publicUrl, emailKey);
  const acknowledgements = new Acknowledgements({ outbox, links, addressKey: emailKey, publicUrl: config.publicUrl });
  if (config.smtpUrl !== undefined) {
    const transport: MailTransport = smtpTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      maxConnections: Math.min(SMTP_CONNECTIONS, config.mail.concurrency),
    });
    const worker = new OutboxWorker({
      db: database.db,
      locks: database.locks,
      transport,
      addressKey: emailKey,
      pollMs: options.mailOutbox?.pollMs ?? config.mail.pollMs,
      concurrency: config.mail.concurrency,
      backoff: options.mailOutbox?.retryBackoff ?? config.mail.retryBackoff,
      logger: app.log,
    });
    outbox.onQueued(() => worker.nudge());
    app.addHook('onReady', (done) => {
      worker.start();
      done();
    });
    // onClose hooks run last added first: this one after the voice jobs' drain, which may queue mail.
    app.addHook('onClose', async () => {
      await worker.stop(Math.max(1000, config.shutdownTimeoutMs / 4));
      transport.close();
    });
  }
  return { outbox, acknowledgements, tokens, links };
}

/** How often each instance looks for alerts to push when nothing tells it sooner. */
const PUSH_POLL_MS = 5000;
/** Alerts one instance pushes at once. */
const PUSH_CONCURRENCY = 4;
/** A push service that has not answered within this long counts as failed; the alert is tried again. */
const PUSH_TIMEOUT_MS = 30_000;

/**
 * Alerts on the principal's devices (decision 0039): queued like mail, in the transaction that
 * causes them, and pushed by this instance's worker. The VAPID keys are made at the first start.
 */
async function openPush(app: FastifyInstance, options: AppOptions, linkPeople: () => Promise<void>) {
  const { config, database } = options;
  const keys = await loadVapidKeys(database.db);
  const outbox = new PushOutbox(database.db);
  const worker = new PushWorker({
    db: database.db,
    locks: database.locks,
    transport: webPushTransport({
      keys,
      subject: vapidSubject(config.publicUrl, config.notifyEmail, addressOf(config.mailFrom)),
      ttlSeconds: PUSH_MAX_AGE_MS / 1000,
      timeoutMs: PUSH_TIMEOUT_MS,
    }),
    linkPeople,
    pollMs: options.pushOutbox?.pollMs ?? PUSH_POLL_MS,
    concurrency: PUSH_CONCURRENCY,
    backoff: options.pushOutbox?.retryBackoff ?? DEFAULT_RETRY_BACKOFF,
    logger: app.log,
  });
  outbox.onQueued(() => worker.nudge());
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  // onClose hooks run last added first: this one after the voice jobs' drain, which may queue alerts.
  app.addHook('onClose', () => worker.stop(Math.max(1000, config.shutdownTimeoutMs / 4)));
  pushRoutes(app, {
    db: database.db,
    publicKey: keys.publicKey,
    allowHttpEndpoints: config.env === 'test',
    onSubscribed: () => outbox.subscribed(),
  });
  return outbox;
}

/**
 * Visitor places need the GeoLite2 files; without them the site still runs, places unknown.
 * Places are cached per address: a visitor sends every event from the same one.
 */
async function openGeo(dir: string | undefined, app: FastifyInstance): Promise<GeoLookup> {
  try {
    return cachedGeoLookup(await openGeoLookup(dir));
  } catch (error) {
    app.log.warn(
      { reason: (error as Error).message },
      'GeoLite2 database not readable: visitor places will be unknown',
    );
    return unknownPlaces;
  }
}
