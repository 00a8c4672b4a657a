import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that hold the server to a wall-clock bound (a start within 2 s), or whose decoder must
 * keep pace with a recording in real time (streamed voicemail: starved of CPU by the crash tests
 * next to it, its live decode once missed its 30 s finish and fell back to the file). They run
 * after every other file, one at a time, so the suite's other servers and databases do not share
 * the machine's two cores with what they measure.
 */
const TIMING_TESTS = ['src/**/*.timing.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite and scrypt are CPU-heavy; two workers match the machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test-fixtures/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...TIMING_TESTS],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'timing', include: TIMING_TESTS, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
