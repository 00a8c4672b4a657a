import { describe, expect, it } from 'vitest';
import { loginAsAdmin, TEST_ADMIN_PASSWORD, validConsultation } from '#server/test-support/test-app.js';
import { mask, scanServerLog, secretsFromSources, type LogSecrets } from './log-scan.js';
import { createSecurityApp } from './security-app.js';

const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1, pid: 1, hostname: 'ci', ...entry });
const request = (
  reqId: string,
  method: string,
  url: string,
  statusCode: number,
  extra: Array<Record<string, unknown>> = [],
) => [
  line({ reqId, req: { method, url, host: 'localhost', remoteAddress: '127.0.0.1' }, msg: 'incoming request' }),
  ...extra.map((entry) => line({ reqId, ...entry })),
  line({ reqId, res: { statusCode }, responseTime: 3, msg: 'request completed' }),
];
const refused = (statusCode: number) => ({ level: 40, statusCode, msg: 'request refused' });
const login = (outcome: string) => ({ event: 'admin_login', outcome, msg: `admin login ${outcome}` });

const PASSWORD = 'e2e-admin-password-1234';
const secrets: LogSecrets = { values: [{ kind: 'the admin password', value: PASSWORD }], patterns: [] };

const cleanLog = [
  ...request('req-1', 'GET', '/faq', 200),
  ...request('req-2', 'POST', '/api/admin/login', 401, [login('failure'), refused(401)]),
  ...request('req-3', 'POST', '/api/admin/login', 200, [login('success')]),
  ...request('req-4', 'GET', '/api/sessions?search=[redacted]', 401, [refused(401)]),
  ...request('req-5', 'PATCH', '/api/consultation-requests/1/status', 403, [refused(403)]),
  ...request('req-6', 'POST', '/api/consultation-request', 429, [refused(429)]),
].join('\n');

describe('scanServerLog', () => {
  it('passes a clean log and counts its login requests and refusals', () => {
    expect(scanServerLog(cleanLog, secrets)).toEqual({ problems: [], loginRequests: 2, refusedRequests: 4 });
  });

  it('fails when the admin password appears, without repeating it in the report', () => {
    const leaked = `${cleanLog}\n${line({ msg: `login with ${PASSWORD}` })}`;
    const { problems } = scanServerLog(leaked, secrets);
    expect(problems).toEqual([`log line 19 shows the admin password: ${mask(PASSWORD)}`]);
    expect(problems.join('\n')).not.toContain(PASSWORD);
  });

  it.each([
    ['an e-mail address', line({ msg: 'lead from maria@okafor-paving.example' })],
    ['a phone number', line({ msg: 'call (312) 555-0142' })],
    ['another phone number', line({ msg: 'call 312-555-0142' })],
    ['a session token', line({ cookie: 'admin_session=q2Vx9L0aZtR4mN8kP1sW7yB3cD5eF6gH8jK0lM2nO4p' })],
  ])('fails on %s whoever logged it', (_kind, leak) => {
    expect(scanServerLog(`${cleanLog}\n${leak}`, secrets).problems).toHaveLength(1);
  });

  it('does not mistake ordinary log content for secrets', () => {
    const ordinary = [
      line({ msg: 'serving http://127.0.0.1:3107', database: 'pglite', location: '/tmp/debt-site-e2e-Ab12Cd/pglite' }),
      line({
        reqId: 'req-9',
        req: { url: '/assets/index-DmCehj6S.js', remoteAddress: '198.51.100.23', remotePort: 51234 },
        msg: 'incoming request',
      }),
      line({ msg: 'tracking retention applied', deletedActivities: 1234567, time: 1795358634057 }),
    ].join('\n');
    expect(scanServerLog(ordinary, secrets).problems).toEqual([]);
  });

  it('fails when a login request has no admin_login line, or a refusal no request refused line', () => {
    const log = [
      ...request('req-1', 'POST', '/api/admin/login', 200, []),
      ...request('req-2', 'GET', '/api/voice-feedback', 401, []),
      ...request('req-3', 'POST', '/api/track-events', 429, [refused(429), refused(429)]),
    ].join('\n');
    expect(scanServerLog(log, secrets).problems).toEqual([
      'login request req-1 has 0 admin_login lines (status 200)',
      "GET /api/voice-feedback (req-2, 401) has 0 'request refused' lines",
      "POST /api/track-events (req-3, 429) has 2 'request refused' lines",
    ]);
  });
});

describe('secretsFromSources', () => {
  const source = `
    await form.email.fill('maria@public-paving.example');
    await form.phone.fill("(212) 555-0100");
    await passwordField(page).fill('not-the-right-password');
    await sessions.search.fill(tag);
    const lead = { email: \`ann.\${tag}@acme.example\`, message: 'We owe several suppliers.', phone: '' };
    track([{ type: 'keystroke', inputValue: 'typed-4471', keystroke: '1' }]);
    interface Values { email: string; message: string }
  `;

  it('collects the literals specs type or send, and turns tagged templates into patterns', () => {
    const found = secretsFromSources([source]);
    expect(found.values.map((secret) => secret.value).sort()).toEqual(
      [
        '',
        '(212) 555-0100',
        'We owe several suppliers.',
        'maria@public-paving.example',
        'not-the-right-password',
        'typed-4471',
      ].sort(),
    );
    expect(found.patterns).toHaveLength(1);
    expect(found.patterns[0]!.pattern.test('"inputValue":"ann.lq3k9x@acme.example"')).toBe(true);
    expect(scanServerLog(line({ msg: 'typed typed-4471' }), found).problems).toHaveLength(1);
    expect(scanServerLog(line({ msg: 'lead ann.x9@acme.example' }), found).problems.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the real server log (production logger settings)', () => {
  it('passes the scan: login attempts and refusals are each logged once, and nothing secret is', async () => {
    const t = await createSecurityApp({ LOGIN_MAX_FAILURES: '2' });
    try {
      const { app } = t;
      const wrong = { method: 'POST' as const, url: '/api/admin/login', payload: { password: 'a wrong password!' } };
      await app.inject(wrong);
      await app.inject(wrong);
      expect((await app.inject(wrong)).statusCode).toBe(429);
      const cookie = await loginAsAdmin(app, TEST_ADMIN_PASSWORD).catch(() => '');
      expect(cookie).toBe(''); // still throttled: the fourth attempt is refused too
      await app.inject({ method: 'POST', url: '/api/consultation-request', payload: validConsultation });
      await app.inject({ method: 'GET', url: `/api/sessions?search=${encodeURIComponent(validConsultation.email)}` });
      await app.inject({
        method: 'PATCH',
        url: '/api/consultation-requests/1/status',
        payload: { isHidden: true },
        headers: { origin: 'https://evil.example' },
      });

      const report = scanServerLog(t.logText(), {
        values: [
          { kind: 'admin password', value: TEST_ADMIN_PASSWORD },
          { kind: 'wrong password', value: 'a wrong password!' },
          { kind: 'lead e-mail', value: validConsultation.email },
          { kind: 'lead phone', value: validConsultation.phone },
          { kind: 'lead message', value: validConsultation.message },
        ],
        patterns: [],
      });
      expect(report).toEqual({ problems: [], loginRequests: 4, refusedRequests: 6 });
    } finally {
      await t.close();
    }
  });
});
