/**
 * Small vector marks used as list bullets and step numbers. Drawn as paths because the PDF
 * standard fonts have no check mark glyph.
 */
import { colors, fonts } from './theme.js';

/** A check mark inside a `size`-point square whose top-left corner is (x, y). */
export function drawCheck(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  color: string = colors.gold,
): void {
  doc.save();
  doc
    .moveTo(x + size * 0.12, y + size * 0.55)
    .lineTo(x + size * 0.4, y + size * 0.82)
    .lineTo(x + size * 0.9, y + size * 0.2)
    .lineWidth(Math.max(1, size * 0.16))
    .lineCap('round')
    .lineJoin('round')
    .stroke(color);
  doc.restore();
}

/** A small filled square (a quiet bullet) centred in a `size`-point box at (x, y). */
export function drawSquare(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  color: string = colors.gold,
): void {
  const side = size * 0.42;
  doc.save();
  doc.rect(x + (size - side) / 2, y + (size - side) / 2, side, side).fill(color);
  doc.restore();
}

/** An empty tick box (for a checklist the reader fills in), `size` points square at (x, y). */
export function drawBox(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  color: string = colors.gold,
): void {
  const inset = size * 0.08;
  doc.save();
  doc
    .roundedRect(x + inset, y + inset, size - inset * 2, size - inset * 2, size * 0.12)
    .lineWidth(Math.max(0.75, size * 0.1))
    .stroke(color);
  doc.restore();
}

const HELVETICA_CAP_HEIGHT = 0.718;

/** A gold disc with a navy number, `diameter` points across, top-left corner at (x, y). */
export function drawNumberBadge(doc: PDFKit.PDFDocument, x: number, y: number, diameter: number, value: number): void {
  const radius = diameter / 2;
  const size = diameter * 0.5;
  doc.save();
  doc.circle(x + radius, y + radius, radius).fill(colors.gold);
  doc.font(fonts.bold).fontSize(size).fillColor(colors.navy);
  const label = String(value);
  const labelWidth = doc.widthOfString(label);
  // pdfkit puts the baseline one ascender (0.718 em for Helvetica) below y; centre the digits'
  // cap height (also 0.718 em) on the disc.
  doc.text(label, x + radius - labelWidth / 2, y + radius - (size * HELVETICA_CAP_HEIGHT) / 2, { lineBreak: false });
  doc.restore();
}
