/**
 * Lets chrome (footers, cover bands) be drawn below the content area: pdfkit starts a new page
 * when text crosses the bottom margin, so the margin is lifted for the duration of `draw`.
 */
export function belowBottomMargin(doc: PDFKit.PDFDocument, draw: () => void): void {
  const saved = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  try {
    draw();
  } finally {
    doc.page.margins.bottom = saved;
  }
}
