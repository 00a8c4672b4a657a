import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '#shared/booking-schemas.js';
import { TOUCHPOINT_KINDS } from '#shared/people-schemas.js';

/** Binary column; PGlite hands back Uint8Array and `pg` a Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['consultation', 'lead_magnet'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    debtAmount: text('debt_amount').notNull().default(''),
    creditorsCount: text('creditors_count').notNull().default(''),
    message: text('message').notNull().default(''),
    sessionId: text('session_id'),
    isHidden: boolean('is_hidden').notNull().default(false),
    isContacted: boolean('is_contacted').notNull().default(false),
    createdAt: createdAt(),
    /** The person this lead is a touchpoint of (`people`); null until linked (docs/workbench.md). */
    personId: integer('person_id'),
  },
  (t) => [
    check('leads_type_check', sql`${t.type} in ('consultation', 'lead_magnet')`),
    index('leads_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // Conversion rate joins leads to visitor sessions.
    index('leads_session_id_idx').on(t.sessionId),
    index('leads_person_id_idx').on(t.personId),
  ],
);

export const voiceMessages = pgTable(
  'voice_messages',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    durationSeconds: real('duration_seconds'),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    city: text('city'),
    state: text('state'),
    deviceType: text('device_type'),
    browserName: text('browser_name'),
    transcript: text('transcript'),
    transcriptionModel: text('transcription_model').notNull().default('gpt-4o-transcribe'),
    transcriptionError: text('transcription_error'),
    extractedData: jsonb('extracted_data'),
    /** Each understood field with its source and confidence (VoiceUnderstanding); null before. */
    understanding: jsonb('understanding'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    sessionId: text('session_id'),
    /** SHA-256 (hex) of the token that lets the visitor who sent it read its result (decision 0020). */
    resultTokenHash: text('result_token_hash'),
    /** The browser's id for the recording: an upload sent again after a lost answer is stored once. */
    clientRecordingId: text('client_recording_id'),
    /** The person this message is a touchpoint of (`people`); null until linked (docs/workbench.md). */
    personId: integer('person_id'),
    /**
     * When retention deleted the recording (VOICE_AUDIO_RETENTION_DAYS): the message, its transcript
     * and what was understood stay; the dashboard says the audio is gone instead of failing to play it.
     */
    audioDeletedAt: timestamp('audio_deleted_at', { withTimezone: true }),
    /**
     * When the guided recorder showed each question, in ms from the start (question-marks.ts):
     * only marks inside the recording; null when none were sent or they were malformed.
     */
    questionMarks: jsonb('question_marks'),
    /** The transcript answer by answer (VoiceAnswer[]), for a guided recording; null otherwise. */
    answers: jsonb('answers'),
  },
  (t) => [
    index('voice_messages_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('voice_messages_person_id_idx').on(t.personId),
    index('voice_messages_session_id_idx').on(t.sessionId),
    uniqueIndex('voice_messages_client_recording_id_idx').on(t.clientRecordingId),
    // The voice job queue (decision 0021): only the few messages still waiting are indexed.
    index('voice_messages_unprocessed_idx')
      .on(t.id)
      .where(sql`${t.transcript} is null and ${t.transcriptionError} is null and ${t.isDeleted} = false`),
  ],
);

/** Audio lives apart from its row so listing messages never reads the bytes. */
export const voiceAudio = pgTable('voice_audio', {
  voiceMessageId: integer('voice_message_id')
    .primaryKey()
    .references(() => voiceMessages.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  original: bytea('original').notNull(),
  /** MP4/AAC copy every browser can play; null until converted. */
  playable: bytea('playable'),
});

export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: text('id').primaryKey(),
    city: text('city'),
    state: text('state'),
    ipAddress: text('ip_address'),
    firstVisit: timestamp('first_visit', { withTimezone: true }).notNull().defaultNow(),
    lastVisit: timestamp('last_visit', { withTimezone: true }).notNull().defaultNow(),
    pageViews: integer('page_views').notNull().default(0),
    deviceType: text('device_type'),
    browserName: text('browser_name'),
    referrer: text('referrer'),
    searchQuery: text('search_query'),
    /** How the visitor arrived at the session's first visit (a `Touch`: referrer, query, UTM, landing page). */
    firstTouch: jsonb('first_touch'),
    /** The session's latest arrival from outside (another referrer or UTM tags); the first when none. */
    lastTouch: jsonb('last_touch'),
  },
  (t) => [
    // The sessions grid's keyset order. `ORDER BY … DESC` means NULLS FIRST, so the index says so
    // too: built NULLS LAST (drizzle's default for desc()) it cannot serve that order at all.
    index('visitor_sessions_last_visit_idx').on(t.lastVisit.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Session search also has a pg_trgm GIN index on an expression of this table (and one on
    // activities), created in drizzle/0003_session_search.sql: drizzle-kit does not manage them.
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign key to visitor_sessions: the tracking writer upserts the session in the same
    // transaction before its activities, and the per-row key check cost a fifth of the ingest
    // throughput (docs/decisions/0014). Retention deletes activities by age, not by cascade.
    sessionId: text('session_id').notNull(),
    type: text('type', { enum: ['visit', 'click', 'keystroke'] }).notNull(),
    page: text('page').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    details: jsonb('details'),
  },
  (t) => [
    index('activities_session_idx').on(t.sessionId, t.occurredAt),
    // Raw analytics count only visits by time, so only visits carry a btree entry for it; clicks
    // and keystrokes (most of the rows) do not pay for one. Retention finds old rows of every type
    // through the BRIN index, which costs next to nothing to keep up as rows arrive in time order.
    index('activities_visit_time_idx')
      .on(t.occurredAt)
      .where(sql`${t.type} = 'visit'`),
    index('activities_occurred_at_brin').using('brin', t.occurredAt),
  ],
);

/**
 * What a session search (GET /api/sessions?search=) finds in a session's activities: each distinct
 * page, clicked element text and typed value, once per session. The tracking writer adds them in
 * the same transaction as the activities, leaving out a text another text of the same batch
 * contains (the prefixes typed on the way to a value). A trigram index here instead of on
 * `activities` costs the write path one small row per new text instead of one per event
 * (docs/decisions/0016). Retention deletes them with their session, and rebuilds a session's texts
 * from its remaining activities when older ones are deleted, so no text outlives its activity.
 */
export const sessionSearchTexts = pgTable(
  'session_search_texts',
  {
    sessionId: text('session_id').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    // By hash: a page may be 2 KB, beyond what a btree entry holds.
    uniqueIndex('session_search_texts_key').on(t.sessionId, sql`md5(${t.text})`),
    index('session_search_texts_trgm_idx').using('gin', t.text.op('gin_trgm_ops')),
  ],
);

/**
 * Visits counted per hour and per dimension (total, state, device, referrer, referrer page,
 * search query), written in the same transaction as the visit activities. The 30-day analytics
 * sum at most 720 hours from here and count only the partial hours at the window's edges from
 * `activities`, so the figures stay exact and cheap at millions of activities (docs/analytics.md).
 */
/** Separates a referrer label from one of its pages in a `referrer_page` rollup value (`label␟page`). */
export const REFERRER_PAGE_SEPARATOR = '\u001f';

/** What a visit is counted under in the rollups. */
const ROLLUP_DIMENSIONS = ['total', 'state', 'device', 'referrer', 'referrer_page', 'query'] as const;

export const visitRollups = pgTable(
  'visit_rollups',
  {
    dimension: text('dimension', { enum: ROLLUP_DIMENSIONS }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    value: text('value').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.hour, t.value] })],
);

