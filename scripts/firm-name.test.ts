import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firm } from '../content/firm.js';
import { PROJECT_ROOT } from '../src/server/paths.js';

/**
 * The firm has one name, written once (content/firm.ts) and read everywhere else: the logo's alt
 * text, header, footer, titles, PDFs, e-mails, structured data. A second spelling ("Summit Debt
 * Advisors" beside "Summit Business Debt Advisors") crept in once; this finds any product file that
 * writes the name, or a variant of it, by hand. Tests, benchmarks and docs may quote it.
 */
const PRODUCT_FOLDERS = ['content', 'src', 'scripts'];
const firstWord = firm.name.split(' ')[0]!;

function productFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...PRODUCT_FOLDERS], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|html|css|json|svg)$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .filter((file) => file !== 'content/firm.ts');
}

describe('the firm name', () => {
  it(`is written only in content/firm.ts: no product file spells "${firstWord}…" itself`, () => {
    const files = productFiles();
    expect(files.length).toBeGreaterThan(100);
    const spelled = files.filter((file) =>
      new RegExp(`\\b${firstWord}\\b`).test(readFileSync(path.join(PROJECT_ROOT, file), 'utf8')),
    );
    expect(spelled).toEqual([]);
  });
});
