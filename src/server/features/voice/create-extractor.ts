import type { FastifyBaseLogger } from 'fastify';
import type { ExtractedData } from '#shared/voice-schemas.js';
import { extractLeadDetails } from './extraction/extract-lead-details.js';
import { createLlmExtractor } from './extraction/llm-extractor.js';

/**
 * The extraction step: the deterministic local extractor, or an LLM through the OpenAI-compatible
 * API when configured, falling back to the local one whenever the LLM fails.
 */
export interface ExtractorOptions {
  engine: 'local' | 'openai';
  openai: { apiKey: string | undefined; baseUrl: string; model: string };
  logger: FastifyBaseLogger;
}

export function createExtractor(options: ExtractorOptions): (transcript: string) => Promise<ExtractedData> {
  const local = (transcript: string) => Promise.resolve(extractLeadDetails(transcript));
  if (options.engine !== 'openai' || !options.openai.apiKey) return local;
  const llm = createLlmExtractor({
    baseUrl: options.openai.baseUrl,
    apiKey: options.openai.apiKey,
    model: options.openai.model,
  });
  return async (transcript) => {
    const found = await local(transcript);
    try {
      // The LLM's fields win; what it leaves out, the local extractor may still have found.
      return { ...found, ...(await llm.extract(transcript)) };
    } catch (error) {
      options.logger.warn(
        { event: 'llm_extraction_failed', reason: (error as Error).message },
        'LLM extraction failed',
      );
      return found;
    }
  };
}
