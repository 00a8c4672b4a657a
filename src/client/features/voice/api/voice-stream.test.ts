import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTION_MARKS_HEADER } from '#shared/question-marks.js';
import { VOICE_STREAM_PATHS, VOICE_TOKEN_HEADER } from '#shared/voice-schemas.js';
import { openVoiceStream } from './voice-stream.js';

/**
 * The live stream's chunk PUTs (decision 0020) and the guided recorder's marks on them: every
 * mark so far, read when the chunk goes out.
 */
const contact = { email: 'owner@acme.example', phone: '' };
const chunk = () => new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });

interface Put {
  url: string;
  headers: Record<string, string>;
}

/** A server that opens stream s1 and answers each chunk PUT with the next status (200 by default). */
function fakeServer(...chunkStatuses: number[]) {
  const puts: Put[] = [];
  const answer = (url: string, init?: RequestInit): Response => {
    if (init?.method === 'POST') return Response.json({ streamId: 's1', token: 'tok_12345678' }, { status: 201 });
    if (init?.method === 'PUT') {
      puts.push({ url, headers: { ...(init.headers as Record<string, string>) } });
      return new Response(null, { status: chunkStatuses.shift() ?? 200 });
    }
    return new Response(null, { status: 204 });
  };
  const fetch = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init)));
  vi.stubGlobal('fetch', fetch);
  return puts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openVoiceStream and the question marks', () => {
  it('sends no marks header while the caller is on question 1, then every mark so far on each chunk', async () => {
    const puts = fakeServer();
    let marks: number[] = [0];
    const stream = await openVoiceStream(contact, null, () => marks);
    expect(stream).not.toBeNull();
    stream?.send(chunk());
    await stream?.settle(1000);
    marks = [0, 1_800];
    stream?.send(chunk());
    await stream?.settle(1000);
    marks = [0, 1_800, 4_250];
    stream?.send(chunk());
    await stream?.settle(1000);

    expect(puts.map((put) => put.url)).toEqual([0, 1, 2].map((seq) => VOICE_STREAM_PATHS.chunk('s1', seq)));
    expect(puts.map((put) => put.headers[QUESTION_MARKS_HEADER])).toEqual([undefined, '[0,1800]', '[0,1800,4250]']);
    expect(puts.every((put) => put.headers[VOICE_TOKEN_HEADER] === 'tok_12345678')).toBe(true);
    expect(QUESTION_MARKS_HEADER).toBe('x-voice-question-marks');
    expect(stream?.broken).toBe(false);
  });

  it('reads the marks when a queued chunk goes out, not when it was queued', async () => {
    const puts = fakeServer();
    let marks: number[] = [0];
    const stream = await openVoiceStream(contact, null, () => marks);
    stream?.send(chunk());
    marks = [0, 900];
    await stream?.settle(1000);
    expect(puts[0]?.headers[QUESTION_MARKS_HEADER]).toBe('[0,900]');
  });

  it('sends a chunk refused with its marks again without them, and no marks after that', async () => {
    const puts = fakeServer(400);
    const stream = await openVoiceStream(contact, null, () => [0, 1_800]);
    stream?.send(chunk());
    stream?.send(chunk());
    await stream?.settle(1000);
    expect(puts.map((put) => [put.url, put.headers[QUESTION_MARKS_HEADER]])).toEqual([
      [VOICE_STREAM_PATHS.chunk('s1', 0), '[0,1800]'],
      [VOICE_STREAM_PATHS.chunk('s1', 0), undefined],
      [VOICE_STREAM_PATHS.chunk('s1', 1), undefined],
    ]);
    expect(stream?.broken).toBe(false);
  });

  it('keeps streaming when reading the marks fails, and without a marks reader at all', async () => {
    const puts = fakeServer();
    const failing = await openVoiceStream(contact, null, () => {
      throw new Error('no marks');
    });
    failing?.send(chunk());
    await failing?.settle(1000);
    const plain = await openVoiceStream(contact, null);
    plain?.send(chunk());
    await plain?.settle(1000);
    expect(puts).toHaveLength(2);
    expect(puts.every((put) => !(QUESTION_MARKS_HEADER in put.headers))).toBe(true);
    expect(failing?.broken).toBe(false);
    expect(plain?.broken).toBe(false);
  });

  it('breaks the stream on a refused chunk that carried no marks, as before', async () => {
    fakeServer(400);
    const stream = await openVoiceStream(contact, null, () => [0]);
    stream?.send(chunk());
    await stream?.settle(1000);
    expect(stream?.broken).toBe(true);
  });
});
