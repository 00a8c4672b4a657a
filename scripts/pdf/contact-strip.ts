/**
 * Every contact line in one horizontal band, grouped by kind (phones, e-mail addresses, website),
 * each group a column of small labels over bold values. Meant for a navy background.
 */
import type { Block } from './blocks.js';
import { contactLines, type ContactLine } from './contact-details.js';
import { measureLineWidth, measureText, drawText, type TextStyle } from './text-block.js';
import { colors, fonts } from './theme.js';

type Kind = 'phone' | 'email' | 'web';

export interface ContactStripOptions {
  size: number;
  /** Which kinds share a column, left to right (default: phones | e-mails | website). */
  columns?: ReadonlyArray<readonly Kind[]>;
  /** Color of the values; labels are always muted. */
  valueColor?: string;
}

function kindOf(line: ContactLine): Kind {
  if (line.link.startsWith('tel:')) return 'phone';
  if (line.link.startsWith('mailto:')) return 'email';
  return 'web';
}

export function contactStrip(doc: PDFKit.PDFDocument, width: number, options: ContactStripOptions): Block {
  const labelStyle: TextStyle = { font: fonts.regular, size: options.size * 0.82, color: colors.onNavyMuted };
  const valueStyle: TextStyle = { font: fonts.bold, size: options.size, color: options.valueColor ?? colors.onNavy };
  const lines = contactLines();
  const columns = options.columns ?? [['phone'], ['email'], ['web']];
  const groups = columns
    .map((kinds) => lines.filter((line) => kinds.includes(kindOf(line))))
    .filter((group) => group.length > 0);

  const labelGap = options.size * 0.5;
  const rowGap = options.size * 0.55;
  const measured = groups.map((group) => {
    const labelWidth = Math.max(
      ...group.map((line) => (line.label ? measureLineWidth(doc, line.label, labelStyle) + labelGap : 0)),
    );
    const valueWidth = Math.max(...group.map((line) => measureLineWidth(doc, line.value, valueStyle))) + 1;
    const rowHeight = measureText(doc, 'Ag', valueStyle, 1000);
    return {
      group,
      labelWidth,
      valueWidth,
      width: labelWidth + valueWidth,
      height: group.length * rowHeight + (group.length - 1) * rowGap,
      rowHeight,
    };
  });
  const used = measured.reduce((sum, m) => sum + m.width, 0);
  if (used > width)
    throw new Error(`Contact details need ${Math.ceil(used)} pt but only ${Math.floor(width)} pt are available`);
  const spacing = groups.length > 1 ? (width - used) / (groups.length - 1) : 0;
  const height = Math.max(...measured.map((m) => m.height));

  return {
    height,
    draw(x, y) {
      let left = x;
      for (const m of measured) {
        let top = y + (height - m.height) / 2;
        for (const line of m.group) {
          if (line.label)
            drawText(doc, line.label, labelStyle, left, top + (valueStyle.size - labelStyle.size) * 0.8, m.labelWidth);
          drawText(doc, line.value, valueStyle, left + m.labelWidth, top, m.valueWidth, { link: line.link });
          top += m.rowHeight + rowGap;
        }
        left += m.width + spacing;
      }
    },
  };
}
