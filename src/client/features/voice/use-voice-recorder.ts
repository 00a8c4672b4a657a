import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CONSTRAINTS, baseMimeType, CHUNK_INTERVAL_MS, pickMimeType } from './recorder-support.js';

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  timer: ReturnType<typeof setInterval>;
  /** performance.now() when the recorder started: the origin of the question marks. */
  startedAt: number;
}

export interface VoiceRecorder {
  /** Whole seconds recorded so far (0 when not recording). */
  elapsed: number;
  /** The microphone's stream while recording (for the level meter), else null. */
  stream: MediaStream | null;
  /**
   * Asks for the microphone and starts recording. Rejects with getUserMedia's error (a
   * DOMException: NotAllowedError when the visitor or the browser refused, NotFoundError without
   * a microphone, ...), or with an AbortError when the component went away meanwhile.
   */
  start: () => Promise<void>;
  /** Stops recording and resolves with the audio, or null when nothing was recorded. */
  finish: () => Promise<Blob | null>;
  /** Stops recording and throws the audio away. */
  discard: () => void;
  /**
   * Milliseconds recorded so far, from the moment the recorder (and the timer) started, on the
   * monotonic clock; null when not recording. The guided recorder's marks are taken with it.
   */
  sinceStart: () => number | null;
}

interface Options {
  /** The longest recording in seconds: `onLimit` is called once when it is reached. */
  maxSeconds: number;
  onLimit: () => void;
  /** The recorder failed while recording (the recording is already discarded). */
  onError: () => void;
  /** Each chunk as it is recorded (0, 1, 2, …), with the recorder's media type. */
  onChunk?: (chunk: Blob, seq: number, mimeType: string) => void;
  /** The microphone is granted: the recording starts GET_READY_MS after this. */
  onGetReady?: () => void;
}

/** A beat between "the microphone is yours" and the timer starting, so the first word is not cut. */
export const GET_READY_MS = 500;

/** Turning the tracks off is what switches the browser's "microphone in use" indicator off. */
function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * A MediaRecorder session (SPEC §9): mono 44.1 kHz without voice processing, a chunk every
 * second, WebM/Opus when the browser can. The timer counts from the wall clock, so a throttled
 * background tab still shows the right time. Unmounting discards whatever is recording.
 */
export function useVoiceRecorder({ maxSeconds, onLimit, onError, onChunk, onGetReady }: Options): VoiceRecorder {
  const [elapsed, setElapsed] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const session = useRef<Session | null>(null);
  const mounted = useRef(false);
  const callbacks = useRef({ onLimit, onError, onChunk, onGetReady });
  useEffect(() => {
    callbacks.current = { onLimit, onError, onChunk, onGetReady };
  });

  const end = useCallback((): Session | null => {
    const current = session.current;
    session.current = null;
    if (current) clearInterval(current.timer);
    return current;
  }, []);

  const discard = useCallback(() => {
    const current = end();
    if (!current) return;
    current.recorder.ondataavailable = null;
    current.recorder.onstop = null;
    current.recorder.onerror = null;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    stopTracks(current.stream);
    setElapsed(0);
    setStream(null);
  }, [end]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      discard();
    };
  }, [discard]);

  const start = useCallback(async () => {
    discard();
    const stream = await navigator.mediaDevices.getUserMedia({ audio: AUDIO_CONSTRAINTS });
    // Closed while the browser was asking for permission: release the microphone at once.
    if (!mounted.current) {
      stopTracks(stream);
      throw new DOMException('The recorder was closed', 'AbortError');
    }
    callbacks.current.onGetReady?.();
    await new Promise((resolve) => setTimeout(resolve, GET_READY_MS));
    if (!mounted.current) {
      stopTracks(stream);
      throw new DOMException('The recorder was closed', 'AbortError');
    }
    let recorder: MediaRecorder;
    try {
      const mimeType = pickMimeType((type) => MediaRecorder.isTypeSupported(type));
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        chunks.push(event.data);
        callbacks.current.onChunk?.(
          event.data,
          chunks.length - 1,
          baseMimeType(recorder.mimeType || event.data.type || 'audio/webm'),
        );
      };
      recorder.onerror = () => {
        discard();
        callbacks.current.onError();
      };
      recorder.start(CHUNK_INTERVAL_MS);
      const startedAtMonotonic = performance.now();
      const startedAt = Date.now();
      const timer = setInterval(() => {
        const seconds = Math.min(maxSeconds, Math.floor((Date.now() - startedAt) / 1000));
        setElapsed(seconds);
        if (seconds >= maxSeconds) {
          clearInterval(timer);
          callbacks.current.onLimit();
        }
      }, 250);
      session.current = { stream, recorder, chunks, timer, startedAt: startedAtMonotonic };
      setElapsed(0);
      setStream(stream);
    } catch (error) {
      stopTracks(stream);
      throw error;
    }
  }, [discard, maxSeconds]);

  const finish = useCallback((): Promise<Blob | null> => {
    const current = end();
    if (!current) return Promise.resolve(null);
    const { recorder, stream, chunks } = current;
    return new Promise((resolve) => {
      const done = () => {
        recorder.onstop = null;
        stopTracks(stream);
        setStream(null);
        const type = baseMimeType(recorder.mimeType || chunks[0]?.type || 'audio/webm');
        const audio = new Blob(chunks, { type });
        resolve(audio.size > 0 ? audio : null);
      };
      // The last chunk arrives (dataavailable) before the stop event.
      recorder.onstop = done;
      if (recorder.state === 'inactive') done();
      else recorder.stop();
    });
  }, [end]);

  const sinceStart = useCallback((): number | null => {
    const current = session.current;
    return current ? performance.now() - current.startedAt : null;
  }, []);

  return { elapsed, stream, start, finish, discard, sinceStart };
}
