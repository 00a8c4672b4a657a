import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN } from '#shared/admin-auth-schemas.js';
import { DEFAULT_RETENTION_DAYS, type RetentionDays } from '#shared/retention-periods.js';

/**
 * Every setting the server reads, validated once at start. A bad value stops the process with a
 * readable list instead of surfacing later as a strange failure. `.env.example` documents each one.
 */
const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const trustProxySchema = optionalString.transform((value, ctx) => {
  if (value === undefined || value === 'false') return false as const;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: "'true' would let any client choose its IP; list the proxy addresses or give a hop count",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
});

/**
 * ALLOWED_ORIGINS: the other origins the site's pages are served from (a www and an apex name,
 * say), comma-separated. Each is written as a browser sends it in `Origin`: scheme://host[:port],
 * nothing after the host. A path, a query or a trailing slash is refused rather than trimmed: a
 * value that can never match would turn those visitors' voicemails away (403).
 */
const ORIGIN_SHAPE = /^https?:\/\/[^/?#@\s\\]+$/i;
const originListSchema = optionalString.transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const origin = ORIGIN_SHAPE.test(entry) ? URL.parse(entry)?.origin : undefined;
    if (origin === undefined || origin === 'null') {
      ctx.addIssue({
        code: 'custom',
        message: `'${entry.slice(0, 100)}' is not an origin: write scheme://host[:port] with no path, e.g. https://www.example.com`,
      });
    } else {
      origins.push(origin);
    }
  }
  return origins;
});

/**
 * The RSS guard's default. The production compose file gives the app 1.5 GiB; past 1 GiB the
 * server sheds load (503) instead of being killed by that limit in the middle of a write. A busy
 * server measured well under it, embedded database included (docs/operations.md).
 */
