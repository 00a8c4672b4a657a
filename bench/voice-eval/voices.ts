/**
 * The speech engines and voices that read the scripts, all from Debian packages (espeak-ng,
 * flite, festival with festvox-kallpc16k, festvox-kdlpc16k and festvox-us-slt-hts). `speaker`
 * names the recorded person (or formant setting) behind a voice: flite's kal16 and festival's
 * kal_diphone are the same man, so the split (split.ts) keeps a speaker on one side, not just a
 * voice name.
 *
 * `rate` is the range a script's speaking rate is drawn from: words per minute for espeak-ng, a
 * duration stretch (above 1 is slower) for flite and festival's diphone voices. Festival's HTS
 * voice ignores Duration_Stretch (measured: the same length at 0.8 and 1.2), so it has none.
 */
export type SpeechEngine = 'espeak-ng' | 'flite' | 'festival';

export interface Voice {
  id: string;
  engine: SpeechEngine;
  /** espeak-ng: `-v` value; flite: `-voice` value; festival: the voice function, e.g. voice_kal_diphone. */
  name: string;
  speaker: string;
  rate?: readonly [number, number];
}

const ESPEAK_RATE = [140, 185] as const;
const STRETCH = [0.9, 1.15] as const;

/**
 * Listed so that engines alternate within each side of the split: a split's scripts take its voices
 * in turn (scripts.ts), so even a short --limit run hears espeak-ng, flite and festival.
 */
export const VOICES: readonly Voice[] = [
  // The voice the decoder's settings were tuned on (bench/voice-transcription.ts): never test.
  { id: 'espeak-klatt4', engine: 'espeak-ng', name: 'en-us+klatt4', speaker: 'espeak-klatt4', rate: ESPEAK_RATE },
  { id: 'espeak-f4', engine: 'espeak-ng', name: 'en-us+f4', speaker: 'espeak-f4', rate: ESPEAK_RATE },
  { id: 'flite-kal16', engine: 'flite', name: 'kal16', speaker: 'kal', rate: STRETCH },
  { id: 'flite-slt', engine: 'flite', name: 'slt', speaker: 'slt', rate: STRETCH },
  { id: 'festival-kal', engine: 'festival', name: 'voice_kal_diphone', speaker: 'kal', rate: STRETCH },
  { id: 'festival-ked', engine: 'festival', name: 'voice_ked_diphone', speaker: 'ked', rate: STRETCH },
  { id: 'espeak-en-us', engine: 'espeak-ng', name: 'en-us', speaker: 'espeak-en-us', rate: ESPEAK_RATE },
  { id: 'espeak-rp', engine: 'espeak-ng', name: 'en-gb-x-rp', speaker: 'espeak-rp', rate: ESPEAK_RATE },
  { id: 'flite-rms', engine: 'flite', name: 'rms', speaker: 'rms', rate: STRETCH },
  { id: 'flite-awb', engine: 'flite', name: 'awb', speaker: 'awb', rate: STRETCH },
  { id: 'espeak-klatt3', engine: 'espeak-ng', name: 'en-us+klatt3', speaker: 'espeak-klatt3', rate: ESPEAK_RATE },
  { id: 'festival-slt-hts', engine: 'festival', name: 'voice_cmu_us_slt_arctic_hts', speaker: 'slt' },
  // flite's kal is an 8 kHz voice: it sounds like a phone line even in the clean condition.
  { id: 'flite-kal', engine: 'flite', name: 'kal', speaker: 'kal', rate: STRETCH },
  { id: 'espeak-caribbean', engine: 'espeak-ng', name: 'en-029', speaker: 'espeak-caribbean', rate: ESPEAK_RATE },
  { id: 'espeak-m3', engine: 'espeak-ng', name: 'en+m3', speaker: 'espeak-m3', rate: ESPEAK_RATE },
  { id: 'espeak-m7', engine: 'espeak-ng', name: 'en-us+m7', speaker: 'espeak-m7', rate: ESPEAK_RATE },
  { id: 'espeak-f3', engine: 'espeak-ng', name: 'en-us+f3', speaker: 'espeak-f3', rate: ESPEAK_RATE },
  { id: 'espeak-scotland', engine: 'espeak-ng', name: 'en-gb-scotland', speaker: 'espeak-scotland', rate: ESPEAK_RATE },
];
