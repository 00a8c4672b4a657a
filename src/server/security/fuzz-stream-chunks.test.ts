import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER } from '#shared/voice-schemas.js';
import { sniffAudio } from '#server/features/voice/audio/sniff-audio.js';
import { childProcessCount } from '#server/features/voice/audio/run-process.js';
import { shouldRunWithBinaries, speechWav, wavTo } from '#server/test-support/speech.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { FUZZ_SEED } from './fuzz-cases.js';
import { chunkZero, type RecorderSamples } from './fuzz-stream-chunks.js';
import { createSecurityApp, type SecurityApp } from './security-app.js';

/**
 * Fuzzing a voice stream's first chunk (the bytes that decide what the live decoder is): the
 * sniffer on its own with many inputs (it parses lengths the visitor wrote), then the route with a
 * real live decoder behind it, fewer because each stream starts one.
 */
const SNIFF_RUNS = 2000;
const ROUTE_RUNS = 40;

describe.runIf(shouldRunWithBinaries('ffmpeg', 'espeak-ng', 'pocketsphinx_continuous'))(
  'fuzzing stream chunk 0',
  () => {
    let samples: RecorderSamples;
    let t: SecurityApp;

    beforeAll(async () => {
      const wav = await speechWav('My company owes about two hundred thousand dollars.');
      samples = { webm: await wavTo('webm', wav), ogg: await wavTo('ogg', wav), mp4: await wavTo('mp4', wav) };
      t = await createSecurityApp({
        TRANSCRIPTION_ENGINE: 'pocketsphinx',
        VOICE_RATE_LIMIT: '1000000',
        VOICE_MAX_STREAMS: '2',
        VOICE_MAX_SECONDS: '10',
      });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
    });

    it(`sniffer: ${SNIFF_RUNS} chunks, never a throw, and only what it can name`, () => {
      fc.assert(
        fc.property(chunkZero(samples), (bytes) => {
          const sniffed = sniffAudio(bytes);
          if (sniffed) expect(['opus', 'vorbis', 'aac', 'pcm']).toContain(sniffed.codec);
        }),
        { seed: FUZZ_SEED, numRuns: SNIFF_RUNS },
      );
    });

    it(`route: ${ROUTE_RUNS} streams, each answered 200 or a 4xx with a message, and every decoder ends`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(chunkZero(samples), async (bytes) => {
          const opened = await t.app.inject({
            method: 'POST',
            url: VOICE_STREAM_PATHS.open,
            payload: { email: 'fuzz@example.com', sessionId: null },
          });
          expect(opened.statusCode).toBe(201);
          const { streamId, token } = opened.json<{ streamId: string; token: string }>();
          const headers = { [VOICE_TOKEN_HEADER]: token };
          const response = await t.app.inject({
            method: 'PUT',
            url: VOICE_STREAM_PATHS.chunk(streamId, 0),
            payload: bytes,
            headers: { ...headers, 'content-type': 'application/octet-stream' },
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          expect([200, 413, 415]).toContain(response.statusCode);
          if (response.statusCode !== 200) expect(response.json<{ message: string }>().message).toMatch(/\w/);
          await t.app.inject({ method: 'DELETE', url: VOICE_STREAM_PATHS.stream(streamId), headers });
        }),
        { seed: FUZZ_SEED, numRuns: ROUTE_RUNS },
      );
      // Both kinds of answer were reached: the fuzzer got past the sniffer as well as being refused.
      expect(statuses.get(200)).toBeGreaterThan(0);
      expect(statuses.get(415)).toBeGreaterThan(0);
      await waitFor(() => (childProcessCount() === 0 ? true : undefined), 10_000);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.json()).toEqual({ status: 'up' });
    }, 120_000);
  },
);
