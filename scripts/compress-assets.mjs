#!/usr/bin/env node
/**
 * Writes .br and .gz copies next to every compressible file of the browser build, so the server
 * sends precompressed bytes instead of compressing on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist/client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 512;

let files = 0;
let before = 0;
let after = 0;
const walk = (folder) => {
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) {
      walk(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const content = readFileSync(full);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    files++;
    before += content.length;
    after += br.length;
  }
};
walk(dir);
console.log(`compressed ${files} files: ${(before / 1024).toFixed(1)} KiB -> ${(after / 1024).toFixed(1)} KiB brotli`);
