import { describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, TEST_ADMIN_PASSWORD, validConsultation } from './test-support/test-app.js';

describe('logs', () => {
  it('record each login attempt and refusal but never secrets or a visitor’s details', async () => {
    const t = await createTestApp('pglite');
    try {
      const { app } = t;
      await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'a wrong password!' } });
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { password: TEST_ADMIN_PASSWORD },
      });
      const cookie = sessionCookieFrom(login);
      await app.inject({ method: 'POST', url: '/api/consultation-request', payload: validConsultation });
      await app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: { ...validConsultation, email: 'not valid', phone: '(555) 999-0000' },
      });
      await app.inject({ method: 'GET', url: '/api/consultation-requests', headers: { cookie } });
      await app.inject({ method: 'GET', url: '/api/consultation-requests' });
      await app.inject({
        method: 'PATCH',
        url: '/api/consultation-requests/1/status',
        payload: { isHidden: true },
        headers: { cookie, origin: 'https://evil.example' },
      });

      const text = t.logText();
      const token = cookie.split('=')[1]!;
      for (const secret of [
        TEST_ADMIN_PASSWORD,
        'a wrong password!',
        token,
        validConsultation.email,
        validConsultation.phone,
        '(555) 999-0000',
        validConsultation.message,
      ]) {
        expect(text, `logs contain ${secret}`).not.toContain(secret);
      }

      const logins = t.logs.filter((line) => line.event === 'admin_login');
      expect(logins.map((line) => line.outcome)).toEqual(['failure', 'success']);
      const refused = t.logs.filter((line) => line.msg === 'request refused').map((line) => line.statusCode);
      expect(refused).toEqual([401, 401, 403]);
      expect(t.logs.some((line) => line.event === 'lead_created')).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a bare message (no stack, no SQL) and health reports the database down', async () => {
    const t = await createTestApp('pglite');
    try {
      await t.database.close();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/consultation-request',
        payload: validConsultation,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error' });
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'down', message: 'The service is temporarily unavailable' });
      expect(t.logs.some((line) => line.msg === 'request failed' && line.level === 50)).toBe(true);
    } finally {
      await t.app.close();
    }
  });
});
