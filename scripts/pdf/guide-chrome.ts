/**
 * The running header and footer of the guide's inner pages: a slim navy band with the brand and
 * the document title, and a footer with the firm's contact details and "Page n of N".
 */
import { firm } from '../../content/firm.js';
import { belowBottomMargin } from './bottom-margin.js';
import { brandBar } from './brand-bar.js';
import { measureLineWidth, measureText, drawText, type TextStyle } from './text-block.js';
import { colors, fonts, page } from './theme.js';

export interface ChromeLayout {
  /** Left and right margin of the page content. */
  margin: number;
}

const HEADER_PAD = 14;
const FOOTER_HEIGHT = 46;
const SEPARATOR = '   \u00b7   ';

/** Height of the header band including its gold rule. */
export function headerHeight(doc: PDFKit.PDFDocument, layout: ChromeLayout): number {
  return HEADER_PAD * 2 + headerBrand(doc, layout, '').height + 2;
}

/** Top of the footer (its hairline). */
export const footerTop = page.height - FOOTER_HEIGHT;

function headerBrand(doc: PDFKit.PDFDocument, layout: ChromeLayout, title: string) {
  return brandBar(doc, page.width - layout.margin * 2, {
    logoSize: 24,
    nameSize: 10.5,
    tagline: false,
    right: { text: title, color: colors.onNavyMuted, size: 9 },
  });
}

export function drawGuideHeader(doc: PDFKit.PDFDocument, layout: ChromeLayout, title: string): void {
  const brand = headerBrand(doc, layout, title);
  const height = HEADER_PAD * 2 + brand.height;
  doc.save();
  doc.rect(0, 0, page.width, height).fill(colors.navy);
  doc.rect(0, height, page.width, 2).fill(colors.gold);
  doc.restore();
  brand.draw(layout.margin, HEADER_PAD);
}

/** Draws the footer on the current page; safe below the bottom margin. */
export function drawGuideFooter(
  doc: PDFKit.PDFDocument,
  layout: ChromeLayout,
  pageNumber: number,
  pageCount: number,
): void {
  const style: TextStyle = { font: fonts.regular, size: 8, color: colors.slateMuted };
  const pageStyle: TextStyle = { ...style, font: fonts.bold, color: colors.navy, align: 'right' };
  const width = page.width - layout.margin * 2;
  const label = pageLabel(pageNumber, pageCount);
  const labelWidth = measureLineWidth(doc, label, pageStyle) + 1;
  const detailsWidth = width - labelWidth - 16;
  // As many details as fit on one line beside the page number, most important first.
  const candidates = [firm.name, firm.phones[0]?.display, firm.website.display, firm.emails[0]?.address].filter(
    (item): item is string => Boolean(item),
  );
  let details = '';
  for (const item of candidates) {
    const next = details ? `${details}${SEPARATOR}${item}` : item;
    if (measureLineWidth(doc, next, style) > detailsWidth) break;
    details = next;
  }
  const textY = footerTop + (FOOTER_HEIGHT - measureText(doc, label, style, width)) / 2;

  belowBottomMargin(doc, () => {
    doc.save();
    doc
      .moveTo(layout.margin, footerTop)
      .lineTo(page.width - layout.margin, footerTop)
      .lineWidth(0.5)
      .stroke(colors.rule);
    doc.restore();
    drawText(doc, details, style, layout.margin, textY, detailsWidth);
    drawText(doc, label, pageStyle, layout.margin + width - labelWidth, textY, labelWidth);
  });
}

/** Document chrome, not copy. */
export const pageLabel = (pageNumber: number, pageCount: number): string => `Page ${pageNumber} of ${pageCount}`;
