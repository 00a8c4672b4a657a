import * as z from 'zod/mini';

/** Body of every 4xx/5xx answer. `errors` names the offending fields when validation failed. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
