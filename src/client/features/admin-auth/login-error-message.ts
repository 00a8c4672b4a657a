import { INVALID_PASSWORD_MESSAGE } from '#shared/admin-auth-schemas.js';
import { HttpError, serverMessage } from '#client/lib/api.js';

/** A 200 answer that still says the login did not succeed. */
export class LoginRejectedError extends Error {
  override name = 'LoginRejectedError';
}

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/**
 * What the login form shows for a failure (SPEC §8): the server's own message (wrong password,
 * too many attempts with the wait, busy), else 'Invalid password'; when no answer came back at
 * all, a generic retry message.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return serverMessage(error) ?? INVALID_PASSWORD_MESSAGE;
  if (error instanceof LoginRejectedError) return error.message || INVALID_PASSWORD_MESSAGE;
  return LOGIN_FAILED_MESSAGE;
}
