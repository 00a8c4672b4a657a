/**
 * Build step: writes the two brochure PDFs (the two-sided flyer and the Corporate Debt Solutions
 * guide) from the copy in content/ into the static output folder.
 *
 *   npx tsx scripts/build-pdfs.ts [outDir]     (outDir defaults to dist/client)
 *
 * Files land at the URL paths in `brochureFiles` (content/brochure.ts) under outDir. Output is
 * byte-for-byte reproducible (fixed document dates; SOURCE_DATE_EPOCH overrides them).
 */
import path from 'node:path';
import { buildPdfs } from './pdf/build.js';

const DEFAULT_OUT_DIR = 'dist/client';

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? DEFAULT_OUT_DIR;
  const written = await buildPdfs(outDir);
  for (const pdf of written) {
    const where = path.relative(process.cwd(), pdf.file) || pdf.file;
    process.stdout.write(`[build-pdfs] wrote ${where} (${formatSize(pdf.bytes)}, ${pdf.pages} pages)\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[build-pdfs] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
