import { afterAll, describe, expect, it } from 'vitest';
import { toPlayableMp4 } from '#server/features/voice/audio/ffmpeg.js';
import { DATABASE_KINDS, type DatabaseKind } from '#server/test-support/databases.js';
import { loginOverHttp, startServer, type ServerProcess } from '#server/test-support/server-process.js';
import { shouldRunWithBinaries } from '#server/test-support/speech.js';
import { MixedLoad, sha256, type AcknowledgedVoice, type LeadStatus, type LoadLog } from './mixed-load.js';
import { freshDatabase, LOAD_TEST_ENV, storedAudioHashes, storedClicks } from './stored-data.js';

/**
 * SIGKILL, the worst way a server can stop, again and again on one database under mixed load.
 * After every restart each acknowledged lead, status change and voice message must be there,
 * with the voice audio byte for byte; the database must open without help. Tracking is buffered
 * for up to TRACK_FLUSH_MS by design, so a kill may lose that much of it (README): what is
 * stored must still be whole (no activity without its session), and in every fifth round the kill
 * waits until the tracking acknowledged so far is well past a flush, which must then be stored.
 *
 * The server runs from the build (dist/), as in production.
 */

const PASSWORD = 'reliability test password';
/** Issue 7: at least 20 rounds on PGlite, and the same for the app process on PostgreSQL. */
const ROUNDS: Record<DatabaseKind, number> = { pglite: 20, postgres: 20 };
const START_TIMEOUT_MS = 120_000;
// PGlite checkpoints every second, so some kills land in the middle of one.
/**
 * The final SIGTERM must end in order (exit 0). On this shared 2-core machine, with the rest of the
 * suite running beside it, the default 8 s has been too short for what the load left behind;
 * what is tested here is that nothing acknowledged is lost, not how fast the stop is
 * (graceful-shutdown.test.ts measures that).
 */
const SERVER_ENV = { ...LOAD_TEST_ENV, CHECKPOINT_INTERVAL_SECONDS: '1', SHUTDOWN_TIMEOUT_MS: '20000' };

/** Every this many rounds, tracking acknowledged before a wait this long must survive the kill (flushes are every second). */
const FLUSHED_ROUND_EVERY = 5;
const FLUSH_WAIT_MS = 2500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sameStatus = (a: LeadStatus | undefined, b: LeadStatus) =>
  a?.isHidden === b.isHidden && a.isContacted === b.isContacted;

interface StoredLead extends LeadStatus {
  id: number;
  email: string;
}

/** Everything the server acknowledged so far, checked after each restart. */
class Acknowledged {
  readonly leads = new Set<string>();
  /** Each lead's status as last seen stored, updated with the acknowledged changes since. */
  readonly statuses = new Map<number, LeadStatus>();
  readonly unansweredStatuses = new Map<number, LeadStatus>();
  readonly voices: AcknowledgedVoice[] = [];
  private readonly playableHashes = new Map<number, string>();

  add(log: LoadLog): void {
    for (const email of log.leads) this.leads.add(email);
    for (const [id, status] of log.statuses) this.statuses.set(id, status);
    for (const [id, status] of log.unansweredStatuses) this.unansweredStatuses.set(id, status);
    this.voices.push(...log.voices);
  }

  /** The audio route serves the MP4 copy once made (ffmpeg output is deterministic), else the original. */
  async playableHash(voice: AcknowledgedVoice): Promise<string> {
    let hash = this.playableHashes.get(voice.id);
    if (!hash) this.playableHashes.set(voice.id, (hash = sha256(await toPlayableMp4(voice.audio))));
    return hash;
  }
}

