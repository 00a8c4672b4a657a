import type { ExtractedData } from '#shared/voice-schemas.js';
import { LLM_SYSTEM_PROMPT } from './llm-prompt.js';
import { sanitizeExtracted } from './sanitize-extracted.js';

/**
 * The optional LLM engine: asks an OpenAI-compatible chat completions API for the form fields
 * as a JSON object. Any failure (network, timeout, HTTP status, unreadable answer) throws an
 * Error with a short reason, and the caller falls back to the local extractor. Invalid fields in
 * an otherwise good answer are dropped one by one instead of failing the whole answer.
 */
export interface LlmExtractorOptions {
  /** API root such as "https://api.openai.com" (a trailing "/v1" is accepted too). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** For tests; the global fetch by default. */
  fetch?: typeof globalThis.fetch;
  /** Whole request, body included; 20 s by default. */
  timeoutMs?: number;
}

export interface LlmExtractor {
  extract(transcript: string, signal?: AbortSignal): Promise<ExtractedData>;
}

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;
/** Error bodies can be long HTML pages; the reason only needs their start. */
const MAX_REASON = 200;

export function createLlmExtractor(options: LlmExtractorOptions): LlmExtractor {
  const url = `${options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/chat/completions`;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;

  return {
    async extract(transcript, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const body = JSON.stringify({
        model: options.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: LLM_SYSTEM_PROMPT },
          { role: 'user', content: `Transcript:\n${transcript}` },
        ],
      });
      let text: string;
      let status: number;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (timeout.aborted) throw new Error(`LLM extraction timed out after ${timeoutMs} ms`);
        if (signal?.aborted) throw new Error('LLM extraction was cancelled');
        throw new Error(`LLM extraction request failed: ${networkReason(error)}`);
      }
      if (status < 200 || status >= 300) throw new Error(`LLM extraction failed: HTTP ${status}${apiMessage(text)}`);
      return sanitizeExtracted(readContent(text));
    },
  };
}

/** The JSON object inside choices[0].message.content. */
function readContent(body: string): unknown {
  const envelope = parseJson(body, 'the response is not JSON') as {
    choices?: Array<{ message?: { content?: unknown } }>;
  };
  const content = envelope?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new Error('LLM extraction failed: the answer has no message content');
  // Some compatible servers wrap the object in a Markdown code fence despite json_object mode.
  const unfenced = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  const value = parseJson(unfenced, 'the message content is not JSON');
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('LLM extraction failed: the message content is not a JSON object');
  return value;
}

function parseJson(text: string, reason: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`LLM extraction failed: ${reason}`);
  }
}

/** ": <error.message>" from an OpenAI-style error body, or nothing. */
function apiMessage(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } })?.error?.message;
    return typeof message === 'string' && message ? `: ${message.slice(0, MAX_REASON)}` : '';
  } catch {
    return '';
  }
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message.slice(0, MAX_REASON);
  return error instanceof Error ? error.message.slice(0, MAX_REASON) : String(error);
}
