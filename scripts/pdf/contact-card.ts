/**
 * A navy call-to-action card: heading, optional lead text, the principal's name and title, and
 * every contact line as a label column and a value column (values are links). Narrow cards stack
 * everything; wide ones put the contact lines beside the principal's name.
 */
import { firm } from '../../content/firm.js';
import type { Block } from './blocks.js';
import { contactLines } from './contact-details.js';
import { measureLineWidth, measureText, drawText, type TextStyle } from './text-block.js';
import { colors, fonts } from './theme.js';

export interface ContactCardOptions {
  heading: string;
  lead?: string;
  /** Base text size; headings and labels scale from it. */
  size: number;
  padding: number;
  /** Stretch the card to at least this height. */
  minHeight?: number;
  /** `split` puts the contact lines beside the principal's name (for wide cards). Default `stacked`. */
  layout?: 'stacked' | 'split';
}

export function contactCard(doc: PDFKit.PDFDocument, width: number, options: ContactCardOptions): Block {
  const { size, padding } = options;
  const split = options.layout === 'split';
  const inner = width - padding * 2;
  const columnGap = padding / 2;
  const headingStyle: TextStyle = { font: fonts.bold, size: size * 1.35, color: colors.onNavy, lineGap: 1 };
  const leadStyle: TextStyle = { font: fonts.regular, size, color: colors.onNavyMuted, lineGap: size * 0.3 };
  const nameStyle: TextStyle = { font: fonts.bold, size: size * 1.05, color: colors.gold };
  const titleStyle: TextStyle = { font: fonts.regular, size: size * 0.9, color: colors.onNavyMuted };
  const labelStyle: TextStyle = { font: fonts.regular, size: size * 0.85, color: colors.onNavyMuted };
  const valueStyle: TextStyle = { font: fonts.bold, size, color: colors.onNavy };

  const lines = contactLines();
  const labelWidth = Math.max(...lines.map((line) => measureLineWidth(doc, line.label, labelStyle))) + size;
  const naturalValueWidth = Math.max(...lines.map((line) => measureLineWidth(doc, line.value, valueStyle))) + 1;
  const rowsWidth = split ? labelWidth + naturalValueWidth : inner;
  const personWidth = split ? inner - rowsWidth - columnGap * 2 : inner;
  const valueWidth = rowsWidth - labelWidth;
  const rows = lines.map((line) => ({
    line,
    height: Math.max(
      measureText(doc, line.value, valueStyle, valueWidth),
      measureText(doc, line.label, labelStyle, labelWidth),
    ),
  }));
  const rowGap = size * 0.45;
  const sectionGap = size * 0.9;

  const headingHeight = measureText(doc, options.heading, headingStyle, inner);
  const leadHeight = options.lead ? measureText(doc, options.lead, leadStyle, inner) : 0;
  const introHeight = headingHeight + (options.lead ? sectionGap * 0.6 + leadHeight : 0);
  const nameHeight = measureText(doc, firm.principal.fullName, nameStyle, personWidth);
  const titleHeight = measureText(doc, firm.principal.title, titleStyle, personWidth);
  const personHeight = nameHeight + 2 + titleHeight;
  const rowsHeight = rows.reduce((sum, r) => sum + r.height, 0) + rowGap * (rows.length - 1);

  const natural =
    padding * 2 +
    introHeight +
    sectionGap +
    (split ? sectionGap + Math.max(personHeight, rowsHeight) : personHeight + sectionGap + rowsHeight);
  const height = Math.max(natural, options.minHeight ?? 0);

  return {
    height,
    draw(x, y) {
      doc.save();
      doc.rect(x, y, width, height).fill(colors.navy);
      doc.rect(x, y, width, 3).fill(colors.gold);
      doc.restore();
      const left = x + padding;
      let top = y + padding;
      drawText(doc, options.heading, headingStyle, left, top, inner);
      top += headingHeight;
      if (options.lead) {
        top += sectionGap * 0.6;
        drawText(doc, options.lead, leadStyle, left, top, inner);
        top += leadHeight;
      }
      top += sectionGap;
      let rowsLeft = left;
      doc.save();
      if (split) {
        // A hairline under the introduction; the principal on the left, contact lines on the right.
        doc
          .moveTo(left, top)
          .lineTo(left + inner, top)
          .lineWidth(0.5)
          .stroke(colors.navyLine);
        top += sectionGap;
        rowsLeft = x + width - padding - rowsWidth;
      } else {
        // Any extra height from minHeight goes above the contact lines, keeping them at the bottom.
        top = y + height - padding - rowsHeight;
        doc
          .moveTo(left, top - sectionGap / 2)
          .lineTo(left + inner, top - sectionGap / 2)
          .lineWidth(0.5)
          .stroke(colors.navyLine);
      }
      doc.restore();
      const personTop = split ? top : y + padding + introHeight + sectionGap;
      drawText(doc, firm.principal.fullName, nameStyle, left, personTop, personWidth);
      drawText(doc, firm.principal.title, titleStyle, left, personTop + nameHeight + 2, personWidth);
      for (const { line, height: rowHeight } of rows) {
        // Labels are smaller than values: drop them to share the baseline.
        drawText(doc, line.label, labelStyle, rowsLeft, top + (valueStyle.size - labelStyle.size) * 0.8, labelWidth);
        drawText(doc, line.value, valueStyle, rowsLeft + labelWidth, top, valueWidth, { link: line.link });
        top += rowHeight + rowGap;
      }
    },
  };
}
