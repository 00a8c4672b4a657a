import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.js';
import { AUDIO_SLICE } from '#server/db/retention-steps.js';
import { rowsOf } from '#server/db/rows.js';
import { voiceMessages } from '#server/db/schema.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { storeVoiceMessage } from '#server/test-support/voice-messages.js';
import { deleteOldRecordings } from './audio-retention.js';
import { VoiceRepository } from './voice-repository.js';

const DAY = 24 * 3_600_000;
const NOW = Date.now();

describe.each(DATABASE_KINDS)('voice recording retention on %s', (kind) => {
  let database: DatabaseHandle;
  let repository: VoiceRepository;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    repository = new VoiceRepository(database.db);
  });
  afterAll(() => database?.close());

  /** A stored message dated `daysAgo`, as an upload that long ago left it. */
  const message = async (email: string, daysAgo: number) => {
    const { id } = await storeVoiceMessage(database.db, { email });
    await database.db
      .update(voiceMessages)
      .set({ createdAt: new Date(NOW - daysAgo * DAY) })
      .where(eq(voiceMessages.id, id));
    return id;
  };
  const audioRows = async () =>
    rowsOf<{ id: number }>(
      await database.db.execute(sql`select voice_message_id as id from voice_audio order by voice_message_id`),
    ).map((row) => row.id);

  it("deletes old recordings and their playable copies, keeps the message's transcript, and says so", async () => {
    const transcribed = await message('old.transcribed@example.com', 400);
    await repository.saveTranscription(transcribed, {
      transcript: 'please call me about our equipment loans',
      model: 'pocketsphinx',
      extractedData: { email: 'old.transcribed@example.com' },
      understanding: { fields: {}, lowConfidenceWords: [] },
    });
    await repository.savePlayable(transcribed, Buffer.from('mp4 bytes'));
    const unprocessed = await message('old.waiting@example.com', 400);
    const hidden = await message('old.deleted@example.com', 400);
    await repository.softDelete(hidden);
    const recent = await message('recent@example.com', 364);

    expect(await deleteOldRecordings(database.db, 365, NOW)).toBe(2);

    expect(await audioRows()).toEqual([recent]);
    expect(await repository.playableAudio(transcribed)).toBeNull();
    expect(await repository.originalAudio(unprocessed)).toBeNull();
    expect(await repository.find(transcribed)).toMatchObject({
      transcript: 'please call me about our equipment loans',
      extractedData: { email: 'old.transcribed@example.com' },
      transcriptionError: null,
      audioDeletedAt: new Date(NOW).toISOString(),
    });
    expect(await repository.find(recent)).toMatchObject({ audioDeletedAt: null });
    // Never transcribed: nothing is left to decode, so it says why and leaves the voice queue.
    expect(await repository.find(unprocessed)).toMatchObject({
      transcript: null,
      transcriptionError: 'The recording was deleted after 1 year, before it was transcribed',
    });
    const queued = await repository.listUnprocessed({ olderThanSeconds: 0, limit: 10 });
    expect(queued.map((row) => row.id)).toEqual([recent]);

    // Nothing left to do a second time.
    expect(await deleteOldRecordings(database.db, 365, NOW)).toBe(0);
  });

  it('goes through a backlog larger than one slice', async () => {
    await database.db.execute(sql`
      with made as (
        insert into voice_messages (email, created_at)
        select 'bulk' || n || '@example.com', now() - interval '400 days' from generate_series(1, 2 * ${AUDIO_SLICE} + 50) n
        returning id)
      insert into voice_audio (voice_message_id, mime_type, original) select id, 'audio/wav', '\\x00'::bytea from made`);
    expect(await deleteOldRecordings(database.db, 365, NOW)).toBe(2 * AUDIO_SLICE + 50);
    expect(await audioRows()).toHaveLength(1);
  });
});
