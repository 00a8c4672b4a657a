import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/server/paths.js';

/**
 * A newcomer follows the README and docs/ to files; a name there that no longer exists (a file
 * renamed or deleted by a later change) sends them nowhere. Every file name written in code
 * quotes in the README and docs/*.md must be a file of the project: a path from the root must
 * exist as written, a shorter one (`features/leads/deferred-forms.ts`, `person-row.tsx`) must end
 * some file's path. Decision records are history and may name what is gone.
 */
const DOCUMENTS = ['README.md', ...readdirSync(path.join(PROJECT_ROOT, 'docs')).map((file) => `docs/${file}`)].filter(
  (file) => file.endsWith('.md'),
);
const FILE_NAME = /^[\w.@/+-]+\.(ts|tsx|mjs|js|md|json|sql|ya?ml|sh|css|html)$/;
/** Outside the repository or made by the build: named on purpose, never a file of the checkout. */
const ELSEWHERE = /^(\.\.\/shared\/|dist\/)/;

function projectFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
}

/** The file names a document quotes as code: `src/client/boot.ts`, `person-row.tsx`. */
function quotedFileNames(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,:;]$/, '').replace(/:\d+(-\d+)?$/, ''))
    .filter((name) => FILE_NAME.test(name) && !ELSEWHERE.test(name));
}

describe('the file names in the README and docs/', () => {
  it('are all files of the project', () => {
    const files = projectFiles();
    const quoted = DOCUMENTS.flatMap((document) =>
      quotedFileNames(readFileSync(path.join(PROJECT_ROOT, document), 'utf8')).map((name) => ({ document, name })),
    );
    expect(quoted.length).toBeGreaterThan(200);
    const missing = quoted.filter(({ name }) => !files.some((file) => file === name || file.endsWith(`/${name}`)));
    expect(missing).toEqual([]);
  });

  it('are checked: a name that is not a file is found', () => {
    expect(quotedFileNames('see `features/leads/use-leads.ts` and `../shared/SPEC.md`')).toEqual([
      'features/leads/use-leads.ts',
    ]);
    expect(projectFiles().some((file) => file.endsWith('/use-leads.ts'))).toBe(false);
  });
});
