import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PUSH_SUBSCRIPTIONS } from '#shared/push-schemas.js';
import { pushSubscriptions } from '#server/db/schema.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { pushDevice } from '#server/test-support/push-endpoint.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';

const SUBSCRIPTIONS = '/api/admin/push/subscriptions';
const device = (name: string) => pushDevice(`https://push.example/send/${name}`).subscription;

describe.each(DATABASE_KINDS)('push subscription API on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(pushSubscriptions);
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = { cookie }) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const stored = () => t.database.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.endpoint);

  it('refuses every push route without a session, and a session from another site', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', device('a')],
      ['DELETE', { endpoint: device('a').endpoint }],
    ] as const) {
      const url = method === 'GET' ? '/api/admin/push/key' : SUBSCRIPTIONS;
      expect((await call(method, url, payload, { cookie: '' })).statusCode).toBe(401);
    }
    const crossSite = await call('POST', SUBSCRIPTIONS, device('a'), {
      cookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    } as { cookie: string });
    expect(crossSite.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('gives the VAPID public key, kept in settings: the same after a restart on the database', async () => {
    const response = await call('GET', '/api/admin/push/key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json<{ publicKey: string }>();
    const bytes = Buffer.from(publicKey, 'base64url');
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    const again = await createTestApp(kind, { database: t.database });
    try {
      const answer = await again.app.inject({
        method: 'GET',
        url: '/api/admin/push/key',
        headers: { cookie: await loginAsAdmin(again.app) },
      });
      expect(answer.json<{ publicKey: string }>().publicKey).toBe(publicKey);
    } finally {
      await again.app.close();
    }
  });

  it('refuses a malformed subscription with a 400 that names the field', async () => {
    const good = device('a');
    const cases: Array<[unknown, string]> = [
      [{}, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: `https://push.example/${'x'.repeat(2048)}` }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth}==` } }, 'keys.auth'],
      [{ ...good, endpoint: 'ftp://push.example/send/a' }, 'endpoint'],
    ];
    for (const [payload, field] of cases) {
      const response = await call('POST', SUBSCRIPTIONS, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      const body = response.json<{ message: string; errors?: Array<{ field: string }> }>();
      expect(body.message).not.toBe('');
      expect(body.errors?.map((error) => error.field)).toContain(field);
    }
    expect((await call('DELETE', SUBSCRIPTIONS, { endpoint: 42 })).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('stores a subscription once per endpoint, taking the newer keys, and deletes it by endpoint', async () => {
    const first = device('a');
    const renewed = { ...device('b'), endpoint: first.endpoint };
    expect((await call('POST', SUBSCRIPTIONS, first)).statusCode).toBe(200);
    expect((await call('POST', SUBSCRIPTIONS, { ...renewed, expirationTime: null })).statusCode).toBe(200);
    expect((await stored()).map((row) => [row.endpoint, row.p256dh, row.auth])).toEqual([
      [first.endpoint, renewed.keys.p256dh, renewed.keys.auth],
    ]);

    const other = device('c');
    expect((await call('POST', SUBSCRIPTIONS, other)).statusCode).toBe(200);
    const removed = await call('DELETE', SUBSCRIPTIONS, { endpoint: first.endpoint });
    expect(removed.statusCode).toBe(200);
    expect((await stored()).map((row) => row.endpoint)).toEqual([other.endpoint]);
    // Already off: nothing to do, and no error.
    expect((await call('DELETE', SUBSCRIPTIONS, { endpoint: first.endpoint })).statusCode).toBe(200);
  });

  it(`takes at most ${MAX_PUSH_SUBSCRIPTIONS} devices, while one already on may subscribe again`, async () => {
    const devices = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, (_, index) => device(`d${index}`));
    for (const subscription of devices) expect((await call('POST', SUBSCRIPTIONS, subscription)).statusCode).toBe(200);
    const refused = await call('POST', SUBSCRIPTIONS, device('one-too-many'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/already on for 20 devices/);
    expect((await call('POST', SUBSCRIPTIONS, devices[3])).statusCode).toBe(200);
    expect(await stored()).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
  });

  it('takes plain-http endpoints only in tests: a production server refuses them', async () => {
    expect((await call('POST', SUBSCRIPTIONS, pushDevice('http://127.0.0.1:9/push/a').subscription)).statusCode).toBe(
      200,
    );
    const production = await createTestApp(kind, { database: t.database, env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: SUBSCRIPTIONS,
        headers: { cookie: await loginAsAdmin(production.app) },
        payload: pushDevice('http://127.0.0.1:9/push/b').subscription,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('endpoint must be an https URL');
    } finally {
      await production.app.close();
    }
  });
});
