import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder, found from this file's location so the server works the same from
 * `src/` (tests, dev) and from `dist/node/src/` (production build), whatever the working directory.
 * It is the first folder above with both package.json and the migrations: the build's own
 * dist/node/package.json (scripts/dist-package.mjs) is not the project's.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'drizzle'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project folder (no package.json above the server code)');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');
