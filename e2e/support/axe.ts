import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets the accessibility checks hold every page to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's violations on the page as it is now, one readable line each (rule, help, elements). */
export async function axeViolations(page: Page, tags: string[] = AXE_TAGS): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
