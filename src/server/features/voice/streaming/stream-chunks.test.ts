import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api-error.js';
import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER } from '#shared/voice-schemas.js';
import { generatedAudio, longOpusWebm } from '#server/test-support/generated-audio.js';
import { shouldRunWithBinaries, speechWebm } from '#server/test-support/speech.js';
import { createTestApp, type TestApp } from '#server/test-support/test-app.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { childProcessCount } from '#server/features/voice/audio/run-process.js';
import { startPocketsphinxLive } from '#server/features/voice/transcription/pocketsphinx-live.js';
import { logCapture } from '#server/test-support/test-app.js';
import pino from 'pino';
import { VoiceStreams } from './voice-streams.js';
import { QUESTION_MARKS_HEADER } from '#shared/question-marks.js';
import { multipartBody } from '#server/test-support/multipart.js';
import { VoiceRepository } from '#server/features/voice/voice-repository.js';

/**
 * What a stream's chunks may be (issue: stream chunks decoded without being checked): chunk 0 must
 * be a recording a browser makes, and the live decode never goes past the longest recording,
 * however much audio a chunk holds. Streams live in this process's memory and the decoder is the
 * same on both databases, so this runs on the embedded one.
 */
const MAX_SECONDS = 10;
const UNSUPPORTED = 'The recording must be WebM or Ogg audio (Opus or Vorbis), MP4 audio (AAC) or WAV';

/** A Matroska file with its EBML header replaced by one saying DocType webm (ffmpeg's WebM muxer refuses PCM). */
function asWebmDocType(matroska: Buffer): Buffer {
  const segment = matroska.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x8b, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]);
  return Buffer.concat([header, Buffer.from('webm', 'latin1'), matroska.subarray(segment)]);
}

