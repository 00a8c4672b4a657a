import { isControlCharacter } from '#shared/lead-list-schemas.js';

/** A search as the server gets it: trimmed, a pasted tab or line break as a space (it refuses control characters). */
export const searchText = (typed: string) =>
  [...typed]
    .map((char) => (isControlCharacter(char) ? ' ' : char))
    .join('')
    .trim();