const DEFAULT_MAX_RSS_MB = 1024;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: int(3000, 0, 65535),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_PASSWORD: optionalString.pipe(
      z
        .string()
        .min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters`)
        .max(ADMIN_PASSWORD_MAX, `must be at most ${ADMIN_PASSWORD_MAX} characters`)
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    ALLOWED_ORIGINS: originListSchema,
    TRUST_PROXY: trustProxySchema,
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    NOTIFY_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
    MAIL_FROM: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIR: z.string().min(1).default('./dist/client'),
    BODY_LIMIT_BYTES: int(64 * 1024, 1024, 10 * 1024 * 1024),
    REQUEST_TIMEOUT_MS: int(30_000, 1000, 600_000),
    LEAD_RATE_LIMIT: int(20, 1, 1_000_000_000),
    BOOKING_RATE_LIMIT: int(20, 1, 1_000_000_000),
    LOGIN_MAX_FAILURES: int(5, 1, 1000),
    LOGIN_BLOCK_MINUTES: int(15, 1, 24 * 60),
    LOGIN_GLOBAL_MAX_PER_MINUTE: int(30, 1, 1_000_000),
    LOGIN_DEVICE_MAX_FAILURES: int(10, 1, 1000),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -')
      .default('debt-site:'),
    HEALTH_TOKEN: optionalString.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
    ADMIN_SESSION_IDLE_MINUTES: int(12 * 60, 1, 60 * 24 * 30),
    ADMIN_SESSION_MAX_DAYS: int(7, 1, 365),
    CHECKPOINT_INTERVAL_SECONDS: int(300, 1, 24 * 3600),
    DISK_RESERVE_MB: int(64, 0, 1_000_000),
    SHUTDOWN_TIMEOUT_MS: int(8000, 1000, 600_000),
    VOICE_MAX_BYTES: int(25 * 1024 * 1024, 1024, 200 * 1024 * 1024),
    VOICE_RATE_LIMIT: int(10, 1, 1_000_000_000),
    VOICE_RESPONSE_WAIT_MS: int(20_000, 0, 120_000),
    VOICE_MAX_SECONDS: int(600, 10, 3600),
    VOICE_MAX_TRANSCRIPTIONS: int(1, 1, 64),
    VOICE_MAX_BACKLOG: int(8, 1, 10_000),
    VOICE_QUEUE_POLL_SECONDS: int(5, 1, 3600),
    VOICE_MAX_STREAMS: int(4, 0, 1000),
    VOICE_STREAM_IDLE_SECONDS: int(20, 2, 3600),
    VOICE_STREAM_SILENCE_SECONDS: int(90, 5, 3600),
    VOICE_STREAM_AHEAD_SECONDS: int(20, 5, 36_000),
    TRANSCRIPTION_ENGINE: z.enum(['auto', 'pocketsphinx', 'openai', 'none']).default('auto'),
    OPENAI_API_KEY: optionalString,
    TRANSCRIPTION_BASE_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .default('https://api.openai.com'),
    TRANSCRIPTION_MODEL: z.string().min(1).default('gpt-4o-transcribe'),
    TRANSCRIPTION_KEYWORDS: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('true'),
    EXTRACTION_ENGINE: z.enum(['local', 'openai']).default('local'),
    EXTRACTION_MODEL: z.string().min(1).default('gpt-4o-mini'),
    GEOLITE2_DIR: optionalString,
    TRACK_INPUT_VALUES: z.enum(['true', 'false'], { message: "must be 'true' or 'false'" }).default('true'),
    TRACK_RATE_LIMIT: int(600, 1, 1_000_000_000),
    TRACK_FLUSH_MS: int(1000, 10, 10_000),
    TRACK_SESSION_EVENTS_PER_MINUTE: int(600, 1, 1_000_000),
    TRACK_SESSION_EVENTS_PER_DAY: int(5000, 1, 100_000_000),
    TRACK_STORAGE_BUDGET_MB: int(1024, 1, 10_000_000),
    ACTIVITY_RETENTION_DAYS: int(DEFAULT_RETENTION_DAYS.activity, 1, 36_500),
    IP_RETENTION_DAYS: int(DEFAULT_RETENTION_DAYS.ipAddresses, 1, 36_500),
    VOICE_AUDIO_RETENTION_DAYS: int(DEFAULT_RETENTION_DAYS.voiceRecordings, 1, 36_500),
    INQUIRY_RETENTION_DAYS: int(DEFAULT_RETENTION_DAYS.inquiries, 1, 36_500),
    PRESSURE_MAX_CONCURRENT_API_REQUESTS: int(128, 0, 1_000_000),
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: int(500, 0, 60_000),
    PRESSURE_MAX_HEAP_USED_MB: optionalString.pipe(
      z.string().regex(/^\d+$/, 'must be a whole number (MB)').transform(Number).optional(),
    ),
    PRESSURE_MAX_RSS_MB: int(DEFAULT_MAX_RSS_MB, 0, 1_000_000),
    BUSINESS_TIMEZONE: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
      .default('America/New_York'),
  })
  .superRefine((env, ctx) => {
    const needsKey = env.TRANSCRIPTION_ENGINE === 'openai' || env.EXTRACTION_ENGINE === 'openai';
    if (needsKey && !env.OPENAI_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'is required when an engine is openai' });
    }
  });

/** Every variable the server reads (each one is documented in .env.example). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type Env = Record<string, string | undefined>;

const MB = 1024 * 1024;
/** Unless PRESSURE_MAX_HEAP_USED_MB says otherwise: shed load before V8's heap limit is near (GC thrashing, then a crash). */
const DEFAULT_HEAP_SHARE = 0.85;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /** Origin the site is reached at; admin mutations must come from it. */
  publicUrl: URL;
  /**
   * Every origin the site's own pages are served from: PUBLIC_URL's first, then ALLOWED_ORIGINS.
   * State-changing calls from anywhere else are refused (plugins/cross-site.ts).
   */
  siteOrigins: string[];
  /** True when visitors reach the site over HTTPS (cookies get Secure and the __Host- prefix). */
  secure: boolean;
  trustProxy: false | number | string[];
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  mailFrom: string;
  logLevel: string;
  clientDir: string;
  bodyLimitBytes: number;
  requestTimeoutMs: number;
  leadRateLimitPerHour: number;
  /** Bookings, moves and cancellations per address per hour; slot and manage-page reads get 30 times as many. */
  bookingRateLimitPerHour: number;
  login: {
    /** Failed or refused logins per address (without a device token) before that address is blocked. */
    maxFailures: number;
    /** A block lasts this long after the sender's latest attempt. */
    blockMs: number;
    /** Login attempts without a device token, from all addresses together, per minute. */
    globalMaxPerMinute: number;
    /** Failed or refused logins with one device token before that token is refused for `blockMs`. */
    deviceMaxFailures: number;
  };
  /** Shared limits and budgets across instances (unset: each process keeps its own). */
  redisUrl: string | undefined;
  /** Prefix of this site's keys in Redis: instances of one site share it, other sites differ. */
  redisPrefix: string;
  /** Bearer token that may read /healthz details without an admin session (unset: admin only). */
  healthToken: string | undefined;
  adminSession: { idleMs: number; maxAgeMs: number };
  checkpointIntervalMs: number;
  /** Free space kept on the embedded database's disk: writes are refused (503) below it; 0: no check. */
  diskReserveBytes: number;
  /** Longest a SIGTERM/SIGINT shutdown may take; connections still open are cut at half of it. */
  shutdownTimeoutMs: number;
  voice: {
    maxBytes: number;
    rateLimitPerHour: number;
    /** How long an upload waits for its transcript before answering "pending". */
    responseWaitMs: number;
    /** Longest recording accepted; a longer one is refused before it is decoded further. */
    maxSeconds: number;
    /** Whole-file transcriptions decoding at once (each takes a core). */
    maxTranscriptions: number;
    /** Uploads in progress plus transcription jobs queued, beyond which uploads get a 503. */
    maxBacklog: number;
    /** How often each instance looks in the database for voice messages waiting to be processed. */
    queuePollMs: number;
    /** Recordings transcribed live while they are made (0: none; every upload is a whole file). */
    streams: { maxStreams: number; idleMs: number; silenceSeconds: number; aheadSeconds: number };
    transcriptionEngine: 'auto' | 'pocketsphinx' | 'openai' | 'none';
    extractionEngine: 'local' | 'openai';
    /** OpenAI-compatible API for hosted transcription and extraction. */
    openai: {
      apiKey: string | undefined;
      baseUrl: string;
      transcriptionModel: string;
      extractionModel: string;
      /** Send keyword hints to gpt-transcribe* models (TRANSCRIPTION_KEYWORDS); other models never get them. */
      transcriptionKeywords: boolean;
    };
  };
  /** Folder of the GeoLite2 City databases; the bundled package when unset. */
  geolite2Dir: string | undefined;
  tracking: {
    /** False: typed values are dropped from keystroke events before they are stored. */
    captureInputValues: boolean;
    /** Events (not requests) one address may send per minute, across every tracking route. */
    rateLimitPerMinute: number;
    /** Events one visitor session may send per minute and per day. */
    sessionEventsPerMinute: number;
    sessionEventsPerDay: number;
    /** Raw activity the database may hold; keystrokes are shed first as it fills. */
    storageBudgetBytes: number;
    /** Longest time a tracking event waits in memory before it is written. */
    flushIntervalMs: number;
  };
  /** What the daily retention job deletes after how many days; the privacy page states the same figures. */
  retention: RetentionDays;
  /** Where "today" is for the dashboard's Visits/Day figure. */
  businessTimeZone: string;
  /** Past these the server answers 503 at once instead of queueing (0: that check is off). */
  pressure: {
    maxConcurrentApiRequests: number;
    maxEventLoopDelayMs: number;
    maxHeapUsedBytes: number;
    maxRssBytes: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl,
    siteOrigins: [...new Set([publicUrl.origin, ...e.ALLOWED_ORIGINS])],
    secure: publicUrl.protocol === 'https:',
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    notifyEmail: e.NOTIFY_EMAIL,
    mailFrom: e.MAIL_FROM ?? `Website <no-reply@${publicUrl.hostname}>`,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(e.CLIENT_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    leadRateLimitPerHour: e.LEAD_RATE_LIMIT,
    bookingRateLimitPerHour: e.BOOKING_RATE_LIMIT,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      blockMs: e.LOGIN_BLOCK_MINUTES * 60_000,
      globalMaxPerMinute: e.LOGIN_GLOBAL_MAX_PER_MINUTE,
      deviceMaxFailures: e.LOGIN_DEVICE_MAX_FAILURES,
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    healthToken: e.HEALTH_TOKEN,
    adminSession: {
      idleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      maxAgeMs: e.ADMIN_SESSION_MAX_DAYS * 24 * 3_600_000,
    },
    checkpointIntervalMs: e.CHECKPOINT_INTERVAL_SECONDS * 1000,
    diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    voice: {
      maxBytes: e.VOICE_MAX_BYTES,
      rateLimitPerHour: e.VOICE_RATE_LIMIT,
      responseWaitMs: e.VOICE_RESPONSE_WAIT_MS,
      maxSeconds: e.VOICE_MAX_SECONDS,
      maxTranscriptions: e.VOICE_MAX_TRANSCRIPTIONS,
      maxBacklog: e.VOICE_MAX_BACKLOG,
      queuePollMs: e.VOICE_QUEUE_POLL_SECONDS * 1000,
      streams: {
        maxStreams: e.VOICE_MAX_STREAMS,
        idleMs: e.VOICE_STREAM_IDLE_SECONDS * 1000,
        silenceSeconds: e.VOICE_STREAM_SILENCE_SECONDS,
        aheadSeconds: e.VOICE_STREAM_AHEAD_SECONDS,
      },
      transcriptionEngine: e.TRANSCRIPTION_ENGINE,
      extractionEngine: e.EXTRACTION_ENGINE,
      openai: {
        apiKey: e.OPENAI_API_KEY,
        baseUrl: e.TRANSCRIPTION_BASE_URL.replace(/\/$/, ''),
        transcriptionModel: e.TRANSCRIPTION_MODEL,
        extractionModel: e.EXTRACTION_MODEL,
        transcriptionKeywords: e.TRANSCRIPTION_KEYWORDS === 'true',
      },
    },
    geolite2Dir: e.GEOLITE2_DIR,
    tracking: {
      captureInputValues: e.TRACK_INPUT_VALUES === 'true',
      rateLimitPerMinute: e.TRACK_RATE_LIMIT,
      sessionEventsPerMinute: e.TRACK_SESSION_EVENTS_PER_MINUTE,
      sessionEventsPerDay: e.TRACK_SESSION_EVENTS_PER_DAY,
      storageBudgetBytes: e.TRACK_STORAGE_BUDGET_MB * MB,
      flushIntervalMs: e.TRACK_FLUSH_MS,
    },
    retention: {
      inquiries: e.INQUIRY_RETENTION_DAYS,
      voiceRecordings: e.VOICE_AUDIO_RETENTION_DAYS,
      activity: e.ACTIVITY_RETENTION_DAYS,
      ipAddresses: e.IP_RETENTION_DAYS,
    },
    businessTimeZone: e.BUSINESS_TIMEZONE,
    pressure: {
      maxConcurrentApiRequests: e.PRESSURE_MAX_CONCURRENT_API_REQUESTS,
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        e.PRESSURE_MAX_HEAP_USED_MB === undefined
          ? Math.floor(getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE)
          : e.PRESSURE_MAX_HEAP_USED_MB * MB,
      maxRssBytes: e.PRESSURE_MAX_RSS_MB * MB,
    },
  };
}
