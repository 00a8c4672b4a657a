import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server build (`tsc -p tsconfig.server.json`, emitted to dist/node) holds production code
 * only. The compiler's own file list is the program it emits: the files its `include` names plus
 * every file they import, so a production module that imported a test helper would put the
 * helper back in the build and fail here.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Test code, harnesses and evaluation data: none of it may ship. */
const NOT_PRODUCTION = [
  /\.test\.ts$/,
  /^src\/server\/test-support\//,
  /^src\/server\/reliability\//,
  /^src\/server\/security\//,
  /^(e2e|bench|test-fixtures)\//,
];

function serverBuildFiles(): string[] {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const listed = execFileSync(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--listFilesOnly'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .map((line) => line.trim())
    .filter((file) => file.startsWith(ROOT + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`))
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
}

describe('the production server build', () => {
  it('holds no test, fuzz, reliability or corpus code', () => {
    const files = serverBuildFiles();
    // The list is the real program: the entry point and the features are in it.
    expect(files).toContain('src/server/main.ts');
    expect(files).toContain('src/server/features/voice/routes.ts');
    expect(files.filter((file) => NOT_PRODUCTION.some((pattern) => pattern.test(file)))).toEqual([]);
  });
});