/**
 * The same counts per UTC day, written with the hourly ones. A 30-day window then reads 29 whole
 * days from here and only the hours at its two ends from `visit_rollups`: about a tenth of the
 * rows, where summing 108,000 hourly rows took 100 ms at a million sessions (docs/decisions/0016).
 */
export const visitRollupsDaily = pgTable(
  'visit_rollups_daily',
  {
    dimension: text('dimension', { enum: ROLLUP_DIMENSIONS }).notNull(),
    day: timestamp('day', { withTimezone: true }).notNull(),
    value: text('value').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** Public, non-secret identifier (returned by login); the cookie carries a separate token. */
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * One lead per person (docs/workbench.md): the brochure, consultation and voicemail touchpoints of
 * the same e-mail or phone number point here. The summary columns are recomputed from the
 * touchpoints whenever one is added or understood, so the workbench list sorts and pages in SQL.
 */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    /** The first touchpoint's time: the 24-hour follow-up promise counts from here. */
    firstTouchAt: timestamp('first_touch_at', { withTimezone: true }).notNull(),
    lastTouchAt: timestamp('last_touch_at', { withTimezone: true }).notNull(),
    isContacted: boolean('is_contacted').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    /** When Mark Called was first pressed: 'Time to First Call' measures from first touch to here. */
    firstContactedAt: timestamp('first_contacted_at', { withTimezone: true }),
    /** The qualification score (docs/workbench.md) and the debt band's rank, for sorting. */
    score: integer('score').notNull().default(0),
    debtRank: integer('debt_rank').notNull().default(-1),
    /** What the list shows: name, company, contacts, answers, score reasons, sources (PersonSummary). */
    summary: jsonb('summary').notNull(),
  },
  (t) => [
    index('people_first_touch_idx').on(t.firstTouchAt.desc(), t.id.desc()),
    index('people_score_idx').on(t.score.desc(), t.id.desc()),
  ],
);

