import { and, desc, eq, inArray, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { VoicePage, VoicePerson } from '#shared/voice-list-schemas.js';
import type { PersonSummary } from '#shared/people-schemas.js';
import type { ExtractedData, VoiceAnswer, VoiceFeedback, VoiceUnderstanding } from '#shared/voice-schemas.js';
import type { Db } from '#server/db/client.js';
import { consents, people, voiceAudio, voiceMessages } from '#server/db/schema.js';
import { consentRows, type ConsentContext } from '#server/consent/consent-ledger.js';
import { countWhere, cursorRows, pageRows, toPage, type PageRequest } from '#server/http/list-page.js';
import type { DbOrTx } from '#server/mail/outbox.js';

/** More writes for the transaction that stores a change to a message (the e-mails it causes). */
export type WithinMessageWrite = (tx: DbOrTx, message: VoiceFeedback) => Promise<void>;

/** Voice messages and their audio. The audio bytes are only read by the audio and processing paths. */
export interface NewVoiceMessage {
  email: string;
  phone: string;
  sessionId: string | null;
  durationSeconds: number | null;
  city: string | null;
  state: string | null;
  deviceType: string | null;
  browserName: string | null;
  transcriptionModel: string;
  audio: { bytes: Buffer; mimeType: string };
  /** SHA-256 (hex) of the token that lets its sender read the result later. */
  resultTokenHash?: string | null;
  /** The browser's id for the recording, so a resent upload is stored once. */
  clientRecordingId?: string | null;
  /** Where the recording (and the phone number, if given) was consented to: the ledger's row(s). */
  consent?: ConsentContext;
  /** When each question was shown (question-marks.ts), inside the recording; null: not guided. */
  questionMarks?: number[] | null;
}

/** What the sender of a message may read about it later. */
export interface VoiceResultRow {
  transcript: string | null;
  extractedData: ExtractedData | null;
  resultTokenHash: string | null;
}

export interface StoredAudio {
  bytes: Buffer;
  mimeType: string;
}

type MessageRow = typeof voiceMessages.$inferSelect;

/**
 * Audio crosses the database driver as base64 text, decoded and encoded by the database itself.
 * PGlite's binary parameter path is slow: a 650 KB recording took 300 ms to insert as bytea and
 * 25 ms as base64, and 52 against 5 ms to read (PGlite runs one query at a time, so every lead
 * waited that long behind each upload). PostgreSQL is unaffected either way.
 */
const bytesIn = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;
const bytesOut = (column: SQL | AnyColumn) => sql<string | null>`encode(${column}, 'base64')`;
const fromBase64 = (text: string) => Buffer.from(text, 'base64');

const toVoiceFeedback = (row: MessageRow): VoiceFeedback => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  duration: row.durationSeconds,
  email: row.email,
  phone: row.phone,
  city: row.city,
  state: row.state,
  deviceType: row.deviceType,
  browserName: row.browserName,
  transcript: row.transcript,
  transcriptionModel: row.transcriptionModel,
  transcriptionError: row.transcriptionError,
  extractedData: (row.extractedData as ExtractedData | null) ?? null,
  understanding: (row.understanding as VoiceUnderstanding | null) ?? null,
  isDeleted: row.isDeleted,
  sessionId: row.sessionId,
  audioDeletedAt: row.audioDeletedAt?.toISOString() ?? null,
  questionMarks: (row.questionMarks as number[] | null) ?? null,
  answers: (row.answers as VoiceAnswer[] | null) ?? null,
});

export class VoiceRepository {
  constructor(private readonly db: Db) {}

  /** The row, its audio, its consents and what `within` writes in one transaction: all are stored, or none. */
  async create(message: NewVoiceMessage, within?: WithinMessageWrite): Promise<VoiceFeedback> {
    return this.db.transaction(async (tx) => {
      const { audio, consent, ...fields } = message;
      const [row] = await tx.insert(voiceMessages).values(fields).returning();
      await tx
        .insert(voiceAudio)
        .values({ voiceMessageId: row!.id, mimeType: audio.mimeType, original: bytesIn(audio.bytes) });
      if (consent) {
        const rows = consentRows({ phone: row!.phone, recording: true }, consent, { voiceMessageId: row!.id });
        await tx.insert(consents).values(rows);
      }
      const stored = toVoiceFeedback(row!);
      await within?.(tx, stored);
      return stored;
    });
  }

