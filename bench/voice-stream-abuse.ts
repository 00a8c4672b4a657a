/**
 * What a hostile stream chunk costs (issue: stream chunks decoded without being checked), against
 * the built server with the offline decoder. A chunk 0 of 20 minutes of Opus (under a megabyte)
 * is sent to every stream the server allows at once, again and again; each must be closed once
 * its decoded audio reaches VOICE_MAX_SECONDS. Printed: how long each stream took to be closed
 * (from its chunk's answer to the next chunk's 404) and the public pages' latency before and
 * during the flood. That no more than the limit is decoded is tested (stream-chunks.test.ts).
 * A FLAC chunk 0 is sent too: it is refused at once, whatever it holds.
 *
 * Run: `npm run build && npx tsx bench/voice-stream-abuse.ts` (BENCH_SECONDS sets the flood's length,
 * default 30; BENCH_MAX_SECONDS the longest recording, default the product's 600). Streams live in
 * memory, so the database does not matter: it runs on PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedAudio, longOpusWebm } from '../src/server/test-support/generated-audio.js';
import { startServer, stopServer } from './support/server.mjs';

const FLOOD_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 600);
const MAX_STREAMS = 4;
const PAGES = ['/', '/services', '/privacy'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Page latencies (ms) fetched one after another until `until` says stop. */
async function pageLatencies(url: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !until(); i++) {
    const started = performance.now();
    const response = await fetch(url + PAGES[i % PAGES.length]!);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}

/** Each hostile client has its own address (through the trusted proxy), as a flood would. */
async function openStream(url: string, address: string) {
  const response = await fetch(`${url}/api/voice-streams`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email: 'bench@example.com', sessionId: null }),
  });
  if (response.status !== 201) return null;
  return { ...((await response.json()) as { streamId: string; token: string }), address };
}

type Stream = { streamId: string; token: string; address: string };

function sendChunk(url: string, stream: Stream, seq: number, bytes: Buffer) {
  return fetch(`${url}/api/voice-streams/${stream.streamId}/chunks/${seq}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      'x-voice-token': stream.token,
      'x-forwarded-for': stream.address,
    },
    body: new Uint8Array(bytes),
  });
}

/** One hostile stream: chunk 0 of 20 minutes, then the time until the server has closed it. */
async function hostileStream(url: string, address: string, chunk: Buffer): Promise<number | null> {
  const stream = await openStream(url, address);
  if (!stream) return null;
  const answer = await sendChunk(url, stream, 0, chunk);
  if (answer.status !== 200) throw new Error(`chunk 0 answered ${answer.status}: ${await answer.text()}`);
  const sent = performance.now();
  for (;;) {
    await sleep(100);
    const next = await sendChunk(url, stream, 1, Buffer.from('more'));
    if (next.status === 404 || next.status === 413) return performance.now() - sent;
    if (next.status !== 200) throw new Error(`chunk 1 answered ${next.status}: ${await next.text()}`);
  }
}

const twentyMinutes = await longOpusWebm(20);
const flac = await generatedAudio({ seconds: 10, output: ['-c:a', 'flac', '-f', 'matroska'] });
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-stream-abuse-'));
const server = await startServer({
  DATA_DIR: dataDir,
  TRANSCRIPTION_ENGINE: 'pocketsphinx',
  VOICE_MAX_STREAMS: String(MAX_STREAMS),
  VOICE_MAX_SECONDS: String(MAX_SECONDS),
  VOICE_RATE_LIMIT: '1000000',
  TRUST_PROXY: '127.0.0.1',
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
});
try {
  let quietDone = false;
  setTimeout(() => (quietDone = true), 5000);
  const quiet = await pageLatencies(server.url, () => quietDone);

  const flacStream = await openStream(server.url, '192.0.2.200');
  const flacStarted = performance.now();
  const flacAnswer = flacStream ? await sendChunk(server.url, flacStream, 0, flac) : null;
  const flacMs = performance.now() - flacStarted;

  const closeTimes: number[] = [];
  let flooding = true;
  const deadline = Date.now() + FLOOD_SECONDS * 1000;
  const workers = Array.from({ length: MAX_STREAMS }, async (_, worker) => {
    while (Date.now() < deadline) {
      const ms = await hostileStream(server.url, `192.0.2.${worker + 1}`, twentyMinutes);
      if (ms === null) await sleep(200);
      else closeTimes.push(ms);
    }
  });
  const during = pageLatencies(server.url, () => !flooding);
  const settled = await Promise.allSettled(workers);
  flooding = false;
  const flood = await during;
  for (const result of settled) if (result.status === 'rejected') throw result.reason;

  console.log(
    `voice stream abuse, ${new Date().toISOString().slice(0, 10)}, limit ${MAX_SECONDS} s, ${MAX_STREAMS} streams at once`,
  );
  console.log(`chunk 0: ${(twentyMinutes.length / 1024).toFixed(0)} KB of Opus holding 20 minutes`);
  console.table({
    'FLAC chunk 0': { answer: flacAnswer?.status, ms: Math.round(flacMs) },
  });
  console.table({
    'hostile streams closed': {
      count: closeTimes.length,
      'p50 ms to close': Math.round(percentile(closeTimes, 50)),
      'p95 ms to close': Math.round(percentile(closeTimes, 95)),
      'max ms': Math.round(Math.max(...closeTimes)),
    },
  });
  const row = (times: number[]) => ({
    requests: times.length,
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
  });
  console.table({ 'pages, quiet': row(quiet), 'pages, during the flood': row(flood) });
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