/**
 * What a status change (Mark Called, Hide) undoes (decision 0040): the person's and each of their
 * leads' flags and the first-call time as they were just before, kept on the server so Undo
 * restores exactly them. `after` is the person's flags the change left: an undo is refused once
 * they differ or a later change exists. Single use; deleted after an hour.
 */
export const personStatusUndos = pgTable(
  'person_status_undos',
  {
    /** The undo token the PATCH answered (random, URL-safe). */
    id: text('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** PersonStatusBefore: the person's flags and first-call time, and each lead's flags. */
    before: jsonb('before').notNull(),
    /** The person's flags the change left ({ isContacted, isHidden }). */
    after: jsonb('after').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    /** The order of the person's changes: an undo is refused once a later change exists. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** When it was used: an undo is single use. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('person_status_undos_person_id_idx').on(t.personId),
    index('person_status_undos_made_at_idx').on(t.madeAt),
  ],
);

/**
 * The identifiers a person is found by: each normalised e-mail (lower case, no plus tag, no dots
 * for Gmail) and each phone number in E.164. A touchpoint that shares any of them joins that person.
 */
export const personKeys = pgTable(
  'person_keys',
  {
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    value: text('value').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] }), index('person_keys_person_id_idx').on(t.personId)],
);

/**
 * The consent ledger: for every phone number given and every recording, the exact notice the
 * visitor was shown, its version, when, from which address and on which page. Written in the same
 * transaction as the lead or voice message it belongs to, and never changed afterwards, except
 * that retention clears its address with the other IP addresses (IP_RETENTION_DAYS); it is
 * deleted with its lead or message (INQUIRY_RETENTION_DAYS).
 */
export const consents = pgTable(
  'consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['phone', 'recording'] }).notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    voiceMessageId: integer('voice_message_id').references(() => voiceMessages.id, { onDelete: 'cascade' }),
    /** The booking a phone number was given with (/book). */
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The phone number consented for (a `phone` consent); '' for a recording. */
    phone: text('phone').notNull().default(''),
    noticeText: text('notice_text').notNull(),
    noticeVersion: text('notice_version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    page: text('page'),
  },
  (t) => [
    index('consents_lead_id_idx').on(t.leadId),
    index('consents_voice_message_id_idx').on(t.voiceMessageId),
    index('consents_booking_id_idx').on(t.bookingId),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the product sends, written in the same transaction as what caused it and sent by
 * the outbox worker (mail/outbox-worker.ts) with retries: a mail server that is down or a server
 * that is killed loses nothing. `message_id` is the RFC 5322 Message-ID, fixed when the row is
 * written, so a message sent twice across a crash is recognisably the same one.
 */
export const MAIL_KINDS = [
  'lead_notice',
  'voice_notice',
  'acknowledgement',
  'booking_confirmation',
  'booking_notice',
  'booking_cancellation',
  'booking_reminder',
] as const;
export const MAIL_STATUSES = ['pending', 'sent', 'cancelled', 'suppressed'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers (List-Unsubscribe, ...). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Attachments as text (the .ics invite): { filename, contentType, content }. */
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; content: string }>>()
      .notNull()
      .default([]),
    /** The booking a confirmation, reminder or cancellation is about: a moved or cancelled call's pending reminder goes with it. */
    bookingId: integer('booking_id'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this: the next attempt after a failure, or a reminder's time. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    /** Unused: the worker claims a row with its instance lock instead (decision 0037). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The first failed attempt of the current run of failures: the dashboard warns past an hour. */
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_idx').on(t.messageId),
    index('mail_outbox_due_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_booking_id_idx').on(t.bookingId),
  ],
);

/** Addresses that asked for no more acknowledgements or reminders (List-Unsubscribe, RFC 8058). */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  /** The address's contact key (workbench/contact-keys.ts emailKey). */
  address: text('address').primaryKey(),
  createdAt: createdAt(),
});

