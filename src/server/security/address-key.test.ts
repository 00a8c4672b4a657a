import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/admin-auth-schemas.js';
import { API_ROUTES } from '#shared/api-routes.js';
import { createTestApp, TEST_ADMIN_PASSWORD, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import { USER_AGENTS } from '#server/test-support/tracking-client.js';

/**
 * Every per-address limit counts a client under one key (client-info/address-key.ts): an IPv6
 * address by its /64 and an IPv4-mapped address as its IPv4 form, so a host holding a /64 cannot
 * take a fresh budget from each of its addresses. The addresses come through a trusted proxy's
 * X-Forwarded-For, as behind the deployment's reverse proxy. The key is the same whatever the
 * database, so one is enough here.
 */
const WRONG = 'not the admin password';

describe('the address key every limit counts under', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        TRUST_PROXY: '127.0.0.1',
        LOGIN_MAX_FAILURES: '5',
        LOGIN_GLOBAL_MAX_PER_MINUTE: '100000',
        LEAD_RATE_LIMIT: '2',
        TRACK_RATE_LIMIT: '2',
      },
    });
  });
  afterAll(() => t?.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (address: string, password = WRONG) =>
    t.app.inject({ method: 'POST', url: API_ROUTES.adminLogin, payload: { password }, headers: from(address) });

  it('gives the addresses of one IPv6 /64 one login budget, and another /64 its own', async () => {
    const siblings = ['2001:db8:a:b::1', '2001:db8:a:b::2', '2001:db8:a:b:ffff:ffff:ffff:fffe', '2001:db8:a:b::3:4'];
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(siblings[attempt % siblings.length]!)).statusCode).toBe(401);
    }
    // A sixth sibling, never seen before, finds the /64 blocked, even with the right password.
    const refused = await login('2001:db8:a:b:1234::5', TEST_ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<LoginResponse>().message).toMatch(/^Too many failed attempts/);
    // The neighbouring /64 is someone else.
    expect((await login('2001:db8:a:c::1')).statusCode).toBe(401);
    expect((await login('2001:db8:a:c::1', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(attempt % 2 ? '::ffff:198.51.100.7' : '198.51.100.7')).statusCode).toBe(401);
    }
    expect((await login('198.51.100.7', TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await login('::ffff:198.51.100.7', TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    expect((await login('198.51.100.8', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('keys the rate limits and the tracking budget the same way', async () => {
    const lead = (address: string) =>
      t.app.inject({ method: 'POST', url: API_ROUTES.leadCreate, payload: validConsultation, headers: from(address) });
    expect((await lead('2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await lead('::ffff:192.0.2.1')).statusCode).toBe(201);
    expect((await lead('2001:db8:1:2::9')).statusCode).toBe(201);
    expect((await lead('2001:db8:1:2:aaaa::1')).statusCode).toBe(429);
    expect((await lead('192.0.2.1')).statusCode).toBe(201);
    expect((await lead('192.0.2.1')).statusCode).toBe(429);

    const track = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: API_ROUTES.trackEvents,
        payload: [{ type: 'visit', sessionId: `session_1_${address.replace(/\W/g, '')}`, page: '/' }],
        headers: { ...from(address), 'user-agent': USER_AGENTS.desktop },
      });
    expect((await track('2001:db8:3:4::1')).statusCode).toBe(200);
    expect((await track('2001:db8:3:4::2')).statusCode).toBe(200);
    expect((await track('2001:db8:3:4::3')).statusCode).toBe(429);
    expect((await track('2001:db8:3:5::3')).statusCode).toBe(200);
  });
});
