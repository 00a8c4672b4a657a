import { describe, expect, it } from 'vitest';
import { createPageTimer } from './time-on-page.js';

describe('createPageTimer', () => {
  it('reports whole seconds since the visit', () => {
    expect(createPageTimer(1000, true).leave(13_600)).toBe(13);
    expect(createPageTimer(1000, true).leave(1400)).toBe(0);
  });

  it('reports each visible stretch once: hidden → visible → hidden sends only the new time', () => {
    const timer = createPageTimer(0, true);
    expect(timer.leave(10_000)).toBe(10);
    expect(timer.leave(10_100)).toBeNull();
    timer.resume(60_000);
    timer.resume(61_000);
    expect(timer.leave(64_000)).toBe(4);
  });

  it('counts nothing for a page that started hidden until it shows', () => {
    const timer = createPageTimer(0, false);
    expect(timer.leave(5000)).toBeNull();
    timer.resume(7000);
    expect(timer.leave(9000)).toBe(2);
  });

  it('never reports negative time (a clock set back)', () => {
    expect(createPageTimer(5000, true).leave(1000)).toBe(0);
  });

  it('caps a stretch at the week the server accepts', () => {
    expect(createPageTimer(0, true).leave(30 * 24 * 3600 * 1000)).toBe(7 * 24 * 3600);
  });
});
