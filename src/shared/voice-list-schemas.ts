import * as z from 'zod/mini';
import { listCursorParam, listLimitParam, listPageShape } from './list-page.js';
import { sessionIdString } from './text-fields.js';
import { voiceFeedbackSchema } from './voice-schemas.js';

/**
 * GET /api/voice-feedback in pages (docs/decisions/0013). Kept apart from voice-schemas.ts, which
 * the public voicemail recorder imports, so none of this reaches the public bundle.
 */
export const voiceListQuerySchema = z.strictObject({
  limit: listLimitParam,
  cursor: listCursorParam,
  /** The dashboard's session filter: only the messages left in this session (a page is answered). */
  sessionId: z.optional(sessionIdString),
});

/** One page of the messages not deleted, newest first; `total` counts them all. */
export const voicePageSchema = z.object(listPageShape(voiceFeedbackSchema));
export type VoicePage = z.infer<typeof voicePageSchema>;
