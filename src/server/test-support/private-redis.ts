import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { freePort } from './server-process.js';

/**
 * A Redis server of a test's own (the `redis-server` the machine's own Redis runs), for what must
 * not be done to the suite's shared one: a memory limit is the whole server's, so a test that
 * fills Redis up does it here. It keeps nothing on disk and, like the production compose file,
 * refuses writes rather than evict when full.
 */
export interface PrivateRedis {
  url: string;
  /** A connection for the test itself (to set the memory limit, to read keys). */
  client: Redis;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  const failedToStart = once(child, 'error');
  const url = `redis://127.0.0.1:${port}`;
  // The offline queue holds the first command until the server listens (the client reconnects meanwhile).
  const client = new Redis(url, { retryStrategy: () => 25 });
  client.on('error', () => {});
  await Promise.race([
    client.ping(),
    failedToStart.then(([error]) => Promise.reject(error as Error)),
    new Promise((_, reject) => setTimeout(() => reject(new Error('redis-server did not start')), 5000).unref()),
  ]);
  return {
    url,
    client,
    stop: async () => {
      client.disconnect();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}