/** When each address was last acknowledged: at most one acknowledgement per address per 24 hours. */
export const mailAcknowledgements = pgTable('mail_acknowledgements', {
  address: text('address').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

/**
 * The devices the principal turned alerts on for (decision 0039): each browser's Web Push
 * subscription, one row per endpoint. A push service answering 404 or 410 deletes its row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The push service's URL for this browser (https). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt every push. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint)],
);

/**
 * Alerts still to push, one row per subscribed device, written in the same transaction as the
 * lead, voicemail or booking that causes them and sent by the push worker (push/push-worker.ts).
 * A row holds ids only: the name and the person are read when it is sent. Sent and dropped rows
 * are deleted.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** What the push is about: the kind of touchpoint, as the workbench names them. */
    kind: text('kind', { enum: TOUCHPOINT_KINDS }).notNull(),
    /** The lead's, voice message's or booking's id (by kind). */
    touchpointId: integer('touchpoint_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this: the next attempt after a failure. */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('push_outbox_send_after_idx').on(t.sendAfter),
    index('push_outbox_subscription_id_idx').on(t.subscriptionId),
  ],
);

/**
 * Consultation calls the visitor booked (/book). A booked row occupies [starts_at, blocked_until):
 * the call and the buffer after it. The database refuses two booked rows whose spans overlap (an
 * exclusion constraint, migration 0015) and two booked rows of one person (a unique index on
 * the e-mail's contact key); a past call is marked 'past' when its person books again.
 */

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    email: text('email').notNull(),
    /** The e-mail's contact key: one upcoming booking per person. */
    emailKey: text('email_key').notNull(),
    /**
     * The phone's contact key (E.164), '' without a phone: the workbench's person is one e-mail
     * or one phone, so a second address with the same phone is the same person too.
     */
    phoneKey: text('phone_key').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    sessionId: text('session_id'),
    /** The invite's SEQUENCE (RFC 5545): raised by every move and by a cancellation. */
    sequence: integer('sequence').notNull().default(0),
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'firm'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person this booking is a touchpoint of (`people`); null until linked. */
    personId: integer('person_id'),
  },
  (t) => [
    check('bookings_status_check', sql`${t.status} in ('booked', 'cancelled', 'past')`),
    check('bookings_span_check', sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
    uniqueIndex('bookings_one_per_person_idx')
      .on(t.emailKey)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('bookings_one_per_phone_idx')
      .on(t.phoneKey)
      .where(sql`${t.status} = 'booked' and ${t.phoneKey} <> ''`),
    index('bookings_starts_at_idx').on(t.startsAt),
    index('bookings_person_id_idx').on(t.personId),
  ],
);

export const schema = {
  leads,
  voiceMessages,
  voiceAudio,
  visitorSessions,
  activities,
  visitRollups,
  adminSessions,
  people,
  personKeys,
  personStatusUndos,
  consents,
  settings,
  mailOutbox,
  mailUnsubscribes,
  mailAcknowledgements,
  bookings,
  pushSubscriptions,
  pushOutbox,
};
