import { describe, expect, it } from 'vitest';
import { personAnchor, personIdFromHash } from './person-anchor.js';

describe('links to a person’s row', () => {
  it('round-trips a person id through the hash', () => {
    expect(personAnchor(42)).toBe('#person-42');
    expect(personIdFromHash(personAnchor(42))).toBe(42);
  });

  it('names nobody for any other hash', () => {
    for (const hash of [
      '',
      '#',
      '#person-',
      '#person-0',
      '#person-01',
      '#person-4x',
      '#person--3',
      '#people-4',
      '#person-1e3',
    ]) {
      expect(personIdFromHash(hash), hash).toBeNull();
    }
    expect(personIdFromHash('#person-12345678901234567')).toBeNull();
  });
});
