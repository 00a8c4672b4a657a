import { bytesToPcm, filterPcm, generatePcm, mix, pcmToBytes, RATE, RAW, rms, speechRms } from './audio.js';
import { randomFor } from './random.js';
import { runTool } from './tools.js';

/**
 * The recording conditions a message is heard in, each made with ffmpeg from the clean
 * rendering (16 kHz mono PCM in and out; the product then receives it as WebM/Opus):
 *   clean — as rendered;
 *   noise — pink or brown noise (ffmpeg anoisesrc) plus babble (other voices reading other
 *           scripts), at a signal-to-noise ratio between 10 and 20 dB measured on RMS;
 *   phone — a phone line: 300–3400 Hz band, 8 kHz mu-law, back to 16 kHz (what the product gets
 *           from a caller who records through a phone call or a cheap headset);
 *   quiet — 25 to 30 dB down, a phone held far away or a muted-down microphone.
 * Every random choice is drawn for the message (random.ts), so each is reproducible alone.
 */
export const CONDITIONS = ['clean', 'noise', 'phone', 'quiet'] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface ConditionDetail {
  snrDb?: number;
  noise?: string;
  gainDb?: number;
}

export interface Conditioned {
  pcm: Int16Array;
  detail: ConditionDetail;
}

export async function applyCondition(
  condition: Condition,
  clean: Int16Array,
  key: string,
  babble: Int16Array,
): Promise<Conditioned> {
  const r = randomFor(key, condition);
  switch (condition) {
    case 'clean':
      return { pcm: clean, detail: {} };
    case 'noise': {
      const snrDb = round(r.uniform(10, 20));
      const color = r.pick(['pink', 'brown']);
      const seed = r.between(1, 2 ** 30);
      const colored = await generatePcm(
        `anoisesrc=color=${color}:seed=${seed}:amplitude=0.3:sample_rate=${RATE}`,
        clean.length / RATE,
      );
      const offset = r.between(0, Math.max(0, babble.length - 1));
      const talk = Int16Array.from({ length: clean.length }, (_, i) => babble[(offset + i) % babble.length] ?? 0);
      // Babble between half and as loud as the hiss; then both together set to the chosen SNR.
      const noise = mix(
        [
          { pcm: colored, gain: 1 },
          { pcm: talk, gain: (rms(colored) / Math.max(1, rms(talk))) * r.uniform(0.5, 1) },
        ],
        clean.length,
      );
      const gain = speechRms(clean) / (Math.max(1, rms(noise)) * 10 ** (snrDb / 20));
      return {
        pcm: mix(
          [
            { pcm: clean, gain: 1 },
            { pcm: noise, gain },
          ],
          clean.length,
        ),
        detail: { snrDb, noise: `${color}+babble` },
      };
    }
    case 'phone':
      return { pcm: await phoneLine(clean), detail: {} };
    case 'quiet': {
      const gainDb = round(-r.uniform(25, 30));
      return { pcm: await filterPcm(clean, ['-af', `volume=${gainDb}dB`]), detail: { gainDb } };
    }
  }
}

/** Band-limited to 300–3400 Hz (filters applied twice for a steeper edge), 8 kHz mu-law, and back. */
async function phoneLine(pcm: Int16Array): Promise<Int16Array> {
  const band = 'highpass=f=300,highpass=f=300,lowpass=f=3400,lowpass=f=3400';
  const mulaw = ['-f', 'mulaw', '-ar', '8000', '-ac', '1'];
  const line = await runTool(
    'ffmpeg',
    ['-nostdin', '-v', 'error', ...RAW, '-i', 'pipe:0', '-af', band, ...mulaw, 'pipe:1'],
    pcmToBytes(pcm),
  );
  return bytesToPcm(
    await runTool('ffmpeg', ['-nostdin', '-v', 'error', ...mulaw, '-i', 'pipe:0', ...RAW, 'pipe:1'], line),
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
