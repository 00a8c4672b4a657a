import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataDirSpace } from '#server/db/data-dir-space.js';
import { registerStorageGuard } from './storage-guard.js';

const MB = 1024 * 1024;
const RESERVE = 64 * MB;
/** A 1 KB body costs 3 KB of disk by the guard's estimate. */
const BODY = 'x'.repeat(1024);

/** A disk whose free space the test sets, counting how often it is read. */
function fakeDisk(freeBytes: number) {
  const disk = { free: freeBytes, readings: 0 };
  const space: DataDirSpace = {
    reserveBytes: RESERVE,
    freeBytes: () => {
      disk.readings++;
      return disk.free;
    },
  };
  return { disk, space };
}

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function guarded(space: DataDirSpace) {
  app = Fastify({ logger: false });
  registerStorageGuard(app, space);
  app.post('/write', (_request, reply) => reply.send({ stored: true }));
  app.get('/read', (_request, reply) => reply.send({ read: true }));
  await app.ready();
  return app;
}

/**
 * Requests over a network arrive in separate event-loop turns; injected ones can share one, so
 * the tests wait for the next turn where a later request would be in one.
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const write = (server: FastifyInstance) =>
  server.inject({ method: 'POST', url: '/write', headers: { 'content-type': 'text/plain' }, payload: BODY });

describe('storage guard', () => {
  it('refuses writes as soon as the disk is short of space and takes them again as soon as it is freed', async () => {
    const { disk, space } = fakeDisk(RESERVE + 10 * MB);
    const server = await guarded(space);
    expect((await write(server)).statusCode).toBe(200);

    disk.free = RESERVE - 1;
    await nextTurn();
    const refused = await write(server);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ message: expect.stringMatching(/short of disk space/) as string });
    expect((await server.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);

    disk.free = RESERVE + 10 * MB;
    await nextTurn();
    expect((await write(server)).statusCode).toBe(200);
  });

  it('reads the disk once for requests arriving together, counting each one let through against that reading', async () => {
    // Room for two bodies' estimated cost (3 KB each) above the reserve, not three.
    const { disk, space } = fakeDisk(RESERVE + 2.5 * 3 * 1024);
    const server = await guarded(space);
    const answers = await Promise.all([write(server), write(server), write(server), write(server)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 503, 503]);
    expect(disk.readings).toBe(1);

    // A later turn reads the disk again (the bodies above were never written, so the room is back).
    await nextTurn();
    expect((await write(server)).statusCode).toBe(200);
    expect(disk.readings).toBe(2);
  });
});
