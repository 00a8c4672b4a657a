/**
 * Text as a measured block: the same font, size and options are used to measure
 * (`heightOfString`) and to draw, so the planned height is the drawn height.
 */
import type { Block } from './blocks.js';

export interface TextStyle {
  font: string;
  size: number;
  color: string;
  lineGap?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  characterSpacing?: number;
}

export interface TextExtras {
  /** Makes the text a link (https:, tel:, mailto:). */
  link?: string;
}

function textOptions(style: TextStyle, width: number, extras: TextExtras = {}): PDFKit.Mixins.TextOptions {
  return {
    width,
    lineGap: style.lineGap ?? 0,
    align: style.align ?? 'left',
    characterSpacing: style.characterSpacing ?? 0,
    ...(extras.link ? { link: extras.link, underline: false } : {}),
  };
}

/** Height the text takes at this width, without the gap after its last line. */
export function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle, width: number): number {
  doc.font(style.font).fontSize(style.size);
  return doc.heightOfString(text, textOptions(style, width)) - (style.lineGap ?? 0);
}

/** Width of a single line of text in this style. */
export function measureLineWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  doc.font(style.font).fontSize(style.size);
  return doc.widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 });
}

export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  x: number,
  y: number,
  width: number,
  extras: TextExtras = {},
): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  doc.text(text, x, y, textOptions(style, width, extras));
}

export function textBlock(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  width: number,
  extras: TextExtras = {},
): Block {
  return {
    height: measureText(doc, text, style, width),
    draw: (x, y) => drawText(doc, text, style, x, y, width, extras),
  };
}
