/**
 * A table of contents: numbered section titles with right-aligned page numbers over hairlines.
 * Its height depends only on the titles, so it can be reserved on the cover before the pages
 * exist and drawn once they do.
 */
import type { Block } from './blocks.js';
import { measureLineWidth, measureText, drawText, type TextStyle } from './text-block.js';
import { colors, fonts } from './theme.js';

export interface ContentsEntry {
  title: string;
  /** Filled in once the section has been placed. */
  page?: number;
}

export interface ContentsOptions {
  label: string;
  size: number;
}

export function contents(
  doc: PDFKit.PDFDocument,
  entries: readonly ContentsEntry[],
  width: number,
  options: ContentsOptions,
): Block {
  const labelStyle: TextStyle = {
    font: fonts.bold,
    size: options.size * 0.8,
    color: colors.gold,
    characterSpacing: 1.2,
  };
  const numberStyle: TextStyle = { font: fonts.bold, size: options.size, color: colors.gold };
  const titleStyle: TextStyle = { font: fonts.regular, size: options.size, color: colors.navy };
  const pageStyle: TextStyle = { font: fonts.bold, size: options.size, color: colors.navy, align: 'right' };
  const numberWidth = measureLineWidth(doc, '00', numberStyle) + options.size;
  const pageWidth = measureLineWidth(doc, '000', pageStyle);
  const titleWidth = width - numberWidth - pageWidth - options.size;
  const rowPad = options.size * 0.55;
  const rows = entries.map((entry) => measureText(doc, entry.title, titleStyle, titleWidth) + rowPad * 2);
  const labelHeight = measureText(doc, options.label, labelStyle, width);
  const labelGap = options.size * 0.6;
  const height = labelHeight + labelGap + rows.reduce((sum, h) => sum + h, 0);

  return {
    height,
    draw(x, y) {
      drawText(doc, options.label.toUpperCase(), labelStyle, x, y, width);
      let top = y + labelHeight + labelGap;
      entries.forEach((entry, i) => {
        const rowHeight = rows[i] ?? 0;
        doc.save();
        doc
          .moveTo(x, top)
          .lineTo(x + width, top)
          .lineWidth(0.5)
          .stroke(colors.rule);
        doc.restore();
        drawText(doc, String(i + 1).padStart(2, '0'), numberStyle, x, top + rowPad, numberWidth);
        drawText(doc, entry.title, titleStyle, x + numberWidth, top + rowPad, titleWidth);
        if (entry.page !== undefined)
          drawText(doc, String(entry.page), pageStyle, x + width - pageWidth, top + rowPad, pageWidth);
        top += rowHeight;
      });
    },
  };
}