async function storedLeads(server: ServerProcess, cookie: string): Promise<StoredLead[]> {
  const response = await fetch(`${server.url}/api/consultation-requests`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredLead[];
}

/** Checks everything acknowledged is stored; returns the stored leads' ids for the next round's status changes. */
async function verify(
  server: ServerProcess,
  cookie: string,
  acknowledged: Acknowledged,
  round: number,
): Promise<number[]> {
  const leads = await storedLeads(server, cookie);
  const byEmail = new Set(leads.map((lead) => lead.email));
  expect(
    [...acknowledged.leads].filter((email) => !byEmail.has(email)),
    `round ${round}: acknowledged leads lost`,
  ).toEqual([]);

  const wrongStatuses: string[] = [];
  for (const lead of leads) {
    const known = acknowledged.statuses.get(lead.id);
    const inFlight = acknowledged.unansweredStatuses.get(lead.id);
    // A lead never seen before has its initial status; a change without an answer may or may not have been kept.
    if (known && !sameStatus(known, lead) && !(inFlight && sameStatus(inFlight, lead))) {
      wrongStatuses.push(`lead ${lead.id}: stored ${JSON.stringify(lead)}, acknowledged ${JSON.stringify(known)}`);
    }
    acknowledged.statuses.set(lead.id, { isHidden: lead.isHidden, isContacted: lead.isContacted });
  }
  acknowledged.unansweredStatuses.clear();
  expect(wrongStatuses, `round ${round}: status changes`).toEqual([]);

  for (const voice of acknowledged.voices) {
    const response = await fetch(`${server.url}/api/voice-feedback/${voice.id}/audio`, { headers: { cookie } });
    expect(response.status, `round ${round}: voice message ${voice.id}`).toBe(200);
    const served = sha256(Buffer.from(await response.arrayBuffer()));
    if (served !== voice.sha256)
      expect(served, `round ${round}: audio of voice message ${voice.id}`).toBe(await acknowledged.playableHash(voice));
  }
  return leads.map((lead) => lead.id);
}

describe.runIf(shouldRunWithBinaries('ffmpeg')).each(DATABASE_KINDS)('crash consistency on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every acknowledged write across ${ROUNDS[kind]} SIGKILLs under mixed load`, async () => {
    const database = await freshDatabase(kind, cleanups);
    const env = { ...SERVER_ENV, ...database.env };
    const stored = database.stored;

    // The password is stored at the first start; later starts find it (and skip hashing it again).
    let server = await startServer({ ...env, ADMIN_PASSWORD: PASSWORD }, START_TIMEOUT_MS, { built: true });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const cookie = await loginOverHttp(server, PASSWORD);
    const acknowledged = new Acknowledged();
    const restartMs: number[] = [];
    const totals = { leads: 0, statusChanges: 0, voices: 0, clicks: 0 };
    let leadIds: number[] = [];
    const flushedClicks: string[] = [];

    for (let round = 1; round <= ROUNDS[kind]; round++) {
      const load = new MixedLoad(server, { tag: `r${round}`, cookie, leadIds, leadClients: 3, refusals: [503] });
      // Kill once every kind of write has been acknowledged this round, a little later each round.
      await load.until(
        (log) =>
          log.leads.length >= 5 &&
          log.voices.length >= 1 &&
          log.trackedClicks.length > 0 &&
          (leadIds.length === 0 || log.statuses.size > 0),
        30_000,
      );
      await pause((round * 53) % 300);
      if (round % FLUSHED_ROUND_EVERY === 0) {
        flushedClicks.push(...load.log.trackedClicks);
        await pause(FLUSH_WAIT_MS);
      }
      server.child.kill('SIGKILL');
      await server.exited;
      const log = await load.stop();
      expect([...log.otherAnswers], `round ${round}: unexpected answers`).toEqual([]);
      expect(log.leads.length, `round ${round} acknowledged leads`).toBeGreaterThan(0);
      acknowledged.add(log);
      totals.leads += log.leads.length;
      totals.statusChanges += log.statuses.size;
      totals.voices += log.voices.length;
      totals.clicks += log.trackedClicks.length;

      const started = Date.now();
      server = await startServer(env, START_TIMEOUT_MS, { built: true });
      restartMs.push(Date.now() - started);
      leadIds = await verify(server, cookie, acknowledged, round);
    }

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output().slice(-4000)).toBe(0);
    // Below the API: every original recording, and tracking that is whole.
    const hashes = await storedAudioHashes(stored);
    expect(
      acknowledged.voices.filter((voice) => hashes.get(voice.id) !== voice.sha256).map((voice) => voice.id),
    ).toEqual([]);
    const { clicks, orphans } = await storedClicks(stored);
    expect(orphans).toBe(0);
    expect(flushedClicks.length).toBeGreaterThan(0);
    expect(
      flushedClicks.filter((id) => !clicks.has(id)),
      'tracking acknowledged well before a kill',
    ).toEqual([]);
    restartMs.sort((a, b) => a - b);
    console.info(
      `crash consistency on ${kind}: ${ROUNDS[kind]} SIGKILLs; acknowledged ${totals.leads} leads, ${totals.statusChanges} status changes, ` +
        `${totals.voices} voice messages, ${totals.clicks} clicks (${clicks.size} stored, ${flushedClicks.length} of them ` +
        `acknowledged ${FLUSH_WAIT_MS} ms before a kill); ` +
        `restart to ready: median ${restartMs[restartMs.length >> 1]} ms, max ${restartMs.at(-1)} ms`,
    );
  }, 900_000);
});
