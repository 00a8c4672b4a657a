import { randomBytes } from 'node:crypto';

/** The Redis the suite shares (here and in CI: 127.0.0.1:6379); each test app takes its own prefix. */
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test app uses, so apps sharing the suite's Redis count apart. */
export const uniqueRedisPrefix = () => `test-${randomBytes(6).toString('hex')}:`;
