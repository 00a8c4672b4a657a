import { describe, expect, it, vi } from 'vitest';
import { parseQuestionMarks, QUESTION_MARKS_FIELD } from '#shared/question-marks.js';
import { RETRY_DELAYS_MS, uploadVoicemail, VOICE_FEEDBACK_URL, voicemailFormData } from './upload-voicemail.js';

const upload = {
  audio: new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }),
  email: 'owner@acme.example',
  phone: '(212) 555-0100',
  sessionId: 'session_1_abc',
};

const answer = {
  id: 7,
  status: 'transcribed',
  transcript: 'Hello',
  extractedData: { firstName: 'John', debtAmount: '1m-5m' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers from a script of responses (an Error stands for a network failure). */
function scriptedFetch(...script: Array<Response | Error>) {
  return vi.fn((..._args: Parameters<typeof fetch>) => {
    const next = script.shift();
    if (!next) return Promise.reject(new Error('unexpected call'));
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(next);
  });
}

describe('voicemailFormData', () => {
  it('sends audio, email, phone and sessionId (SPEC §7)', () => {
    const form = voicemailFormData(upload);
    const audio = form.get('audio');
    expect(audio).toBeInstanceOf(Blob);
    expect((audio as File).name).toBe('voice-feedback.webm');
    expect(form.get('email')).toBe('owner@acme.example');
    expect(form.get('phone')).toBe('(212) 555-0100');
    expect(form.get('sessionId')).toBe('session_1_abc');
  });

  it('leaves out an empty phone and a missing session id', () => {
    const form = voicemailFormData({ ...upload, phone: '', sessionId: null });
    expect(form.has('phone')).toBe(false);
    expect(form.has('sessionId')).toBe(false);
  });

  it('carries the guided recorder’s marks as a JSON array in questionMarks', () => {
    const form = voicemailFormData({ ...upload, questionMarks: [0, 12_400, 31_003] });
    expect(QUESTION_MARKS_FIELD).toBe('questionMarks');
    expect(form.get('questionMarks')).toBe('[0,12400,31003]');
    expect(parseQuestionMarks(form.get('questionMarks') as string)).toEqual([0, 12_400, 31_003]);
  });

  it('leaves the field out for a caller who never tapped Next question, and for malformed marks', () => {
    expect(voicemailFormData({ ...upload, questionMarks: [0] }).has('questionMarks')).toBe(false);
    expect(voicemailFormData(upload).has('questionMarks')).toBe(false);
    expect(voicemailFormData({ ...upload, questionMarks: [0, 9_000, 4_000] }).has('questionMarks')).toBe(false);
  });
});

describe('uploadVoicemail with question marks', () => {
  const marks = [0, 12_400, 31_003];
  const sentMarks = (call: Parameters<typeof fetch> | undefined) => (call?.[1]?.body as FormData).get('questionMarks');

  it('sends them', async () => {
    const fetch = scriptedFetch(json(201, answer));
    expect(await uploadVoicemail({ ...upload, questionMarks: marks }, { fetch, wait: async () => {} })).toEqual({
      ok: true,
      answer,
    });
    expect(sentMarks(fetch.mock.calls[0])).toBe('[0,12400,31003]');
  });

  it('sends the recording again at once without them when a 400 refuses it (never lost over its marks)', async () => {
    const fetch = scriptedFetch(json(400, { message: "Unexpected field 'questionMarks'" }), json(201, answer));
    const wait = vi.fn(async () => {});
    const result = await uploadVoicemail({ ...upload, questionMarks: marks }, { fetch, wait });
    expect(result).toEqual({ ok: true, answer });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentMarks(fetch.mock.calls[0])).toBe('[0,12400,31003]');
    expect(sentMarks(fetch.mock.calls[1])).toBeNull();
    expect(wait).not.toHaveBeenCalled();
  });

  it('still gives up on a 400 that has nothing to do with the marks', async () => {
    const fetch = scriptedFetch(json(400, { message: 'no' }), json(400, { message: 'no' }));
    const result = await uploadVoicemail({ ...upload, questionMarks: marks }, { fetch, wait: async () => {} });
    expect(result).toEqual({ ok: false, status: 400 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the marks across the retries of a network failure', async () => {
    const fetch = scriptedFetch(new TypeError('Failed to fetch'), json(503, {}), json(201, answer));
    await uploadVoicemail({ ...upload, questionMarks: marks }, { fetch, wait: async () => {} });
    expect(fetch.mock.calls.map((call) => sentMarks(call))).toEqual(Array(3).fill('[0,12400,31003]'));
  });
});

describe('uploadVoicemail', () => {
  it('posts once and returns the parsed answer', async () => {
    const fetch = scriptedFetch(json(201, answer));
    const wait = vi.fn(async () => {});
    const result = await uploadVoicemail(upload, { fetch, wait });
    expect(result).toEqual({ ok: true, answer });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(VOICE_FEEDBACK_URL);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries network errors and 5xx answers twice, after 1 s and 3 s', async () => {
    const fetch = scriptedFetch(new TypeError('Failed to fetch'), json(503, {}), json(201, answer));
    const wait = vi.fn(async (_ms: number) => {});
    const result = await uploadVoicemail(upload, { fetch, wait });
    expect(result.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([...RETRY_DELAYS_MS]);
    expect(RETRY_DELAYS_MS).toEqual([1000, 3000]);
  });

  it('gives up after three failed tries', async () => {
    const fetch = scriptedFetch(json(500, {}), json(502, {}), new TypeError('Failed to fetch'));
    const result = await uploadVoicemail(upload, { fetch, wait: async () => {} });
    expect(result).toEqual({ ok: false, status: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([400, 413, 415, 429])('does not retry a %i answer', async (status) => {
    const fetch = scriptedFetch(json(status, { message: 'no' }));
    const result = await uploadVoicemail(upload, { fetch, wait: async () => {} });
    expect(result).toEqual({ ok: false, status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats a stored message with an unreadable answer as sent (never asks to send it twice)', async () => {
    const fetch = scriptedFetch(new Response('<html>', { status: 201 }), json(201, { unexpected: true }));
    expect(await uploadVoicemail(upload, { fetch, wait: async () => {} })).toEqual({ ok: true, answer: null });
    expect(await uploadVoicemail(upload, { fetch, wait: async () => {} })).toEqual({ ok: true, answer: null });
  });

  it('accepts a pending answer', async () => {
    const pending = { id: 8, status: 'pending', transcript: null, extractedData: null };
    const result = await uploadVoicemail(upload, { fetch: scriptedFetch(json(201, pending)), wait: async () => {} });
    expect(result).toEqual({ ok: true, answer: pending });
  });
});
