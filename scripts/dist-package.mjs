#!/usr/bin/env node
/**
 * Writes dist/node/package.json after the server build. The sources import each other through
 * package.json's subpath imports (`#server/*`, `#shared/*`, `#content/*`), which point at `src/`
 * and `content/` for the type checker, Vite, Vitest and tsx. The compiled files keep those
 * specifiers, and Node resolves them from the nearest package.json: this one, beside the emitted
 * tree (dist/node mirrors the repository's layout), maps them to the compiled copies. Only the
 * entries whose folders were emitted are kept (the browser app and test fixtures never are).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist', 'node');
const { imports } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

const emitted = Object.fromEntries(
  Object.entries(imports).filter(([, target]) => existsSync(path.join(DIST, path.dirname(target)))),
);
writeFileSync(
  path.join(DIST, 'package.json'),
  `${JSON.stringify({ private: true, type: 'module', imports: emitted }, null, 2)}\n`,
);
console.log(`dist/node/package.json: ${Object.keys(emitted).join(', ')}`);
