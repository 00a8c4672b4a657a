/**
 * The firm's mark, redrawn with vector paths from src/client/public/logo.svg (64 x 64 units):
 * a navy rounded square, a light two-peak mountain with a shaded face, and a gold baseline.
 */
import { colors } from './theme.js';

const VIEWBOX = 64;

export interface LogoOptions {
  /** On a navy background the square gets a thin outline so the mark keeps its edge. */
  onDark?: boolean;
}

/** Draws the mark with its top-left corner at (x, y), `size` points square. */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number, options: LogoOptions = {}): void {
  doc.save();
  doc.translate(x, y).scale(size / VIEWBOX);

  doc.roundedRect(0, 0, VIEWBOX, VIEWBOX, 12).fill(colors.navy);
  if (options.onDark) {
    doc
      .roundedRect(1, 1, VIEWBOX - 2, VIEWBOX - 2, 11)
      .lineWidth(2)
      .strokeOpacity(0.9)
      .stroke(colors.navyLine);
  }

  doc.path('M8 48 L26 20 L35 33 L41 25 L56 48 Z').fill(colors.mountain);
  doc.path('M26 20 L31 27.5 L28 26 L24.5 29 Z').fillOpacity(0.35).fill(colors.navy);
  doc.fillOpacity(1);

  doc.moveTo(8, 52).lineTo(56, 52).lineWidth(3).lineCap('round').strokeOpacity(1).stroke(colors.gold);

  doc.restore();
}