  /** Messages not deleted, newest first (no audio). */
  async list(): Promise<VoiceFeedback[]> {
    const rows = await this.db
      .select()
      .from(voiceMessages)
      .where(eq(voiceMessages.isDeleted, false))
      .orderBy(desc(voiceMessages.createdAt), desc(voiceMessages.id));
    return rows.map(toVoiceFeedback);
  }

  /**
   * One page of the messages not deleted, newest first, after the message `cursor` (its id; a
   * deleted one still marks its place); null when the cursor names no message. With a session,
   * only the messages left in it (the dashboard's session filter).
   */
  async page(request: PageRequest & { sessionId?: string | undefined }): Promise<VoicePage | null> {
    const listed = and(
      eq(voiceMessages.isDeleted, false),
      request.sessionId === undefined ? undefined : eq(voiceMessages.sessionId, request.sessionId),
    );
    const [[counts], rows] = await Promise.all([
      this.db
        .select({ total: countWhere(listed), cursorFound: cursorRows(voiceMessages, request.cursor) })
        .from(voiceMessages),
      pageRows(this.db, voiceMessages, listed, request),
    ]);
    if (request.cursor !== undefined && counts!.cursorFound === 0) return null;
    const page = toPage(rows, request.limit);
    const persons = await this.peopleOf(page.items);
    return {
      items: page.items.map((row) => ({
        ...toVoiceFeedback(row),
        person: (row.personId !== null && persons.get(row.personId)) || null,
      })),
      nextCursor: page.nextCursor,
      total: counts!.total,
    };
  }

  /** The workbench people these messages are linked to, by id: the name the workbench shows and its origin. */
  private async peopleOf(rows: readonly MessageRow[]): Promise<Map<number, VoicePerson>> {
    const ids = [...new Set(rows.flatMap((row) => (row.personId === null ? [] : [row.personId])))];
    if (ids.length === 0) return new Map();
    const found = await this.db
      .select({ id: people.id, summary: people.summary })
      .from(people)
      .where(inArray(people.id, ids));
    return new Map(
      found.map(({ id, summary }) => {
        const { firstName, lastName, nameOrigin } = summary as PersonSummary;
        return [id, { id, name: `${firstName} ${lastName}`.trim(), nameOrigin }];
      }),
    );
  }

  /**
   * The queue (decision 0021): messages whose first attempt no instance has finished (neither a
   * transcript nor a failure reason), oldest first, stored at least `olderThanSeconds` ago by
   * the database's clock (the instances' clocks may differ from it and from each other).
   */
  async listUnprocessed(options: { olderThanSeconds: number; limit: number }): Promise<VoiceFeedback[]> {
    const rows = await this.db
      .select()
      .from(voiceMessages)
      .where(
        and(
          eq(voiceMessages.isDeleted, false),
          isNull(voiceMessages.transcript),
          isNull(voiceMessages.transcriptionError),
          lt(voiceMessages.createdAt, sql`now() - make_interval(secs => ${options.olderThanSeconds})`),
        ),
      )
      .orderBy(voiceMessages.id)
      .limit(options.limit);
    return rows.map(toVoiceFeedback);
  }

  /** The message stored earlier for this browser recording id, if any (not deleted). */
  async findByRecordingId(clientRecordingId: string): Promise<VoiceFeedback | null> {
    const [row] = await this.db
      .select()
      .from(voiceMessages)
      .where(and(eq(voiceMessages.clientRecordingId, clientRecordingId), eq(voiceMessages.isDeleted, false)));
    return row ? toVoiceFeedback(row) : null;
  }

  /** A new result token for a message (its sender lost the answer that carried the first one). */
  async replaceResultToken(id: number, resultTokenHash: string): Promise<void> {
    await this.db.update(voiceMessages).set({ resultTokenHash }).where(eq(voiceMessages.id, id));
  }

  async result(id: number): Promise<VoiceResultRow | null> {
    const [row] = await this.db
      .select({
        transcript: voiceMessages.transcript,
        extractedData: voiceMessages.extractedData,
        resultTokenHash: voiceMessages.resultTokenHash,
      })
      .from(voiceMessages)
      .where(and(eq(voiceMessages.id, id), eq(voiceMessages.isDeleted, false)));
    return row ? { ...row, extractedData: (row.extractedData as ExtractedData | null) ?? null } : null;
  }

