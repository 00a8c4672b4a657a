import { describe, expect, it } from 'vitest';
import { scrollToReveal } from './keep-in-view.js';

const view = { top: 100, bottom: 500 };

describe('scrollToReveal', () => {
  it('does not scroll for an item already in view', () => {
    expect(scrollToReveal({ top: 200, bottom: 240 }, view, 10)).toBe(0);
  });

  it('scrolls down just enough for an item below the view, with the margin', () => {
    expect(scrollToReveal({ top: 520, bottom: 560 }, view, 10)).toBe(70);
  });

  it('scrolls up for an item above the view', () => {
    expect(scrollToReveal({ top: 60, bottom: 100 }, view, 10)).toBe(-50);
  });

  it('shows the top of an item taller than the view', () => {
    expect(scrollToReveal({ top: 300, bottom: 900 }, view, 10)).toBe(190);
  });
});
