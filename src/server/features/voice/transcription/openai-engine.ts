import { DOMAIN_KEYWORDS } from './domain-keywords.js';
import type { Transcription, TranscriptionEngine, TranscriptionHints } from './engine.js';
import { toWav16kMono } from '#server/features/voice/audio/ffmpeg.js';
import { answerContext, cutRange } from '#server/features/voice/guided/answer-spans.js';
import { sliceWav, wavDurationMs } from '#server/features/voice/guided/wav-slice.js';

/**
 * Any OpenAI-compatible speech-to-text service (`POST {baseUrl}/v1/audio/transcriptions`,
 * multipart, bearer token). Errors carry the HTTP status and the service's short message, never
 * the key (services echo parts of a wrong key back; it is masked).
 *
 * Each request carries a `prompt`, a short sentence of context: a voicemail to a debt
 * restructuring firm, the caller's name and company when the visitor gave them, the terms of
 * domain-keywords.ts. whisper-1, gpt-4o-transcribe and gpt-4o-mini-transcribe read `prompt` as
 * context; gpt-4o-transcribe-diarize refuses it, so it gets none.
 *
 * Models named gpt-transcribe* also get those words as keyword hints. OpenAI's Node SDK
 * (openai-node 7.1.0, src/resources/audio/transcriptions.ts) documents `keywords?: Array<string>`
 * on this endpoint, "Words or phrases to guide transcription of the input audio. Supported by
 * `gpt-transcribe`", and sends an array as repeated `keywords[]` form fields, as done here. No
 * limit on their number or length is stated anywhere found, hence a short list, and
 * `keywords: false` (TRANSCRIPTION_KEYWORDS=false) drops the field should a service refuse it.
 * Other models never get it: they are not documented to accept it.
 *
 * Only `{ text }` is returned. Word confidences are not cheaply available: `include[]=logprobs`
 * gives token (not word) log probabilities and only for gpt-4o-*, verbose_json is refused by
 * gpt-4o-* and its words carry timestamps, not confidences.
 */
export interface OpenAiEngineOptions {
  apiKey: string;
  /** e.g. https://api.openai.com (a trailing /v1 is accepted too). */
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  /** Send keyword hints to gpt-transcribe* models (default true); other models never get them. */
  keywords?: boolean;
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
  // The diarizing model refuses `prompt` ("not supported when using gpt-4o-transcribe-diarize").
  const sendPrompt = !options.model.toLowerCase().includes('diarize');
  const sendKeywords = (options.keywords ?? true) && acceptsKeywords(options.model);
  return {
    name: 'openai',
    model: options.model,
    transcribe: (audio, signal, hints) => request(audio, transcriptionPrompt(hints), hints, signal),
    async transcribeAnswers(audio, spans, { signal, hints } = {}) {
      // Each answer is sent on its own, its prompt naming the question it answers.
      const wav = await toWav16kMono(audio.bytes, signal ? { signal } : {});
      const durationMs = wavDurationMs(wav);
      return Promise.all(
        spans.map((span) => {
          const { fromMs, toMs } = cutRange(span, durationMs);
          const prompt = transcriptionPrompt(hints, DOMAIN_KEYWORDS, answerContext(span));
          return request({ bytes: sliceWav(wav, fromMs, toMs), mimeType: 'audio/wav' }, prompt, hints, signal);
        }),
      );
    },
  };

  async function request(
    audio: { bytes: Buffer; mimeType: string },
    prompt: string,
    hints: TranscriptionHints | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Transcription> {
    const mimeType = audio.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
    const form = new FormData();
    form.append(
      'file',
      new Blob([Uint8Array.from(audio.bytes)], { type: mimeType }),
      `voice-feedback.${EXTENSIONS[mimeType] ?? 'webm'}`,
    );
    form.append('model', options.model);
    form.append('response_format', 'json');
    if (sendPrompt) form.append('prompt', prompt);
    if (sendKeywords) for (const keyword of transcriptionKeywords(hints)) form.append('keywords[]', keyword);
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
      throw new Error(`Transcription service answered HTTP ${response.status}${serviceMessage(body, options.apiKey)}`);
    }
    const text = parseText(body);
    if (text === undefined) throw new Error('Transcription service answered without a text field');
    return { text: text.trim() };
  }
}

