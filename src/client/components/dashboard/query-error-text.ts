import { HttpError, serverMessage } from '#client/lib/api.js';

/** A failed load in words: the server's own message when it sent one, else SPEC §8's text. */
export function queryErrorText(error: Error): string {
  return (error instanceof HttpError && serverMessage(error)) || error.message;
}
