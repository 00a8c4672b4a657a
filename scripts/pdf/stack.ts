/**
 * Fixed-page layout: places sections between a top and a bottom edge, spreading the free space
 * evenly between them (within a minimum and maximum gap) and centring whatever is left over, so
 * a page looks balanced whatever the copy length. Reports when the sections do not fit.
 */
import type { Block } from './blocks.js';

export interface StackPlan {
  fits: boolean;
  /** Points missing when it does not fit (0 when it does). */
  overflow: number;
  gap: number;
  /** Where the first section starts. */
  start: number;
}

export function planStack(
  sections: readonly Block[],
  top: number,
  bottom: number,
  minGap: number,
  maxGap: number,
): StackPlan {
  const content = sections.reduce((sum, section) => sum + section.height, 0);
  const gaps = Math.max(1, sections.length - 1);
  const free = bottom - top - content;
  const overflow = Math.max(0, minGap * gaps - free);
  if (overflow > 0) return { fits: false, overflow, gap: minGap, start: top };
  const gap = sections.length > 1 ? Math.min(maxGap, free / gaps) : 0;
  const slack = free - gap * (sections.length - 1);
  return { fits: true, overflow: 0, gap, start: top + slack / 2 };
}

export function drawStack(sections: readonly Block[], x: number, plan: StackPlan): void {
  let y = plan.start;
  for (const section of sections) {
    section.draw(x, y);
    y += section.height + plan.gap;
  }
}
