import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { startServer } from '#server/test-support/server-process.js';
import { mailEnv, mailHeader, startSilentSmtp, startSmtpSink } from '#server/test-support/smtp-sink.js';
import { validConsultation } from '#server/test-support/test-app.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { freshDatabase, queryStored } from './stored-data.js';

/**
 * A server killed (SIGKILL) while its mail is in flight loses none of it: the messages stay
 * pending in the outbox, and the restarted server sends them with the Message-IDs they were
 * stored with.
 */
describe.each(DATABASE_KINDS)('mail outbox across a kill on %s', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('sends after the restart what the killed server had queued', async () => {
    const { env, stored } = await freshDatabase(kind, cleanups);
    const silent = await startSilentSmtp();
    cleanups.push(() => silent.close());
    const killed = await startServer({ ...env, ...mailEnv(silent.port) });
    cleanups.push(() => void killed.child.kill('SIGKILL'));
    const response = await fetch(`${killed.url}/api/consultation-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validConsultation),
    });
    expect(response.status).toBe(201);
    // Its sends are in flight (the mail server never answers) when it is killed.
    await waitFor(() => (silent.connections() > 0 ? true : undefined), 15_000);
    killed.child.kill('SIGKILL');
    await killed.exited;

    const left = await queryStored<{ message_id: string; status: string }>(
      stored,
      'select message_id, status from mail_outbox order by id',
    );
    expect(left.map((row) => row.status)).toEqual(['pending', 'pending']);

    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const restarted = await startServer({ ...env, ...mailEnv(sink.port) });
    cleanups.push(async () => {
      restarted.child.kill('SIGTERM');
      await restarted.exited;
    });
    // A wait limit, not a speed claim: a fresh PGlite server starts in ~12 s on a loaded 2-core machine.
    await waitFor(() => (sink.mails.length === 2 ? true : undefined), 60_000);
    expect(sink.mails.map((mail) => mailHeader(mail, 'Message-ID')).sort()).toEqual(
      left.map((row) => row.message_id).sort(),
    );
    // Two fresh server starts and the wait above: more than the default test time on a loaded machine.
  }, 150_000);
});
