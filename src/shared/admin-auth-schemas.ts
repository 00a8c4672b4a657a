import * as z from 'zod/mini';

/** Passwords are accepted exactly as typed (no trimming), up to this many characters. */
export const ADMIN_PASSWORD_MAX = 256;
export const ADMIN_PASSWORD_MIN = 12;
export const INVALID_PASSWORD_MESSAGE = 'Invalid password';

/** The login form: passwords are sent exactly as typed; only an all-blank one is refused (SPEC §5). */
export const loginFormSchema = z.object({
  password: z.string().check(z.refine((value: string) => value.trim() !== '', 'Password is required')),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/**
 * Login answers. Any unusable login body is answered exactly like a wrong password, so the body's
 * shape is checked in the handler, not by a route schema.
 */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  sessionId: z.nullable(z.string()),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyResponseSchema = z.object({ success: z.boolean() });
export const logoutResponseSchema = z.object({ success: z.literal(true) });
