import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { wavTo } from '../../../src/server/test-support/speech.js';
import { concat, pcmToWav, RATE, silence } from '../audio.js';
import { applyCondition, CONDITIONS } from '../conditions.js';
import { randomFor, type Random } from '../random.js';
import { renderSpeech } from '../render.js';
import { voiceById, type Message } from '../render-split.js';
import type { GuidedScript } from './scripts.js';

/**
 * A guided script as a recording: each answer read separately by the script's voice (one
 * speaking rate for the whole message), trimmed to its speech, and joined with the pauses and
 * the "Next question" taps of a real caller:
 *   - question 1 is shown when the recording starts (mark 0), and the caller starts 0.3–1.5 s
 *     later;
 *   - between answers the caller pauses 0.6–2.5 s, taps Next in that pause, and starts talking
 *     0.3–1.5 s after the tap (at least 0.2 s after the last answer ended): mark n is where
 *     question n was shown, a little before its answer;
 *   - LATE_TAP_SHARE of taps come late, 0.1–0.4 s into the answer's first word (the caller
 *     started talking, then remembered to tap);
 *   - some callers stop tapping partway (they keep answering: only the first 2–6 marks) and a
 *     few never tap Next at all (mark 0 only): the script says which (scripts.ts, tappingAt).
 * Every draw is made for the script (random.ts), so the marks are the same in every condition and
 * whichever worker renders it.
 */
export interface GuidedMessage extends Message {
  /** What the recorder sent: ms from the start, ascending, from 0; fewer than 7 when taps stopped. */
  marks: number[];
  /** The marks a caller who tapped for every question would have sent. */
  allMarks: number[];
  /** Where each answer's speech is, ms from the start. */
  answerSpans: Array<{ startMs: number; endMs: number }>;
  /** Questions (1-based) whose tap came after their answer began. */
  lateTaps: number[];
  tapping: GuidedScript['tapping'];
}

export const LATE_TAP_SHARE = 0.08;

export async function renderGuidedScript(
  script: GuidedScript,
  babble: Int16Array,
  audioDir: string,
  root: string,
): Promise<GuidedMessage[]> {
  const voice = voiceById(script.voice);
  const r = randomFor(script.id, 'guided');
  const rate = voice.rate ? r.uniform(voice.rate[0], voice.rate[1]) : undefined;
  const speech: Int16Array[] = [];
  for (const [k, answer] of script.answers.entries()) {
    const rendering = await renderSpeech(answer, voice, `${script.id}-a${k + 1}`, rate !== undefined ? { rate } : {});
    speech.push(trimToSpeech(rendering.pcm));
  }
  const timeline = layOut(speech, script.marksKept, r);
  const messages: GuidedMessage[] = [];
  for (const condition of CONDITIONS) {
    const heard = await applyCondition(condition, timeline.pcm, script.id, babble);
    const file = path.join(audioDir, `${script.id}-${condition}.webm`);
    await writeFile(file, await wavTo('webm', pcmToWav(heard.pcm)));
    messages.push({
      id: `${script.id}-${condition}`,
      scriptId: script.id,
      split: script.split,
      voice: script.voice,
      ...(rate !== undefined ? { rate: Math.round(rate * 100) / 100 } : {}),
      condition,
      detail: heard.detail,
      text: script.text,
      truth: script.truth,
      email: script.email,
      emailCarriesName: script.emailCarriesName,
      emailNameParts: script.emailNameParts,
      file: path.relative(root, file),
      seconds: Math.round((heard.pcm.length / RATE) * 100) / 100,
      marks: timeline.marks,
      allMarks: timeline.allMarks,
      answerSpans: timeline.answerSpans,
      lateTaps: timeline.lateTaps,
      tapping: script.tapping,
    });
  }
  return messages;
}

interface Timeline {
  pcm: Int16Array;
  marks: number[];
  allMarks: number[];
  answerSpans: Array<{ startMs: number; endMs: number }>;
  lateTaps: number[];
}

const ms = (samples: number) => Math.round((samples / RATE) * 1000);

/** The answers on one timeline with the caller's pauses and taps (see the comment above). */
export function layOut(answers: readonly Int16Array[], marksKept: number, r: Random): Timeline {
  const parts: Int16Array[] = [];
  let at = 0;
  const add = (pcm: Int16Array) => {
    parts.push(pcm);
    at += pcm.length;
  };
  const allMarks: number[] = [];
  const answerSpans: Timeline['answerSpans'] = [];
  const lateTaps: number[] = [];
  answers.forEach((answer, k) => {
    if (k === 0) {
      allMarks.push(0);
      add(silence(r.uniform(0.3, 1.5)));
    } else {
      const pause = r.uniform(0.6, 2.5);
      const previousEnd = at;
      add(silence(pause));
      const start = at;
      if (r.chance(LATE_TAP_SHARE)) {
        lateTaps.push(k + 1);
        allMarks.push(ms(start + r.uniform(0.1, 0.4) * RATE));
      } else {
        const delay = r.uniform(0.3, Math.max(0.3, Math.min(1.5, pause - 0.2)));
        allMarks.push(Math.max(ms(previousEnd) + 1, ms(start - delay * RATE)));
      }
    }
    answerSpans.push({ startMs: ms(at), endMs: ms(at + answer.length) });
    add(answer);
  });
  add(silence(r.uniform(0.5, 1.5)));

  const kept = Math.min(marksKept, allMarks.length);
  return {
    pcm: concat(...parts),
    marks: allMarks.slice(0, kept),
    allMarks,
    answerSpans,
    lateTaps: lateTaps.filter((question) => question <= kept),
  };
}

/**
 * The speech in a rendering, without the engine's and renderSpeech's silence around it: from the
 * first to the last 10 ms frame louder than 3% of the loudest, with 30 ms to spare each side.
 */
export function trimToSpeech(pcm: Int16Array): Int16Array {
  const frame = RATE / 100;
  const levels: number[] = [];
  for (let start = 0; start + frame <= pcm.length; start += frame) {
    let peak = 0;
    for (let i = start; i < start + frame; i++) peak = Math.max(peak, Math.abs(pcm[i] ?? 0));
    levels.push(peak);
  }
  const threshold = Math.max(50, 0.03 * Math.max(0, ...levels));
  const first = levels.findIndex((level) => level > threshold);
  const last = levels.length - 1 - [...levels].reverse().findIndex((level) => level > threshold);
  if (first < 0) return pcm;
  const margin = 3 * frame;
  return pcm.subarray(Math.max(0, first * frame - margin), Math.min(pcm.length, (last + 1) * frame + margin));
}