  async find(id: number): Promise<VoiceFeedback | null> {
    const [row] = await this.db
      .select()
      .from(voiceMessages)
      .where(and(eq(voiceMessages.id, id), eq(voiceMessages.isDeleted, false)));
    return row ? toVoiceFeedback(row) : null;
  }

  async originalAudio(id: number): Promise<StoredAudio | null> {
    const [row] = await this.db
      .select({ bytes: bytesOut(voiceAudio.original), mimeType: voiceAudio.mimeType })
      .from(voiceAudio)
      .where(eq(voiceAudio.voiceMessageId, id));
    return row ? { bytes: fromBase64(row.bytes ?? ''), mimeType: row.mimeType } : null;
  }

  /** The file to play: the MP4 copy once it exists, otherwise the recording as uploaded. */
  async playableAudio(id: number): Promise<StoredAudio | null> {
    const [row] = await this.db
      .select({
        playable: bytesOut(voiceAudio.playable),
        original: bytesOut(voiceAudio.original),
        mimeType: voiceAudio.mimeType,
      })
      .from(voiceAudio)
      .innerJoin(voiceMessages, eq(voiceMessages.id, voiceAudio.voiceMessageId))
      .where(and(eq(voiceAudio.voiceMessageId, id), eq(voiceMessages.isDeleted, false)));
    if (!row) return null;
    return row.playable !== null
      ? { bytes: fromBase64(row.playable), mimeType: 'audio/mp4' }
      : { bytes: fromBase64(row.original ?? ''), mimeType: row.mimeType };
  }

  async hasPlayable(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ present: sql<boolean>`${voiceAudio.playable} is not null` })
      .from(voiceAudio)
      .where(eq(voiceAudio.voiceMessageId, id));
    return row?.present === true;
  }

  async savePlayable(id: number, mp4: Buffer): Promise<void> {
    await this.db
      .update(voiceAudio)
      .set({ playable: bytesIn(mp4) })
      .where(eq(voiceAudio.voiceMessageId, id));
  }

  async saveTranscription(
    id: number,
    result: {
      transcript: string;
      model: string;
      extractedData: ExtractedData;
      understanding: VoiceUnderstanding;
      /** The transcript answer by answer (a guided recording); null: decoded as one message. */
      answers?: VoiceAnswer[] | null;
    },
    within?: WithinMessageWrite,
  ): Promise<void> {
    await this.update(
      id,
      {
        answers: result.answers && result.answers.length > 0 ? result.answers : null,
        transcript: result.transcript,
        transcriptionModel: result.model,
        extractedData: result.extractedData,
        understanding: result.understanding,
        transcriptionError: null,
      },
      within,
    );
  }

  /** Keeps the message Pending, with the reason shown to the admin. */
  async saveTranscriptionFailure(
    id: number,
    model: string,
    reason: string,
    within?: WithinMessageWrite,
  ): Promise<void> {
    await this.update(id, { transcriptionModel: model, transcriptionError: reason.slice(0, 500) }, within);
  }

  /** One statement, or with `within` a transaction that also hands it the updated message. */
  private async update(
    id: number,
    values: Partial<typeof voiceMessages.$inferInsert>,
    within: WithinMessageWrite | undefined,
  ): Promise<void> {
    if (!within) {
      await this.db.update(voiceMessages).set(values).where(eq(voiceMessages.id, id));
      return;
    }
    await this.db.transaction(async (tx) => {
      const [row] = await tx.update(voiceMessages).set(values).where(eq(voiceMessages.id, id)).returning();
      if (row && !row.isDeleted) await within(tx, toVoiceFeedback(row));
    });
  }

  /** Soft delete: the row stays (flagged), the audio bytes go. False when there was nothing to delete. */
  async softDelete(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .update(voiceMessages)
        .set({ isDeleted: true })
        .where(and(eq(voiceMessages.id, id), eq(voiceMessages.isDeleted, false)))
        .returning({ id: voiceMessages.id });
      if (deleted.length === 0) return false;
      await tx.delete(voiceAudio).where(eq(voiceAudio.voiceMessageId, id));
      return true;
    });
  }
}
