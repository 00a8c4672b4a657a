/**
 * Section headings: navy bold text with a short gold rule, optionally preceded by a gold
 * section number ("03").
 */
import type { Block } from './blocks.js';
import { measureLineWidth, measureText, drawText, type TextStyle } from './text-block.js';
import { colors, fonts } from './theme.js';

export interface HeadingOptions {
  size: number;
  /** Shown before the heading, zero-padded to two digits. */
  number?: number;
  color?: string;
  /** Gold rule under the heading (default) or none. */
  rule?: boolean;
}

const RULE_GAP = 6;
const RULE_HEIGHT = 2.5;
const RULE_WIDTH = 32;

export function heading(doc: PDFKit.PDFDocument, text: string, width: number, options: HeadingOptions): Block {
  const style: TextStyle = { font: fonts.bold, size: options.size, color: options.color ?? colors.navy, lineGap: 2 };
  const numberStyle: TextStyle = { font: fonts.bold, size: options.size, color: colors.gold };
  const numberLabel = options.number === undefined ? '' : String(options.number).padStart(2, '0');
  const numberWidth = numberLabel ? measureLineWidth(doc, numberLabel, numberStyle) + options.size * 0.6 : 0;
  const textHeight = measureText(doc, text, style, width - numberWidth);
  const withRule = options.rule ?? true;
  return {
    height: textHeight + (withRule ? RULE_GAP + RULE_HEIGHT : 0),
    draw(x, y) {
      if (numberLabel) drawText(doc, numberLabel, numberStyle, x, y, numberWidth);
      drawText(doc, text, style, x + numberWidth, y, width - numberWidth);
      if (withRule) {
        doc.save();
        doc.rect(x + numberWidth, y + textHeight + RULE_GAP, RULE_WIDTH, RULE_HEIGHT).fill(colors.gold);
        doc.restore();
      }
    },
  };
}
