import { describe, expect, it } from 'vitest';
import { HttpError } from '#client/lib/api.js';
import { LOGIN_FAILED_MESSAGE, LoginRejectedError, loginErrorMessage } from './login-error-message.js';

describe('loginErrorMessage (SPEC §8)', () => {
  it("shows the server's message, e.g. the wait after too many attempts", () => {
    const body =
      '{"success":false,"sessionId":null,"message":"Too many failed attempts. Please try again in 15 minutes."}';
    expect(loginErrorMessage(new HttpError(429, body, 'Too Many Requests'))).toBe(
      'Too many failed attempts. Please try again in 15 minutes.',
    );
  });

  it("falls back to 'Invalid password' when the answer has no message", () => {
    expect(loginErrorMessage(new HttpError(401, '', 'Unauthorized'))).toBe('Invalid password');
    expect(loginErrorMessage(new LoginRejectedError(''))).toBe('Invalid password');
  });

  it('shows the generic retry text when no answer came back', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_FAILED_MESSAGE);
    expect(LOGIN_FAILED_MESSAGE).toBe('Login failed. Please try again.');
  });
});