describe.runIf(shouldRunWithBinaries('ffmpeg', 'pocketsphinx_continuous', 'espeak-ng'))('voice stream chunks', () => {
  let t: TestApp;
  let speech: Buffer;

  beforeAll(async () => {
    speech = await speechWebm('Hello, this is a short test message about my business debt.');
    t = await createTestApp('pglite', {
      env: {
        TRANSCRIPTION_ENGINE: 'pocketsphinx',
        VOICE_RATE_LIMIT: '1000',
        VOICE_MAX_STREAMS: '2',
        VOICE_MAX_SECONDS: String(MAX_SECONDS),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  async function openStream(): Promise<{ streamId: string; token: string }> {
    const response = await t.app.inject({
      method: 'POST',
      url: VOICE_STREAM_PATHS.open,
      payload: { email: 'caller@example.com', sessionId: null },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const sendChunk = (stream: { streamId: string; token: string }, seq: number, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: VOICE_STREAM_PATHS.chunk(stream.streamId, seq),
      payload: bytes,
      headers: { 'content-type': 'application/octet-stream', [VOICE_TOKEN_HEADER]: stream.token },
    });
  const cancel = (stream: { streamId: string; token: string }) =>
    t.app.inject({
      method: 'DELETE',
      url: VOICE_STREAM_PATHS.stream(stream.streamId),
      headers: { [VOICE_TOKEN_HEADER]: stream.token },
    });
  const closedLog = (why: string) =>
    t.logs.find((line) => line.event === 'voice_stream_closed' && line.why === why) as { seconds: number } | undefined;

  it('accepts a browser recording chunk by chunk', async () => {
    const stream = await openStream();
    const half = Math.ceil(speech.length / 2);
    expect((await sendChunk(stream, 0, speech.subarray(0, half))).json()).toEqual({ receivedSeq: 0 });
    expect((await sendChunk(stream, 1, speech.subarray(half))).json()).toEqual({ receivedSeq: 1 });
    expect((await cancel(stream)).statusCode).toBe(204);
  });

  it.each([
    ['a FLAC stream', () => generatedAudio({ seconds: 2, output: ['-c:a', 'flac', '-f', 'flac'] })],
    ['Matroska holding FLAC', () => generatedAudio({ seconds: 2, output: ['-c:a', 'flac', '-f', 'matroska'] })],
    [
      'WebM holding PCM',
      async () => asWebmDocType(await generatedAudio({ seconds: 2, output: ['-c:a', 'pcm_s16le', '-f', 'matroska'] })),
    ],
    [
      'an HLS playlist',
      () =>
        Promise.resolve(
          Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n'),
        ),
    ],
  ])('refuses %s as chunk 0 with 415 and closes the stream', async (_label, make) => {
    const stream = await openStream();
    const response = await sendChunk(stream, 0, await make());
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiError>().message).toBe(UNSUPPORTED);
    const next = await sendChunk(stream, 1, speech);
    expect(next.statusCode).toBe(404);
    expect(next.json<ApiError>().message).toBe('This recording stream is closed or unknown');
  });

  it('keeps the question marks its chunks carry, ignoring malformed ones, for an upload without its own', async () => {
    const stream = await openStream();
    const half = Math.ceil(speech.length / 2);
    const withMarks = (seq: number, bytes: Buffer, marks: string) =>
      t.app.inject({
        method: 'PUT',
        url: VOICE_STREAM_PATHS.chunk(stream.streamId, seq),
        payload: bytes,
        headers: {
          'content-type': 'application/octet-stream',
          [VOICE_TOKEN_HEADER]: stream.token,
          [QUESTION_MARKS_HEADER]: marks,
        },
      });
    expect((await withMarks(0, speech.subarray(0, half), '[0,900]')).statusCode).toBe(200);
    // Malformed marks never refuse a chunk; the stream keeps the last good ones.
    expect((await withMarks(1, speech.subarray(half), '[0,900,800]')).statusCode).toBe(200);
    const body = multipartBody({ email: 'caller@example.com', streamId: stream.streamId, streamToken: stream.token }, [
      { name: 'audio', filename: 'v.webm', contentType: 'audio/webm', data: speech },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/voice-feedback', ...body });
    expect(response.statusCode).toBe(201);
    const stored = await new VoiceRepository(t.database.db).find(response.json<{ id: number }>().id);
    expect(stored?.questionMarks).toEqual([0, 900]);
  });

  it('does not sniff later chunks again: they continue chunk 0', async () => {
    const stream = await openStream();
    const firstCluster = speech.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect((await sendChunk(stream, 0, speech.subarray(0, firstCluster + 100))).statusCode).toBe(200);
    // On its own this chunk is no recording at all; after chunk 0 it is the rest of one.
    expect((await sendChunk(stream, 1, speech.subarray(firstCluster + 100))).statusCode).toBe(200);
    await cancel(stream);
  });

  it('closes a stream whose one chunk holds 20 minutes, having decoded no more than the limit', async () => {
    const twentyMinutes = await longOpusWebm(20);
    expect(twentyMinutes.length).toBeLessThan(1024 * 1024); // within one chunk's size limit
    const stream = await openStream();
    expect((await sendChunk(stream, 0, twentyMinutes)).statusCode).toBe(200);
    // Closed as the audio is decoded, without waiting for another chunk.
    const closed = await waitFor(() => closedLog('too long'), 20_000);
    expect(closed.seconds).toBeLessThanOrEqual(MAX_SECONDS);
    expect(closed.seconds).toBeGreaterThan(MAX_SECONDS - 1);
    const next = await sendChunk(stream, 1, speech);
    expect(next.statusCode).toBe(404);
    // Its ffmpeg and decoder are gone.
    await waitFor(() => (childProcessCount() === 0 ? true : undefined), 10_000);
  }, 60_000);
});

describe.runIf(shouldRunWithBinaries('ffmpeg', 'pocketsphinx_continuous'))('a stream ahead of real time', () => {
  it('is closed once its audio runs further ahead of the time since it opened than a recorder could', async () => {
    const twentyMinutes = await longOpusWebm(20);
    const { stream, lines } = logCapture();
    const streams = new VoiceStreams({
      startLive: (options) => startPocketsphinxLive({}, options),
      limits: {
        maxStreams: 1,
        maxSeconds: 600,
        maxBytes: 25 * 1024 * 1024,
        idleMs: 60_000,
        silenceSeconds: 90,
        aheadSeconds: 5,
      },
      logger: pino({ level: 'info' }, stream),
    });
    try {
      const opened = await streams.open({ email: 'caller@example.com', sessionId: null });
      if (!opened.ok) throw new Error('the stream did not open');
      expect(streams.append(opened.streamId, opened.token, 0, twentyMinutes)).toEqual({ ok: true, receivedSeq: 0 });
      const closed = await waitFor(() => {
        const line = lines
          .map((text) => JSON.parse(text) as Record<string, unknown>)
          .find((entry) => entry.event === 'voice_stream_closed');
        return line as { why: string; seconds: number } | undefined;
      }, 30_000);
      expect(closed.why).toBe('ahead of real time');
      // Far short of the 600 s limit, let alone the 20 minutes the chunk holds.
      expect(closed.seconds).toBeLessThan(120);
    } finally {
      streams.closeAll();
    }
  }, 60_000);
});
