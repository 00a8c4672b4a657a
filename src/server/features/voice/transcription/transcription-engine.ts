import type { TranscriptionEngine } from './engine.js';
import { createOpenAiEngine } from './openai-engine.js';
import { createPocketsphinxEngine, pocketsphinxMissing, type PocketsphinxOptions } from './pocketsphinx-engine.js';
import { startPocketsphinxLive } from './pocketsphinx-live.js';

export type { TranscriptionEngine } from './engine.js';

export interface TranscriptionEngineOptions {
  engine: 'auto' | 'pocketsphinx' | 'openai' | 'none';
  /** `keywords`: send keyword hints to models that take them (TRANSCRIPTION_KEYWORDS). */
  openai?: { apiKey: string; baseUrl: string; model: string; keywords?: boolean };
  /** Path or name of Debian's `pocketsphinx_continuous`. */
  pocketsphinxBinary?: string;
  /** Folder of the pocketsphinx-en-us model (default /usr/share/pocketsphinx/model/en-us). */
  modelDir?: string;
  /** Whole-file decodes at once (default 1); live decodes are bounded by VoiceStreams instead. */
  maxConcurrent?: number;
}

/**
 * No engine is available (or transcription is turned off). The caller keeps the message Pending
 * with `reason`; Retry Transcription works once an engine is configured.
 */
export class TranscriptionUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TranscriptionUnavailableError';
  }
}

/**
 * Picks the engine once at start. An engine asked for by name but unusable (openai without a key,
 * pocketsphinx not installed) is a configuration error and throws, so the server fails fast
 * instead of quietly leaving every message Pending; 'auto' falls back to 'none' instead.
 */
export function createTranscriptionEngine(options: TranscriptionEngineOptions): TranscriptionEngine {
  const pocketsphinx = {
    binary: options.pocketsphinxBinary,
    modelDir: options.modelDir,
    ...(options.maxConcurrent ? { maxConcurrent: options.maxConcurrent } : {}),
  };
  switch (options.engine) {
    case 'none':
      return noneEngine('Transcription is turned off (TRANSCRIPTION_ENGINE=none)');
    case 'openai':
      if (!options.openai?.apiKey) throw new Error('The openai transcription engine needs an API key');
      return createOpenAiEngine(options.openai);
    case 'pocketsphinx': {
      const missing = pocketsphinxMissing(pocketsphinx);
      if (missing) throw new Error(`The pocketsphinx transcription engine is not usable: ${missing}`);
      return offlineEngine(pocketsphinx);
    }
    case 'auto': {
      const missing = pocketsphinxMissing(pocketsphinx);
      return missing ? noneEngine(`No transcription engine is installed (${missing})`) : offlineEngine(pocketsphinx);
    }
  }
}

function offlineEngine(options: PocketsphinxOptions): TranscriptionEngine {
  return { ...createPocketsphinxEngine(options), startLive: (live) => startPocketsphinxLive(options, live) };
}

function noneEngine(reason: string): TranscriptionEngine {
  return {
    name: 'none',
    model: 'none',
    transcribe: () => Promise.reject(new TranscriptionUnavailableError(reason)),
  };
}
