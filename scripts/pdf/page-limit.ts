/**
 * Guards a fixed-length document: counts pages as pdfkit adds them (explicitly or by an automatic
 * text overflow) and throws the moment one more than allowed would be created.
 */

export class PageLimitError extends Error {
  constructor(documentName: string, maxPages: number) {
    super(`${documentName} must fit on exactly ${maxPages} page(s); its content overflowed onto page ${maxPages + 1}`);
    this.name = 'PageLimitError';
  }
}

export interface PageCounter {
  /** Pages created so far, the first one included. */
  readonly count: number;
}

/** Call right after creating the document (which already holds its first page). */
export function limitPages(doc: PDFKit.PDFDocument, maxPages: number, documentName: string): PageCounter {
  let count = 1;
  doc.on('pageAdded', () => {
    count += 1;
    if (count > maxPages) throw new PageLimitError(documentName, maxPages);
  });
  return {
    get count() {
      return count;
    },
  };
}
