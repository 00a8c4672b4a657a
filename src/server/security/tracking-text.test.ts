import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '#server/test-support/test-app.js';
import { DESKTOP_CHROME } from './fuzz-inputs.js';
import { createSecurityApp, type SecurityApp } from './security-app.js';

/**
 * Found by the fuzzer: text with a lone surrogate (an emoji cut in half, or sent on purpose) passed
 * validation, but PostgreSQL's jsonb refused the batch it was in; the batch was kept and retried
 * forever, so one request stopped tracking from being stored for every visitor.
 */
describe('tracking text that jsonb cannot hold as sent', () => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await createSecurityApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const track = (events: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/track-events',
      headers: { 'user-agent': DESKTOP_CHROME },
      payload: events,
    });

  it('is stored with the broken character replaced, and later events are stored too', async () => {
    const sessionId = 'session_1763800000000_surrogate';
    const accepted = await track([
      { type: 'visit', sessionId, page: '/', referrer: 'https://search.example/?q=debt\ud83d' },
      {
        type: 'keystroke',
        sessionId,
        page: '/',
        fieldName: 'message',
        inputValue: 'owe \ud800 a lot',
        keystroke: '\udfff',
      },
      { type: 'click', sessionId, page: '/', elementText: 'Get help \ud83d', clickX: 1, clickY: 2 },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.trackingBuffer.flush();
    expect((await track([{ type: 'visit', sessionId: 'session_1763800000000_after', page: '/faq' }])).statusCode).toBe(
      200,
    );
    await t.app.trackingBuffer.flush();

    expect(t.logs().filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(t.app.trackingBuffer.size).toBe(0);
    const cookie = await loginAsAdmin(t.app);
    const page = (await t.app.inject({ method: 'GET', url: '/api/sessions?limit=100', headers: { cookie } })).json<{
      items: Array<{ id: string; activities: Array<{ type: string; details: Record<string, unknown> | null }> }>;
    }>();
    expect(page.items.map((item) => item.id).sort()).toEqual(['session_1763800000000_after', sessionId]);
    const typed = page.items
      .find((item) => item.id === sessionId)!
      .activities.find((activity) => activity.type === 'keystroke');
    expect(typed?.details?.inputValue).toBe('owe \ufffd a lot');
  });
});
