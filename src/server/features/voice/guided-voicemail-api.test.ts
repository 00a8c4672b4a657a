import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_MARKS_FIELD } from '#shared/question-marks.js';
import type { VoiceFeedback, VoiceSubmitResponse } from '#shared/voice-schemas.js';
import { DATABASE_KINDS } from '#server/test-support/databases.js';
import { hostedEngineEnv, startFakeOpenAi, type FakeOpenAi } from '#server/test-support/fake-openai.js';
import { multipartBody, silentWav } from '#server/test-support/multipart.js';
import { createTestApp, loginAsAdmin, type TestApp } from '#server/test-support/test-app.js';

/**
 * The guided voicemail's marks through the API (issue 24): `questionMarks` is optional metadata,
 * stored when well-formed, ignored (never refused) when not, and the answers are transcribed and
 * read one by one. The hosted engine's stub answers each request by the question its prompt names,
 * so what is understood depends on the cutting and the per-answer reading alone.
 */
const ANSWERS: Array<[RegExp, string]> = [
  [/name, title, role/, 'this is maria lopez owner of lopez trucking'],
  [/total commercial debt/, 'about one point two million dollars'],
  [/lawsuits, judgments/, 'no nothing like that'],
  [/monthly cash flow/, 'around two hundred thousand'],
  [/how many creditors/, 'eleven maybe twelve'],
  [/bankruptcy was considered/, 'no'],
  [/main business goals/, 'keep the doors open'],
];
const WHOLE_MESSAGE = 'hello this is a voicemail with nothing clear in it';
/** What the stub hears in the rest of a message after the caller's last mark (several questions). */
const REST = 'we owe about three million dollars to twenty creditors';

describe.each(DATABASE_KINDS)('guided voicemail marks on %s', (kind) => {
  let t: TestApp;
  let openai: FakeOpenAi;
  let cookie: string;

  beforeAll(async () => {
    openai = await startFakeOpenAi({
      textFor: (fields) => {
        const prompt = fields.prompt?.[0] ?? '';
        if (prompt.includes('answering the questions about')) return REST;
        return ANSWERS.find(([question]) => question.test(prompt))?.[1] ?? WHOLE_MESSAGE;
      },
    });
    t = await createTestApp(kind, { env: hostedEngineEnv(openai) });
    cookie = await loginAsAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await openai?.close();
  });

  /** 8 s of audio (silence: the stub hears what the prompt asks for). */
  const upload = async (fields: Record<string, string>) => {
    const body = multipartBody({ email: 'maria@lopeztrucking.com', ...fields }, [
      { name: 'audio', filename: 'v.wav', contentType: 'audio/wav', data: silentWav(8 * 32_000 + 44) },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/voice-feedback', ...body });
  };
  const stored = async (id: number) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/voice-feedback', headers: { cookie } });
    return response.json<VoiceFeedback[]>().find((message) => message.id === id)!;
  };

  it('stores the marks, reads each field from its own answer and shows the transcript by question', async () => {
    const marks = [0, 1000, 2000, 3000, 4000, 5000, 6000];
    const response = await upload({ [QUESTION_MARKS_FIELD]: JSON.stringify(marks) });
    expect(response.statusCode).toBe(201);
    const answer = response.json<VoiceSubmitResponse>();
    expect(answer.questionMarksIgnored).toBe(false);
    expect(answer.status).toBe('transcribed');
    // The bare "eleven maybe twelve" is a count because it answers "Number of creditors"; the
    // revenue never becomes the debt.
    expect(answer.extractedData).toMatchObject({ debtAmount: '1m-5m', creditorsCount: '9-15' });

    const message = await stored(answer.id);
    expect(message.questionMarks).toEqual(marks);
    expect(message.answers?.map((a) => [a.question, a.lastQuestion, a.startMs, a.endMs])).toEqual([
      [1, 1, 0, 1000],
      [2, 2, 1000, 2000],
      [3, 3, 2000, 3000],
      [4, 4, 3000, 4000],
      [5, 5, 4000, 5000],
      [6, 6, 5000, 6000],
      [7, 7, 6000, 8000],
    ]);
    expect(message.answers?.[4]?.text).toBe('eleven maybe twelve');
    expect(message.transcript).toContain('about one point two million dollars');
    expect(message.understanding?.fields.legalActions?.value).toBe('None');
    expect(message.understanding?.fields.bankruptcy?.value).toBe('Not considered');
    // Each answer's request named its question.
    const prompts = openai.requests.slice(-7).map((request) => request.fields.prompt?.[0] ?? '');
    expect(prompts.every((prompt) => /The caller is answering/.test(prompt))).toBe(true);
  });

  it('reads the answers after the last mark as one message when the caller stopped tapping Next', async () => {
    const response = await upload({ [QUESTION_MARKS_FIELD]: '[0,1500,3000]' });
    const answer = response.json<VoiceSubmitResponse>();
    const message = await stored(answer.id);
    expect(message.answers?.map((a) => [a.question, a.lastQuestion])).toEqual([
      [1, 1],
      [2, 2],
      [3, 7],
    ]);
    expect(message.answers?.[2]?.text).toBe(REST);
    // Read as a whole message: its debt and creditors are understood.
    expect(answer.extractedData).toMatchObject({ debtAmount: '1m-5m', creditorsCount: '16-25' });
  });

  it.each([
    ['not JSON', 'zero, one'],
    ['not ascending', '[0,3000,2000]'],
    ['not starting at 0', '[500,1000]'],
    ['negative', '[0,-5]'],
    ['fractions', '[0,1000.5]'],
    ['more marks than questions', '[0,1,2,3,4,5,6,7]'],
    ['over 200 characters', `[0,${Array.from({ length: 60 }, (_, i) => 10_000 + i).join(',')}]`],
    ['over the field size', `[0${',1'.repeat(2000)}]`],
  ])('stores and decodes a recording whose marks are %s as if it had none', async (_case, marks) => {
    const response = await upload({ [QUESTION_MARKS_FIELD]: marks });
    expect(response.statusCode).toBe(201);
    const answer = response.json<VoiceSubmitResponse>();
    expect(answer.questionMarksIgnored).toBe(true);
    const message = await stored(answer.id);
    expect(message.questionMarks).toBeNull();
    expect(message.answers).toBeNull();
    expect(message.transcript).toBe(WHOLE_MESSAGE);
  });

  it('drops marks past the end of the recording, and counts fewer than two as none', async () => {
    const past = await upload({ [QUESTION_MARKS_FIELD]: '[0,2000,9000,12000]' });
    const kept = await stored(past.json<VoiceSubmitResponse>().id);
    expect(kept.questionMarks).toEqual([0, 2000]);
    expect(kept.answers?.map((a) => [a.question, a.lastQuestion, a.endMs])).toEqual([
      [1, 1, 2000],
      [2, 7, 8000],
    ]);

    const one = await upload({ [QUESTION_MARKS_FIELD]: '[0]' });
    expect(one.json<VoiceSubmitResponse>().questionMarksIgnored).toBe(false);
    const unguided = await stored(one.json<VoiceSubmitResponse>().id);
    expect(unguided.questionMarks).toBeNull();
    expect(unguided.transcript).toBe(WHOLE_MESSAGE);
  });

  it('says nothing about marks when the upload carried none', async () => {
    const response = await upload({});
    expect(response.statusCode).toBe(201);
    expect(response.json<VoiceSubmitResponse>()).not.toHaveProperty('questionMarksIgnored');
  });
});
