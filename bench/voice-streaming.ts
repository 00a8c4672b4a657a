/**
 * Stop-to-answer time of a streamed voicemail (decision 0020), against the built server with the
 * offline decoder. Each message is spoken by espeak-ng (answers to the seven questions, with the
 * pauses a caller makes between answers), encoded as Opus WebM, cut into one chunk per second and
 * sent as the browser does: each chunk as it is "recorded", in real time. At the stop the whole
 * recording is POSTed naming the stream, and the time to its answer is what a caller waits.
 * The same message sent whole, without a stream, is measured alongside.
 *
 * The guided recorder's message is measured too: the same recording streamed with the marks of a
 * caller tapping Next (on each chunk and in the upload), whose answers are decoded again with
 * their questions' models after the stop (issue 24).
 *
 * Run: `npm run build && npx tsx bench/voice-streaming.ts` (BENCH_DB=pglite|postgres picks one;
 * BENCH_MESSAGES=20,40,60 sets the message lengths in seconds, roughly).
 */
import { QUESTION_MARKS_FIELD, QUESTION_MARKS_HEADER } from '../src/shared/question-marks.js';
import { guidedSpeech } from '../src/server/test-support/guided-speech.js';
import { forEachDatabase, startServer, stopServer } from './support/server.mjs';

const ANSWERS = [
  'Hi, this is Diane Foster, I am the owner of Foster Landscaping in Ohio, we have been in business for eighteen years.',
  'We owe about one point two million dollars in total, most of it to merchant cash advance companies.',
  'One of the lenders has filed a lawsuit against us, and another has put a lien on our bank account.',
  'Our monthly revenue is around one hundred and fifty thousand dollars, but it is seasonal.',
  'We have fourteen creditors, including two equipment leases and a line of credit.',
  'Our accountant mentioned bankruptcy, but we have not filed and we do not want to.',
  'What we want is to keep the business running, keep our crews working, and pay everyone back over time.',
  'You can reach me any weekday morning, thank you for listening to my message.',
];

/**
 * About `seconds` of speech: the seven answers in order (each said again as needed to reach the
 * length, as a caller who says more would), with a pause between answers, and the marks of a
 * caller tapping Next before each answer (guided-speech.ts).
 */
async function message(seconds: number): Promise<{ webm: Buffer; seconds: number; marks: number[] }> {
  const wordsPerSecond = 2.4;
  const words = ANSWERS.slice(0, 7).reduce((sum, answer) => sum + answer.split(' ').length, 0);
  const times = Math.max(1, Math.round((seconds - 7 * 1.2) / (words / wordsPerSecond)));
  const answers = ANSWERS.slice(0, 7).map((answer) => Array.from({ length: times }, () => answer).join(' '));
  const spoken = await guidedSpeech(answers);
  return { webm: spoken.webm, seconds: spoken.durationMs / 1000, marks: spoken.marks };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function form(audio: Buffer, extra: Record<string, string>): FormData {
  const body = new FormData();
  body.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/webm' }), 'voice-feedback.webm');
  body.append('email', 'diane.foster@fosterlandscaping.example');
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  return body;
}

async function streamed(
  url: string,
  webm: Buffer,
  seconds: number,
  marks?: readonly number[],
): Promise<{ ms: number; status: string; fields: number }> {
  const opened = await fetch(`${url}/api/voice-streams`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'diane.foster@fosterlandscaping.example', sessionId: null }),
  });
  if (opened.status !== 201) throw new Error(`stream refused: ${opened.status}`);
  const { streamId, token } = (await opened.json()) as { streamId: string; token: string };
  const count = Math.max(1, Math.round(seconds));
  const size = Math.ceil(webm.length / count);
  const start = Date.now();
  for (let seq = 0; seq < count; seq++) {
    // The recorder hands over a chunk at the end of each second.
    await sleep(Math.max(0, start + (seq + 1) * 1000 - Date.now()));
    const chunk = webm.subarray(seq * size, (seq + 1) * size);
    // The marks of the questions shown so far, as the guided recorder sends them.
    const shown = marks?.filter((mark) => mark <= (seq + 1) * 1000) ?? [];
    const sent = await fetch(`${url}/api/voice-streams/${streamId}/chunks/${seq}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/octet-stream',
        'x-voice-token': token,
        ...(shown.length >= 2 ? { [QUESTION_MARKS_HEADER]: JSON.stringify(shown) } : {}),
      },
      body: new Uint8Array(chunk),
    });
    if (!sent.ok) throw new Error(`chunk ${seq}: ${sent.status}`);
  }
  const stopped = performance.now();
  const answer = await fetch(`${url}/api/voice-feedback`, {
    method: 'POST',
    body: form(webm, {
      streamId,
      streamToken: token,
      ...(marks ? { [QUESTION_MARKS_FIELD]: JSON.stringify(marks) } : {}),
    }),
  });
  const body = (await answer.json()) as { status: string; extractedData: Record<string, unknown> | null };
  return { ms: performance.now() - stopped, status: body.status, fields: Object.keys(body.extractedData ?? {}).length };
}

async function whole(url: string, webm: Buffer): Promise<{ ms: number; status: string }> {
  const stopped = performance.now();
  const answer = await fetch(`${url}/api/voice-feedback`, { method: 'POST', body: form(webm, {}) });
  const body = (await answer.json()) as { status: string };
  return { ms: performance.now() - stopped, status: body.status };
}

const lengths = (process.env.BENCH_MESSAGES ?? '20,40,60').split(',').map(Number);
{
  const messages = await Promise.all(lengths.map((seconds) => message(seconds)));
  console.log(
    `voice streaming bench, ${new Date().toISOString().slice(0, 10)}, ${messages.map((m) => m.seconds.toFixed(1)).join(' / ')} s messages`,
  );
  const rows = await forEachDatabase(async (label, env) => {
    const server = await startServer({
      ...env,
      TRANSCRIPTION_ENGINE: 'pocketsphinx',
      VOICE_RATE_LIMIT: '1000',
      VOICE_RESPONSE_WAIT_MS: '120000',
      REQUEST_TIMEOUT_MS: '200000',
    });
    const results = [];
    try {
      // The first decode builds or loads the language model; not what a caller waits for.
      await whole(server.url, messages[0]!.webm);
      for (const m of messages) {
        const live = await streamed(server.url, m.webm, m.seconds);
        const guided = await streamed(server.url, m.webm, m.seconds, m.marks);
        const file = await whole(server.url, m.webm);
        results.push({
          database: label,
          message_s: m.seconds.toFixed(1),
          streamed_answer_s: (live.ms / 1000).toFixed(2),
          share_of_length: `${((live.ms / 1000 / m.seconds) * 100).toFixed(1)}%`,
          streamed_status: `${live.status} (${live.fields} fields)`,
          guided_answer_s: (guided.ms / 1000).toFixed(2),
          guided_share: `${((guided.ms / 1000 / m.seconds) * 100).toFixed(1)}%`,
          guided_status: `${guided.status} (${guided.fields} fields)`,
          whole_file_answer_s: (file.ms / 1000).toFixed(2),
          whole_status: file.status,
        });
      }
    } finally {
      await stopServer(server);
    }
    return results;
  });
  console.table(rows.flat());
}
