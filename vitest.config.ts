import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite and scrypt are CPU-heavy; two workers match the machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
