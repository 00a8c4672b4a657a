import * as z from 'zod/mini';
import { listCursorParam, listLimitParam, listPageShape } from './list-page.js';
import { sessionIdString } from './text-fields.js';
import { valueOriginSchema } from './people-schemas.js';
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

/**
 * The workbench person a message is a touchpoint of (docs/workbench.md): their full name as the
 * workbench shows it ('' when none is known) and where it came from, so a name only heard in a
 * voicemail is tagged as such. Null until the message is linked.
 */
export const voicePersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameOrigin: z.nullable(valueOriginSchema),
});
export type VoicePerson = z.infer<typeof voicePersonSchema>;

/** A message in the dashboard's pages: SPEC's fields and, added, its person. */
export const voiceListItemSchema = z.object({ ...voiceFeedbackSchema.shape, person: z.nullable(voicePersonSchema) });
export type VoiceListItem = z.infer<typeof voiceListItemSchema>;

/** One page of the messages not deleted, newest first; `total` counts them all. */
export const voicePageSchema = z.object(listPageShape(voiceListItemSchema));
export type VoicePage = z.infer<typeof voicePageSchema>;
