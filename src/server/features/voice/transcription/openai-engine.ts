import type { TranscriptionEngine } from './engine.js';

/**
 * Any OpenAI-compatible speech-to-text service (`POST {baseUrl}/v1/audio/transcriptions`,
 * multipart, bearer token). Errors carry the HTTP status and the service's short message, never
 * the key (services echo parts of a wrong key back; it is masked).
 */
export interface OpenAiEngineOptions {
  apiKey: string;
  /** e.g. https://api.openai.com (a trailing /v1 is accepted too). */
  baseUrl: string;
  model: string;
  timeoutMs?: number;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
};

export function createOpenAiEngine(options: OpenAiEngineOptions): TranscriptionEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/transcriptions`;
  const timeoutMs = options.timeoutMs ?? 120_000;
  return {
    name: 'openai',
    model: options.model,
    async transcribe(audio, signal) {
      const mimeType = audio.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
      const form = new FormData();
      form.append(
        'file',
        new Blob([Uint8Array.from(audio.bytes)], { type: mimeType }),
        `voice-feedback.${EXTENSIONS[mimeType] ?? 'webm'}`,
      );
      form.append('model', options.model);
      form.append('response_format', 'json');
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
          body: form,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (timeout.aborted)
          throw new Error(`Transcription service did not answer within ${Math.round(timeoutMs / 1000)} s`);
        if (signal?.aborted)
          throw signal.reason instanceof Error ? signal.reason : new Error('Transcription was aborted');
        throw new Error(`Transcription service unreachable: ${mask(errorMessage(error), options.apiKey)}`);
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        throw new Error(
          `Transcription service answered HTTP ${response.status}${serviceMessage(body, options.apiKey)}`,
        );
      }
      const text = parseText(body);
      if (text === undefined) throw new Error('Transcription service answered without a text field');
      return text.trim();
    },
  };
}

function parseText(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const text = (parsed as { text?: unknown } | null)?.text;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The service's own error message, shortened and masked: ': Invalid file format'. */
function serviceMessage(body: string, apiKey: string): string {
  let message = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const candidate = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof candidate === 'string') message = candidate;
  } catch {
    message = body.startsWith('<') ? '' : body;
  }
  message = mask(message.replace(/\s+/g, ' ').trim(), apiKey).slice(0, 160);
  return message ? `: ${message}` : '';
}

/** Removes the key and anything that looks like a key. */
function mask(text: string, apiKey: string): string {
  const withoutKey = apiKey ? text.split(apiKey).join('[key]') : text;
  return withoutKey.replace(/\b(sk|key|api)[-_][A-Za-z0-9_*.-]{6,}/gi, '[key]');
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return error.message + cause;
  }
  return String(error);
}