/** Models documented to take `keywords` (gpt-transcribe and its dated snapshots). */
export function acceptsKeywords(model: string): boolean {
  return model.trim().toLowerCase().startsWith('gpt-transcribe');
}

/** OpenAI's prompt is short (Whisper reads about its last 224 tokens); this stays well inside it. */
export const MAX_PROMPT_CHARS = 800;
const CONTEXT = 'Voicemail to a business debt restructuring firm.';
const MAX_NAMES = 4;
const MAX_COMPANIES = 2;
/** A hint longer than this (after cleaning) is not a name: dropped, not cut. */
const NAME_LIMIT = { words: 3, chars: 30 };
const COMPANY_LIMIT = { words: 5, chars: 50 };

/**
 * "Voicemail to a business debt restructuring firm. The caller may be Rachel Goldberg of Goldberg
 * Staffing. Terms: merchant cash advance, MCA, …." The caller comes before the terms, and terms are
 * left off at the end once the prompt would pass MAX_PROMPT_CHARS.
 */
export function transcriptionPrompt(
  hints?: TranscriptionHints,
  vocabulary = DOMAIN_KEYWORDS,
  answering?: string,
): string {
  const { names, companies } = cleanHints(hints);
  const person = names.join(' ');
  const company = companies.join(' or ');
  const caller =
    person && company
      ? `The caller may be ${person} of ${company}.`
      : person
        ? `The caller may be ${person}.`
        : company
          ? `The caller may be calling from ${company}.`
          : '';
  let prompt = [CONTEXT, answering, caller].filter(Boolean).join(' ');
  const terms: string[] = [];
  for (const term of vocabulary) {
    if (`${prompt} Terms: ${[...terms, term].join(', ')}.`.length > MAX_PROMPT_CHARS) break;
    terms.push(term);
  }
  if (terms.length) prompt += ` Terms: ${terms.join(', ')}.`;
  return prompt.length <= MAX_PROMPT_CHARS ? prompt : prompt.slice(0, prompt.lastIndexOf(' ', MAX_PROMPT_CHARS));
}

/** The caller's names and companies, then the domain terms: the `keywords[]` of gpt-transcribe. */
export function transcriptionKeywords(hints?: TranscriptionHints): string[] {
  const { names, companies } = cleanHints(hints);
  return [...new Set([...names, ...companies, ...DOMAIN_KEYWORDS])];
}

/**
 * The visitor typed these (or they come from an e-mail address), so they are text from a
 * stranger going into a prompt: only letters, spaces, apostrophes and hyphens are kept (no
 * punctuation, quotes, braces, digits or line breaks to end a sentence, open a structure or
 * smuggle markup), an entry too long to be a name is dropped, and there are at most a few of each.
 */
function cleanHints(hints?: TranscriptionHints): { names: string[]; companies: string[] } {
  return {
    names: cleanList(hints?.names, NAME_LIMIT, MAX_NAMES),
    companies: cleanList(hints?.companies, COMPANY_LIMIT, MAX_COMPANIES),
  };
}

function cleanList(
  values: readonly string[] | undefined,
  limit: { words: number; chars: number },
  max: number,
): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values ?? []) {
    const clean = sanitiseHint(value);
    if (!clean || clean.length > limit.chars || clean.split(' ').length > limit.words) continue;
    const key = clean.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(clean);
    if (kept.length === max) break;
  }
  return kept;
}

/**
 * "rachel", "o'brien", "smith-jones" become "Rachel", "O'Brien", "Smith-Jones"; anything but
 * letters, spaces, apostrophes and hyphens becomes a space; a word without a letter is dropped.
 */
export function sanitiseHint(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{M}' -]+/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => /\p{L}/u.test(word))
    .map(capitalise)
    .join(' ');
}

function capitalise(word: string): string {
  return word
    .replace(/(^|-)(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^(\p{L})'(\p{L})/u, (_match, first: string, next: string) => `${first}'${next.toUpperCase()}`);
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
