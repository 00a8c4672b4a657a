import { createHash, randomBytes } from 'node:crypto';
import { multipartBody, silentWav } from '#server/test-support/multipart.js';
import type { ServerProcess } from '#server/test-support/server-process.js';
import { USER_AGENTS } from '#server/test-support/tracking-client.js';

/**
 * The traffic of the reliability tests, against a real server process: lead submissions, admin
 * status changes, voice uploads and tracking batches, each from its own loop until stopped.
 * Every answer is recorded, so a test can tell what the server acknowledged (and must keep)
 * from what was in flight when it died or stopped (which it may or may not have kept).
 */

export interface LeadStatus {
  isHidden: boolean;
  isContacted: boolean;
}

export interface AcknowledgedVoice {
  id: number;
  sha256: string;
  audio: Buffer;
}

export interface LoadLog {
  /** E-mail addresses of leads answered 201. */
  leads: string[];
  /** Lead e-mails whose request got no answer (connection refused or cut). */
  unansweredLeads: string[];
  /** Each lead's status as last acknowledged (200 to a PATCH). */
  statuses: Map<number, LeadStatus>;
  /** A status change that got no answer: the lead may be in this state or in its acknowledged one. */
  unansweredStatuses: Map<number, LeadStatus>;
  voices: AcknowledgedVoice[];
  /** elementId of every click event in a batch answered 200. */
  trackedClicks: string[];
  /** elementIds of batches with no answer, or an answer other than 200. */
  untrackedClicks: string[];
  /** Answers that were neither an acknowledgement nor a refusal the test expects (status: count). */
  otherAnswers: Map<string, number>;
}

export interface LoadOptions {
  /** A tag unique to this run of load (round number), put in every e-mail and event id. */
  tag: string;
  /** Admin session cookie, for status changes. */
  cookie?: string;
  /** Leads whose status the admin loop changes (ids known to exist). */
  leadIds?: number[];
  leadClients?: number;
  voiceClients?: number;
  trackingClients?: number;
  /** Status codes counted as a refusal rather than as an unexpected answer (e.g. 503 while stopping). */
  refusals?: number[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Half a second of noise as 16 kHz WAV: decodable audio whose bytes are unique to each call. */
export function uniqueWav(): Buffer {
  const wav = silentWav(44 + 16_000, 16_000);
  randomBytes(16_000).copy(wav, 44);
  return wav;
}

export class MixedLoad {
  readonly log: LoadLog = {
    leads: [],
    unansweredLeads: [],
    statuses: new Map(),
    unansweredStatuses: new Map(),
    voices: [],
    trackedClicks: [],
    untrackedClicks: [],
    otherAnswers: new Map(),
  };
  private stopped = false;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly server: ServerProcess,
    private readonly options: LoadOptions,
  ) {
    const count = (n: number | undefined, fallback: number) =>
      Array.from({ length: n ?? fallback }, (_, index) => index);
    for (const client of count(options.leadClients, 4)) this.loops.push(this.submitLeads(client));
    if (options.cookie && options.leadIds && options.leadIds.length > 0) this.loops.push(this.changeStatuses());
    for (const client of count(options.voiceClients, 1)) this.loops.push(this.uploadVoices(client));
    for (const client of count(options.trackingClients, 1)) this.loops.push(this.sendTracking(client));
  }

  /** Stops every loop (requests in flight finish or fail) and returns the log. */
  async stop(): Promise<LoadLog> {
    this.stopped = true;
    await Promise.all(this.loops);
    return this.log;
  }

  /** Resolves once `ready(log)` holds (checked every 20 ms), or after `timeoutMs` anyway. */
  async until(ready: (log: LoadLog) => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready(this.log) && Date.now() < deadline) await pause(20);
  }

  private other(answer: string): void {
    this.log.otherAnswers.set(answer, (this.log.otherAnswers.get(answer) ?? 0) + 1);
  }

  /** Sends one request; null when it got no complete answer (refused, reset, cut mid-body). */
  private async send(path: string, init: RequestInit): Promise<{ status: number; body: string } | null> {
    try {
      const response = await fetch(`${this.server.url}${path}`, init);
      return { status: response.status, body: await response.text() };
    } catch {
      await pause(20); // the server is gone: do not spin
      return null;
    }
  }

  private async submitLeads(client: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const email = `${this.options.tag}-c${client}-n${n}@reliability.example`;
      const answer = await this.send('/api/consultation-request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'lead_magnet', email, firstName: 'Reliable' }),
      });
      if (answer === null) this.log.unansweredLeads.push(email);
      else if (answer.status === 201) this.log.leads.push(email);
      else if (!this.options.refusals?.includes(answer.status))
        this.other(`lead ${answer.status} ${answer.body.slice(0, 100)}`);
    }
  }

  /** One loop, so the last acknowledged change of a lead is the one that must be stored. */
  private async changeStatuses(): Promise<void> {
    const ids = this.options.leadIds!;
    for (let n = 0; !this.stopped; n++) {
      const id = ids[(n * 7919) % ids.length]!;
      const patch: LeadStatus = { isContacted: n % 2 === 0, isHidden: n % 3 === 0 };
      const answer = await this.send(`/api/consultation-requests/${id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: this.options.cookie! },
        body: JSON.stringify(patch),
      });
      if (answer === null) {
        this.log.unansweredStatuses.set(id, patch);
      } else if (answer.status === 200) {
        const lead = JSON.parse(answer.body) as LeadStatus;
        this.log.statuses.set(id, { isHidden: lead.isHidden, isContacted: lead.isContacted });
        this.log.unansweredStatuses.delete(id);
      } else if (!this.options.refusals?.includes(answer.status)) {
        this.other(`status ${answer.status} ${answer.body.slice(0, 100)}`);
      }
    }
  }

  private async uploadVoices(client: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const audio = uniqueWav();
      const body = multipartBody({ email: `${this.options.tag}-voice${client}-${n}@reliability.example` }, [
        { name: 'audio', filename: 'voice-feedback.wav', contentType: 'audio/wav', data: audio },
      ]);
      const answer = await this.send('/api/voice-feedback', {
        method: 'POST',
        headers: body.headers,
        body: new Uint8Array(body.payload),
      });
      if (answer?.status === 201) {
        this.log.voices.push({ id: (JSON.parse(answer.body) as { id: number }).id, sha256: sha256(audio), audio });
      } else if (answer && !this.options.refusals?.includes(answer.status)) {
        this.other(`voice ${answer.status} ${answer.body.slice(0, 100)}`);
      }
    }
  }

  /** Batches of 20 clicks, each with its own elementId, in a few sessions. */
  private async sendTracking(client: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const ids = Array.from({ length: 20 }, (_, k) => `${this.options.tag}-t${client}-b${n}-e${k}`);
      const events = ids.map((elementId, k) => ({
        type: 'click',
        sessionId: `rel_${this.options.tag}_${client}_${k % 4}`,
        page: '/services',
        elementId,
        elementTag: 'button',
        clickX: k,
        clickY: n,
      }));
      const answer = await this.send('/api/track-events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENTS.desktop },
        body: JSON.stringify(events),
      });
      if (answer?.status === 200) this.log.trackedClicks.push(...ids);
      else this.log.untrackedClicks.push(...ids);
      if (answer && answer.status !== 200 && !this.options.refusals?.includes(answer.status)) {
        this.other(`tracking ${answer.status} ${answer.body.slice(0, 100)}`);
      }
    }
  }
}
