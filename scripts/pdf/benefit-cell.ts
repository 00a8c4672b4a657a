/**
 * One benefit: a gold check and a bold title, the explanation underneath at full cell width.
 */
import type { Block } from './blocks.js';
import { drawCheck } from './markers.js';
import { measureText, textBlock, type TextStyle } from './text-block.js';
import { colors, fonts } from './theme.js';

export interface BenefitCellOptions {
  /** Type scale: 1 is a 10.5 pt title over 9 pt text. */
  scale: number;
}

export function benefitCell(
  doc: PDFKit.PDFDocument,
  title: string,
  text: string,
  width: number,
  options: BenefitCellOptions,
): Block {
  const s = options.scale;
  const titleStyle: TextStyle = { font: fonts.bold, size: 10.5 * s, color: colors.navy };
  const check = 10 * s;
  const indent = check + 7 * s;
  const titleBlock = textBlock(doc, title, titleStyle, width - indent);
  const titleHeight = measureText(doc, title, titleStyle, width - indent);
  const body = textBlock(doc, text, { font: fonts.regular, size: 9 * s, color: colors.slate, lineGap: 1.8 * s }, width);
  const gap = 5 * s;
  return {
    height: titleHeight + gap + body.height,
    draw(x, y) {
      drawCheck(doc, x, y + 0.5 * s, check);
      titleBlock.draw(x + indent, y);
      body.draw(x, y + titleHeight + gap);
    },
  };
}
