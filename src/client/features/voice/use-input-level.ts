import { useEffect, useState } from 'react';

/**
 * The microphone's input level while recording, for a live meter, and how long it has been silent,
 * for the "We can't hear you" hint: a muted microphone or the wrong input is otherwise only found
 * out after the message is sent. Web Audio's analyser, read ten times a second; nothing is recorded
 * or sent from here.
 */
export const SILENT_HINT_AFTER_SECONDS = 3;
/** RMS below this (about -50 dBFS) counts as silence. */
const SILENCE_RMS = 0.003;
const READ_EVERY_MS = 100;

export interface InputLevel {
  /** 0 (silence) to 1 (loud speech), on a log scale that suits a meter. */
  level: number;
  /** Seconds since the input last rose above silence. */
  silentSeconds: number;
}

export function useInputLevel(stream: MediaStream | null): InputLevel {
  const [state, setState] = useState<InputLevel>({ level: 0, silentSeconds: 0 });
  useEffect(() => {
    if (!stream || typeof window.AudioContext !== 'function') return;
    let context: AudioContext;
    try {
      context = new AudioContext();
    } catch {
      return;
    }
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let silentMs = 0;
    let previousRead = performance.now();
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const rms = Math.sqrt(sum / samples.length);
      const now = performance.now();
      // Silence is summed read by read, each counting for at most a second: one quiet reading
      // after the clock jumped (a waking laptop, a throttled tab) is not minutes of silence.
      silentMs = rms > SILENCE_RMS ? 0 : silentMs + Math.min(now - previousRead, 1000);
      previousRead = now;
      // -60 dBFS .. -10 dBFS mapped onto 0 .. 1.
      const db = 20 * Math.log10(Math.max(rms, 1e-6));
      // In tenths and whole seconds: the panel re-renders only when the meter visibly moves.
      const level = Math.round(Math.min(1, Math.max(0, (db + 60) / 50)) * 10) / 10;
      const silentSeconds = Math.floor(silentMs / 1000);
      setState((previous) =>
        previous.level === level && previous.silentSeconds === silentSeconds ? previous : { level, silentSeconds },
      );
    }, READ_EVERY_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => {});
      setState({ level: 0, silentSeconds: 0 });
    };
  }, [stream]);
  return state;
}
