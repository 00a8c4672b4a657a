import { createHash } from 'node:crypto';

/**
 * A tiny seeded generator (mulberry32) so the evaluation set is the same on every machine and
 * run: the scripts, the voice each is read in and every condition's noise and gain follow from
 * the seed. Math.random() would make each cache folder a different test.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  pick<T>(items: readonly T[]): T;
  /** A whole number in [min, max]. */
  between(min: number, max: number): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    uniform: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
  };
}

/**
 * A generator for one named thing (a script's rendering, a message's noise), so its draws do not
 * depend on how many other things were drawn before it or in which order workers ran.
 */
export function randomFor(...parts: Array<string | number>): Random {
  const digest = createHash('sha256').update(parts.join('\0')).digest();
  return seededRandom(digest.readUInt32LE(0));
}
