import { sql } from 'drizzle-orm';
import pino from 'pino';
import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushNotification } from '#shared/push-schemas.js';
import type { DatabaseHandle } from '#server/db/client.js';
import { leads, pushOutbox, pushSubscriptions } from '#server/db/schema.js';
import { DATABASE_KINDS, openTestDatabase } from '#server/test-support/databases.js';
import { pushDevice, startPushEndpoint, type PushEndpoint } from '#server/test-support/push-endpoint.js';
import { waitFor } from '#server/test-support/wait-for.js';
import { PushWorker } from './push-worker.js';
import { webPushTransport } from './push-transport.js';

/**
 * The worker on its own, with a linker that never links: an alert waits a little for its person,
 * then opens the dashboard without a row rather than not at all.
 */
describe.each(DATABASE_KINDS)('push worker with an unlinked touchpoint on %s', (kind) => {
  let database: DatabaseHandle | undefined;
  let endpoint: PushEndpoint | undefined;
  let worker: PushWorker | undefined;
  afterEach(async () => {
    await worker?.stop(1000);
    await endpoint?.close();
    await database?.close();
  });

  it('waits while the alert is young, then pushes it opening /admin', async () => {
    database = await openTestDatabase(kind);
    endpoint = await startPushEndpoint();
    const device = pushDevice(endpoint.url('phone'));
    const { db } = database;
    const [lead] = await db
      .insert(leads)
      .values({ type: 'consultation', firstName: 'Maria', email: 'maria@example.com' })
      .returning();
    const [subscription] = await db
      .insert(pushSubscriptions)
      .values({ endpoint: device.subscription.endpoint, ...device.subscription.keys })
      .returning();
    const queue = (createdAt: ReturnType<typeof sql>) =>
      db
        .insert(pushOutbox)
        .values({ subscriptionId: subscription!.id, kind: 'consultation', touchpointId: lead!.id, createdAt });
    await queue(sql`now()`);
    await queue(sql`now() - interval '31 seconds'`);

    let linkCalls = 0;
    worker = new PushWorker({
      db,
      locks: database.locks,
      transport: webPushTransport({
        keys: webPush.generateVAPIDKeys(),
        subject: 'mailto:principal@firm.example',
        ttlSeconds: 60,
        timeoutMs: 5000,
      }),
      linkPeople: () => {
        linkCalls++;
        return Promise.resolve();
      },
      pollMs: 100,
      concurrency: 2,
      backoff: { firstMs: 100, maxMs: 1000 },
      logger: pino({ level: 'silent' }),
    });
    worker.start();

    // The old one is pushed without a person; the young one is put off, not counted as failed.
    const [push] = await waitFor(() => (endpoint!.received.length > 0 ? endpoint!.received : undefined));
    expect(JSON.parse(device.decrypt(push!.body))).toEqual<PushNotification>({
      title: 'New consultation request',
      body: 'Maria',
      url: '/admin',
    });
    const [waiting] = await waitFor(async () => {
      const left = await db.select().from(pushOutbox);
      return left.length === 1 && left[0]!.sendAfter.getTime() > left[0]!.createdAt.getTime() ? left : undefined;
    });
    expect(waiting!.attempts).toBe(0);
    expect(waiting!.lastError).toBeNull();
    expect(linkCalls).toBeGreaterThanOrEqual(2);
    expect(endpoint.received).toHaveLength(1);
  });
});
