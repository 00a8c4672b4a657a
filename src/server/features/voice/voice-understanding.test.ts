import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFILL_MIN_CONFIDENCE, type VoiceFeedback, type VoiceSubmitResponse } from '#shared/voice-schemas.js';
import { hostedEngineEnv, startFakeOpenAi, type FakeOpenAi } from '#server/test-support/fake-openai.js';
import { multipartBody, silentWav } from '#server/test-support/multipart.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';

/**
 * The whole path of a voicemail's hints: what the visitor typed (the e-mail sent with the
 * recording; a form earlier in the session is in session-hints.test.ts) reaches the recogniser as
 * hints, and fills or confirms the fields understood, each with its source and confidence for the
 * admin. The hosted engine's stub gives a fixed, garbled transcript, so the outcome depends on the
 * hints alone.
 */
describe('voicemail hints and understanding', () => {
  let t: TestApp;
  let openai: FakeOpenAi;
  let cookie: string;

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    t = await createTestApp('pglite', {
      env: hostedEngineEnv(openai),
    });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  const upload = async (fields: Record<string, string>) => {
    const body = multipartBody(fields, [
      { name: 'audio', filename: 'v.wav', contentType: 'audio/wav', data: silentWav(32_044) },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/api/voice-feedback', ...body });
    expect(response.statusCode).toBe(201);
    return response.json<VoiceSubmitResponse>();
  };
  const stored = async (id: number) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/voice-feedback', headers: { cookie } });
    return response.json<VoiceFeedback[]>().find((message) => message.id === id)!;
  };

  it('reads the name from the e-mail, confirms what was heard with it, and tells the admin where each came from', async () => {
    openai.behaviour.text =
      'my name is rachel gold berg from gold bird staffing we owe about one point two million dollars to eleven creditors';
    const answer = await upload({ email: 'rachel.goldberg@goldbergstaffing.com', phone: '(555) 010-2030' });
    expect(answer.status).toBe('transcribed');

    // The recogniser was asked to listen for the names the e-mail carries.
    const request = openai.requests.at(-1)!;
    expect(request.fields.prompt?.[0]).toMatch(/Rachel Goldberg/);
    expect(request.fields['keywords[]']).toEqual(expect.arrayContaining(['Rachel', 'Goldberg']));

    // The visitor's form is prefilled with the sure fields only.
    expect(answer.extractedData).toMatchObject({
      firstName: 'Rachel',
      lastName: 'Goldberg',
      debtAmount: '1m-5m',
      creditorsCount: '9-15',
      email: 'rachel.goldberg@goldbergstaffing.com',
      phone: '(555) 010-2030',
    });

    const message = await stored(answer.id);
    const fields = message.understanding!.fields;
    expect(fields.firstName).toMatchObject({ value: 'Rachel', source: 'speech', confirmedBy: ['email'] });
    expect(fields.lastName).toMatchObject({ value: 'Goldberg', source: 'speech', confirmedBy: ['email'] });
    expect(fields.company?.value).toBe('Goldberg Staffing');
    expect(fields.debtAmount).toMatchObject({ value: '1m-5m', source: 'speech' });
    expect(fields.email).toMatchObject({ source: 'form', confidence: 1 });
    expect(fields.phone).toMatchObject({ value: '(555) 010-2030', source: 'form' });
    for (const field of Object.values(fields)) {
      expect(field.confidence).toBeGreaterThan(0);
      expect(field.confidence).toBeLessThanOrEqual(1);
    }
    // The hosted engine gives no word confidences: nothing is marked unsure.
    expect(message.understanding!.lowConfidenceWords).toEqual([]);
  });

  it('keeps an unsure reading out of the visitor’s form but shows it to the admin', async () => {
    openai.behaviour.text = 'hi we need help with the merchant cash advances';
    // A domain of run-together words no list knows: perhaps the company, never prefilled.
    const answer = await upload({ email: 'info@blorptruckingzz.com' });
    const understood = (await stored(answer.id)).understanding!.fields;
    expect(understood.company).toMatchObject({ source: 'email' });
    expect(understood.company!.confidence).toBeLessThan(PREFILL_MIN_CONFIDENCE);
    expect(answer.extractedData?.company).toBeUndefined();
  });
});
