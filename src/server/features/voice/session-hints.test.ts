import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '#shared/api-routes.js';
import type { VoiceFeedback, VoiceSubmitResponse } from '#shared/voice-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { hostedEngineEnv, startFakeOpenAi, type FakeOpenAi } from '#server/test-support/fake-openai.js';
import { multipartBody, silentWav } from '#server/test-support/multipart.js';
import { createTestApp, loginAsAdmin, validConsultation, type TestApp } from '#server/test-support/test-app.js';
import { gatherHints, type TypedNamesLookup } from './voice-hints.js';

/**
 * A session id is no secret, so naming one in an upload unlocks nothing: what was typed into a
 * form in that session is a hint only for a recording sent with the same e-mail address as the
 * form, and the answer never carries a name the caller did not give. The hosted engine's stub
 * gives a transcript without names, so any name in the answer came from a hint.
 */
const TYPED = { firstName: 'Maria', lastName: 'Okafor', company: 'Okafor Paving LLC' };

describe.each(DATABASE_KINDS)('hints from a form in the session, on %s', (kind) => {
  let t: TestApp;
  let openai: FakeOpenAi;
  let cookie: string;

  beforeAll(async () => {
    openai = await startFakeOpenAi();
    openai.behaviour.text = 'hi um this is about our business debt we owe around eight hundred thousand';
    t = await createTestApp(kind, {
      env: hostedEngineEnv(openai),
    });
    cookie = await loginAsAdmin(t.app);
    const lead = await t.app.inject({ method: 'POST', url: API_ROUTES.leadCreate, payload: validConsultation });
    expect(lead.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  /** Uploads a recording naming the form's session; answers the visitor's answer and what the recogniser was asked. */
  const upload = async (email: string) => {
    const body = multipartBody({ email, sessionId: validConsultation.sessionId }, [
      { name: 'audio', filename: 'v.wav', contentType: 'audio/wav', data: silentWav(32_044) },
    ]);
    const response = await t.app.inject({ method: 'POST', url: API_ROUTES.voiceFeedback, ...body });
    expect(response.statusCode).toBe(201);
    const prompt = openai.requests.at(-1)!.fields.prompt?.[0] ?? '';
    return { answer: response.json<VoiceSubmitResponse>(), prompt };
  };
  const understood = async (id: number) => {
    const response = await t.app.inject({ method: 'GET', url: API_ROUTES.voiceFeedback, headers: { cookie } });
    return response.json<VoiceFeedback[]>().find((message) => message.id === id)!.understanding!.fields;
  };

  it('neither uses nor returns them for a recording sent with another e-mail address', async () => {
    const { answer, prompt } = await upload('office@example.com');
    expect(answer.status).toBe('transcribed');
    expect(prompt).not.toMatch(/Maria|Okafor/);
    expect(JSON.stringify(answer.extractedData)).not.toMatch(/Maria|Okafor/);
    expect(answer.extractedData).toMatchObject({ email: 'office@example.com', debtAmount: '500k-1m' });
    const fields = await understood(answer.id);
    expect(JSON.stringify(fields)).not.toMatch(/Maria|Okafor/);
  });

  it('uses and returns them for a recording sent with the form’s e-mail address, in any case', async () => {
    const { answer, prompt } = await upload(validConsultation.email.toUpperCase());
    expect(prompt).toMatch(/Maria Okafor/);
    expect(answer.extractedData).toMatchObject(TYPED);
    const fields = await understood(answer.id);
    expect(fields.firstName).toMatchObject({ value: 'Maria', source: 'form' });
    expect(fields.lastName).toMatchObject({ value: 'Okafor', source: 'form' });
    expect(fields.company).toMatchObject({ value: 'Okafor Paving LLC', source: 'form' });
    expect(fields.debtAmount).toMatchObject({ value: '500k-1m', source: 'speech' });
  });

  it('gives whoever adds a form of their own to the session only what they typed', async () => {
    const own = {
      ...validConsultation,
      firstName: 'Eve',
      lastName: 'Stone',
      company: 'Stone Works',
      email: 'eve@stone.example',
    };
    expect((await t.app.inject({ method: 'POST', url: API_ROUTES.leadCreate, payload: own })).statusCode).toBe(201);
    const theirs = await upload(own.email);
    expect(theirs.answer.extractedData).toMatchObject({ firstName: 'Eve', lastName: 'Stone', company: 'Stone Works' });
    expect(JSON.stringify(theirs.answer.extractedData)).not.toMatch(/Maria|Okafor/);
    // The session's newer form does not take the first visitor's names from them.
    expect((await upload(validConsultation.email)).answer.extractedData).toMatchObject(TYPED);
  });
});

describe('gathering the hints', () => {
  it('asks for a session’s typed names with the recording’s e-mail address, and only with one', async () => {
    const asked: Array<[string, string]> = [];
    const lookup: TypedNamesLookup = (sessionId, email) => {
      asked.push([sessionId, email]);
      return Promise.resolve(email === 'a@b.example' ? TYPED : null);
    };
    expect(await gatherHints({ email: 'a@b.example', sessionId: 's1' }, lookup)).toEqual({
      email: 'a@b.example',
      form: TYPED,
    });
    // The stream open gathers its hints the same way, from the e-mail it was opened with.
    expect(await gatherHints({ email: 'c@d.example', sessionId: 's1' }, lookup)).toEqual({ email: 'c@d.example' });
    expect(await gatherHints({ email: ' ', sessionId: 's1' }, lookup)).toEqual({ email: ' ' });
    expect(await gatherHints({ email: 'a@b.example', sessionId: null }, lookup)).toEqual({ email: 'a@b.example' });
    expect(asked).toEqual([
      ['s1', 'a@b.example'],
      ['s1', 'c@d.example'],
    ]);
  });
});
