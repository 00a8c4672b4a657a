/**
 * Creates a US Letter pdfkit document with fixed metadata, lets a callback draw it, and collects
 * the output into one Buffer, with the number of pages it holds.
 */
import PDFDocument from 'pdfkit';

export interface RenderOptions {
  info: PDFKit.DocumentInfo;
  /** Page margins; the drawing code positions everything itself, so they only bound automatic breaks. */
  margins: { top: number; bottom: number; left: number; right: number };
  /** Keep every page in memory so footers ("Page 2 of 5") can be drawn at the end. */
  bufferPages?: boolean;
  /** Deflate content streams (the default); off only to inspect the raw output. */
  compress?: boolean;
}

/** What a caller of a document renderer may change. */
export interface PdfOptions {
  /** Deflate content streams (default true). */
  compress?: boolean;
}

export interface RenderedPdf {
  data: Buffer;
  pageCount: number;
}

export function renderPdf(options: RenderOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<RenderedPdf> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: options.margins,
    info: options.info,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.4',
    bufferPages: options.bufferPages ?? false,
    compress: options.compress ?? true,
    autoFirstPage: true,
  });
  let pageCount = 1;
  doc.on('pageAdded', () => {
    pageCount += 1;
  });
  const chunks: Buffer[] = [];
  const done = new Promise<RenderedPdf>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve({ data: Buffer.concat(chunks), pageCount }));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
