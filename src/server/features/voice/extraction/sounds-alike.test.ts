import { describe, expect, it } from 'vitest';
import { consonantKey, editDistance, matchKey, soundsAlike } from './sounds-alike.js';

describe('soundsAlike', () => {
  it.each([
    ['gold berg', 'Goldberg'],
    ['Gold Burg', 'Goldberg'],
    ['rachael', 'Rachel'],
    ['RACHEL', 'rachel'],
    ['gold bird staffing', 'Goldberg Staffing'],
    ['Walsh Excavating LLC', 'Walsh Excavating'],
    ['welsh excavating', 'Walsh Excavating'],
    ['steven', 'Stephen'],
    ['dan', 'Daniel'],
    ['gold', 'Goldberg'],
    ['catherine', 'Katherine'],
    ['smyth', 'Smith'],
    ['the green group', 'Green Group'],
  ])('"%s" and "%s" are one name', (heard, written) => {
    expect(soundsAlike(heard, written)).toBe(true);
  });

  it.each([
    ['mike', 'Mark'],
    ['john', 'Mary'],
    ['johnson', 'Jackson'],
    ['sarah', 'Susan'],
    ['acme roofing', 'Goldberg Staffing'],
    ['al', 'Alexander'],
    ['', 'Rachel'],
    ['bob', 'Rob'],
  ])('"%s" and "%s" are different names', (heard, written) => {
    expect(soundsAlike(heard, written)).toBe(false);
  });

  it('compares letters only, without legal forms', () => {
    expect(matchKey('Gold Berg, LLC')).toBe('goldberg');
    expect(matchKey('Café Olé Inc.')).toBe('cafeole');
  });

  it('keeps the consonants as they sound', () => {
    expect(consonantKey('rachael')).toBe(consonantKey('rachel'));
    expect(consonantKey('goldburg')).toBe(consonantKey('goldberg'));
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
