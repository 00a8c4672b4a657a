import * as z from 'zod/mini';

/** The answer to an unsubscribe (POST API_ROUTES.mailUnsubscribe), from the page's button or a mail provider's one click. */
export const mailUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MailUnsubscribeResponse = z.infer<typeof mailUnsubscribeResponseSchema>;
