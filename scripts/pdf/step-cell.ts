/**
 * One step of the four-step process as a card body: a gold number badge beside a bold title and
 * its explanation. The card background is drawn by the grid (so a row's cards share a height).
 */
import { column, type Block } from './blocks.js';
import { drawNumberBadge } from './markers.js';
import { textBlock } from './text-block.js';
import { colors, fonts } from './theme.js';

export interface StepCellOptions {
  /** Type scale: 1 is 12 pt titles over 9.5 pt text. */
  scale: number;
}

export function stepCell(
  doc: PDFKit.PDFDocument,
  number: number,
  title: string,
  text: string,
  width: number,
  options: StepCellOptions,
): Block {
  const s = options.scale;
  const pad = 14 * s;
  const badge = 24 * s;
  const gap = 11 * s;
  const textWidth = width - pad * 2 - badge - gap;
  const body = column(
    [
      textBlock(doc, title, { font: fonts.bold, size: 12 * s, color: colors.navy }, textWidth),
      textBlock(doc, text, { font: fonts.regular, size: 9.5 * s, color: colors.slate, lineGap: 2 * s }, textWidth),
    ],
    5 * s,
  );
  return {
    height: Math.max(badge, body.height) + pad * 2,
    draw(x, y) {
      drawNumberBadge(doc, x + pad, y + pad - 2 * s, badge, number);
      body.draw(x + pad + badge + gap, y + pad);
    },
  };
}

/** Grid cell background for step cards: a light panel with a navy top edge. */
export function stepCardBackground(doc: PDFKit.PDFDocument): (x: number, y: number, w: number, h: number) => void {
  return (x, y, w, h) => {
    doc.save();
    doc.rect(x, y, w, h).fill(colors.panel);
    doc.rect(x, y, w, 2).fill(colors.navy);
    doc.restore();
  };
}
