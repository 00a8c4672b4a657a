/**
 * What a flood of new keys costs the per-process counters (no REDIS_URL): the time of each new
 * key while the store fills to its bound (100,000 keys) and once it is full, when every further
 * key makes the store forget old ones. Before a full store made room for a tenth of its keys at
 * once, each key past the bound read the whole store: 2.5 ms a key (decision 0033).
 */
import { memoryCounters } from '../src/server/shared-state/counters.js';

const KEYS = 100_000;
const DAY_MS = 24 * 3_600_000;

const counters = memoryCounters();
const perKeyMicroseconds = async (prefix: string) => {
  const started = performance.now();
  for (let n = 0; n < KEYS; n++) await counters.add(`track:session-day:${prefix}${n}`, 1, DAY_MS);
  return ((performance.now() - started) * 1000) / KEYS;
};

const filling = await perKeyMicroseconds('fill_');
const full = await perKeyMicroseconds('past_');
console.log(`new keys while filling: ${filling.toFixed(2)} µs each`);
console.log(`new keys once full:     ${full.toFixed(2)} µs each`);
