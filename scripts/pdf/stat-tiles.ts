/**
 * The headline claims as a row of figures ("2,300+") over small labels ("Companies Rescued"),
 * separated by hairlines.
 */
import type { Block } from './blocks.js';
import { measureText, drawText, type TextStyle } from './text-block.js';
import { colors, fonts } from './theme.js';

/** "2,300+ Companies Rescued" becomes the figure "2,300+" and the label "Companies Rescued". */
export function splitClaim(claim: string): { figure: string; label: string } {
  const space = claim.indexOf(' ');
  if (space < 0) return { figure: claim, label: '' };
  return { figure: claim.slice(0, space), label: claim.slice(space + 1) };
}

export interface StatTilesOptions {
  figureSize: number;
  labelSize: number;
  /** Colours for a light (default) or navy background. */
  figureColor?: string;
  labelColor?: string;
  dividerColor?: string;
}

export function statTiles(
  doc: PDFKit.PDFDocument,
  claims: readonly string[],
  width: number,
  options: StatTilesOptions,
): Block {
  const tileWidth = width / claims.length;
  const padding = 6;
  const figureStyle: TextStyle = {
    font: fonts.bold,
    size: options.figureSize,
    color: options.figureColor ?? colors.navy,
    align: 'center',
  };
  const labelStyle: TextStyle = {
    font: fonts.regular,
    size: options.labelSize,
    color: options.labelColor ?? colors.slateMuted,
    align: 'center',
    lineGap: 1,
  };
  const tiles = claims.map((claim) => {
    const { figure, label } = splitClaim(claim);
    const innerWidth = tileWidth - padding * 2;
    return {
      figure,
      label,
      figureHeight: measureText(doc, figure, figureStyle, innerWidth),
      labelHeight: measureText(doc, label, labelStyle, innerWidth),
    };
  });
  const figureHeight = Math.max(...tiles.map((tile) => tile.figureHeight));
  const labelGap = options.labelSize * 0.5;
  const height = figureHeight + labelGap + Math.max(...tiles.map((tile) => tile.labelHeight));
  return {
    height,
    draw(x, y) {
      tiles.forEach((tile, i) => {
        const left = x + i * tileWidth;
        drawText(doc, tile.figure, figureStyle, left + padding, y, tileWidth - padding * 2);
        drawText(doc, tile.label, labelStyle, left + padding, y + figureHeight + labelGap, tileWidth - padding * 2);
        if (i > 0) {
          doc.save();
          doc
            .moveTo(left, y + 2)
            .lineTo(left, y + height - 2)
            .lineWidth(0.75)
            .stroke(options.dividerColor ?? colors.rule);
          doc.restore();
        }
      });
    },
  };
}
