/**
 * A list item as a measured block: a vector marker in the left gutter and the text beside it.
 * Items written as "Lead-in: explanation" get the lead-in as a bold line of its own, unless the
 * style says they are plain.
 */
import type { Block } from './blocks.js';
import { column } from './blocks.js';
import { drawBox, drawCheck, drawSquare } from './markers.js';
import { textBlock, type TextStyle } from './text-block.js';
import { fonts } from './theme.js';

/** A check (a point made), a square (a quiet bullet) or an empty box (a checklist item). */
export type Marker = 'check' | 'square' | 'box';

export interface BulletStyle {
  text: TextStyle;
  /** Style of a lead-in line; defaults to the text style in bold. */
  lead?: TextStyle;
  marker: Marker;
  markerColor?: string;
  /** Space from the left edge to the text. */
  indent: number;
  /** Never split a lead-in off (checklist items whose colon is part of the sentence). */
  plain?: boolean;
}

/** Splits "Title: explanation" when the part before the colon is a short title. */
export function splitLeadIn(text: string): { lead?: string; body: string } {
  const match = /^([^.:]{2,40}):\s+(.+)$/s.exec(text);
  if (!match?.[1] || !match[2]) return { body: text };
  return { lead: match[1], body: match[2] };
}

export function bulletItem(doc: PDFKit.PDFDocument, text: string, style: BulletStyle, width: number): Block {
  const textWidth = width - style.indent;
  const { lead, body } = style.plain ? { lead: undefined, body: text } : splitLeadIn(text);
  const leadStyle: TextStyle = style.lead ?? { ...style.text, font: fonts.bold };
  const parts: Block[] = [];
  if (lead) parts.push(textBlock(doc, lead, leadStyle, textWidth));
  parts.push(textBlock(doc, body, style.text, textWidth));
  const content = column(parts, 2);
  const firstSize = lead ? leadStyle.size : style.text.size;
  const markerSize = firstSize * 0.82;
  return {
    height: content.height,
    draw(x, y) {
      // Centre the marker on the first line's lowercase letters (a check reads a little lower).
      const markerY = y + firstSize * (style.marker === 'check' ? 0.12 : 0.05);
      if (style.marker === 'check') drawCheck(doc, x, markerY, markerSize, style.markerColor);
      else if (style.marker === 'box') drawBox(doc, x, y + firstSize * 0.02, firstSize * 0.9, style.markerColor);
      else drawSquare(doc, x, markerY, markerSize, style.markerColor);
      content.draw(x + style.indent, y);
    },
  };
}

/** Items one under another with `spacing` points between them. */
export function bulletList(
  doc: PDFKit.PDFDocument,
  items: readonly string[],
  style: BulletStyle,
  width: number,
  spacing: number,
): Block {
  return column(
    items.map((item) => bulletItem(doc, item, style, width)),
    spacing,
  );
}
