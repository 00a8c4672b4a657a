/**
 * Renders both brochure PDFs and writes them under the static output folder, creating the
 * downloads folder as needed. Returns what was written.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderCorporateGuide } from './corporate-guide.js';
import { renderFlyer } from './flyer.js';
import { outputPath, type BrochureKind } from './output-paths.js';
import type { PdfOptions, RenderedPdf } from './render-pdf.js';

export interface WrittenPdf {
  kind: BrochureKind;
  file: string;
  bytes: number;
  pages: number;
}

const renderers: Record<BrochureKind, (options: PdfOptions) => Promise<RenderedPdf>> = {
  flyer: renderFlyer,
  corporate: renderCorporateGuide,
};

export async function buildPdfs(outDir: string, options: PdfOptions = {}): Promise<WrittenPdf[]> {
  const written: WrittenPdf[] = [];
  for (const kind of Object.keys(renderers) as BrochureKind[]) {
    const { data, pageCount } = await renderers[kind](options);
    const file = outputPath(outDir, kind);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    written.push({ kind, file, bytes: data.length, pages: pageCount });
  }
  return written;
}
