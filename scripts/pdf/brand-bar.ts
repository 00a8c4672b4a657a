/**
 * The brand line used at the top of every page: the logo, the firm's name and tagline in white,
 * and an optional right-aligned item (a call-to-action or the document title). Meant for navy.
 */
import { firm } from '../../content/firm.js';
import type { Block } from './blocks.js';
import { drawLogo } from './logo.js';
import { measureLineWidth, measureText, drawText, type TextStyle } from './text-block.js';
import { colors, fonts } from './theme.js';

export interface BrandBarOptions {
  logoSize: number;
  nameSize: number;
  /** Right-aligned text, e.g. "Call (212) 555-0147". */
  right?: { text: string; color?: string; size?: number; link?: string };
  /** Show the tagline under the name (default true). */
  tagline?: boolean;
}

export function brandBar(doc: PDFKit.PDFDocument, width: number, options: BrandBarOptions): Block {
  const nameStyle: TextStyle = { font: fonts.bold, size: options.nameSize, color: colors.onNavy };
  const taglineStyle: TextStyle = { font: fonts.regular, size: options.nameSize * 0.68, color: colors.onNavyMuted };
  const rightStyle: TextStyle = {
    font: fonts.bold,
    size: options.right?.size ?? options.nameSize * 0.9,
    color: options.right?.color ?? colors.gold,
  };
  const rightWidth = options.right ? measureLineWidth(doc, options.right.text, rightStyle) + 1 : 0;
  const gap = options.logoSize * 0.32;
  const textWidth = width - options.logoSize - gap - rightWidth - (rightWidth ? 16 : 0);
  const nameHeight = measureText(doc, firm.name, nameStyle, textWidth);
  const showTagline = options.tagline ?? true;
  const taglineHeight = showTagline ? measureText(doc, firm.tagline, taglineStyle, textWidth) : 0;
  const textHeight = nameHeight + (showTagline ? 3 + taglineHeight : 0);
  const height = Math.max(options.logoSize, textHeight);
  return {
    height,
    draw(x, y) {
      drawLogo(doc, x, y + (height - options.logoSize) / 2, options.logoSize, { onDark: true });
      const textX = x + options.logoSize + gap;
      const textY = y + (height - textHeight) / 2;
      drawText(doc, firm.name, nameStyle, textX, textY, textWidth);
      if (showTagline) drawText(doc, firm.tagline, taglineStyle, textX, textY + nameHeight + 3, textWidth);
      if (options.right) {
        const rightHeight = measureText(doc, options.right.text, rightStyle, rightWidth);
        drawText(
          doc,
          options.right.text,
          { ...rightStyle, align: 'right' },
          x + width - rightWidth,
          y + (height - rightHeight) / 2,
          rightWidth,
          options.right.link ? { link: options.right.link } : {},
        );
      }
    },
  };
}
