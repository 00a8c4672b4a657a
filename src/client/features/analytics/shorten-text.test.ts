import { describe, expect, it } from 'vitest';
import { shortenText } from './shorten-text.js';

describe('shortenText (SPEC §9: long referrers cut to 50 characters)', () => {
  it('keeps text of up to 50 characters as it is', () => {
    expect(shortenText('Google Search')).toBe('Google Search');
    expect(shortenText('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('cuts longer text to 50 characters, the last one an ellipsis', () => {
    const shown = shortenText(`https://example.org/${'a'.repeat(60)}`);
    expect(Array.from(shown)).toHaveLength(50);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    expect(shortenText('😀'.repeat(60), 3)).toBe('😀😀…');
  });
});
