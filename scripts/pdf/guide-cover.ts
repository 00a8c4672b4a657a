/**
 * The guide's cover: a navy band with the brand, title, subtitle and headline claims; a table
 * of contents (page numbers filled in after the pages exist); every contact line in a navy footer.
 */
import { corporateGuide, flyer } from '../../content/brochure.js';
import { debtReliefPage } from '../../content/debt-relief.js';
import { belowBottomMargin } from './bottom-margin.js';
import { brandBar } from './brand-bar.js';
import { contactStrip } from './contact-strip.js';
import { contents, type ContentsEntry } from './contents.js';
import { drawStack, planStack } from './stack.js';
import { statTiles } from './stat-tiles.js';
import { textBlock } from './text-block.js';
import { colors, fonts, page } from './theme.js';

/** Document chrome, not copy: the label over the table of contents. */
const CONTENTS_LABEL = 'Contents';

export interface CoverLayout {
  margin: number;
}

/** Draws the cover on the current page and returns the function that fills in its contents. */
export function drawCover(doc: PDFKit.PDFDocument, layout: CoverLayout, entries: readonly ContentsEntry[]): () => void {
  const width = page.width - layout.margin * 2;
  const textWidth = width * 0.8;

  const padTop = 44;
  const brand = brandBar(doc, width, { logoSize: 44, nameSize: 15 });
  const eyebrow = textBlock(
    doc,
    debtReliefPage.hero.eyebrow.toUpperCase(),
    { font: fonts.bold, size: 9, color: colors.gold, characterSpacing: 1.4 },
    width,
  );
  const title = textBlock(
    doc,
    corporateGuide.title,
    { font: fonts.bold, size: 38, color: colors.onNavy, lineGap: 2 },
    width,
  );
  const subtitle = textBlock(
    doc,
    corporateGuide.subtitle,
    { font: fonts.regular, size: 14, color: colors.onNavyMuted, lineGap: 4 },
    textWidth,
  );
  const stats = statTiles(doc, flyer.front.claims, width, {
    figureSize: 21,
    labelSize: 8,
    figureColor: colors.onNavy,
    labelColor: colors.onNavyMuted,
    dividerColor: colors.navyLine,
  });
  const gaps = { afterBrand: 56, afterEyebrow: 12, afterTitle: 16, bar: 3, afterBar: 16, beforeStats: 40, bottom: 36 };
  const bandHeight =
    padTop +
    brand.height +
    gaps.afterBrand +
    eyebrow.height +
    gaps.afterEyebrow +
    title.height +
    gaps.afterTitle +
    gaps.bar +
    gaps.afterBar +
    subtitle.height +
    gaps.beforeStats +
    stats.height +
    gaps.bottom;

  const strip = contactStrip(doc, width, { size: 9.5, columns: [['phone'], ['email', 'web']] });
  const footerPad = 20;
  const footerHeight = strip.height + footerPad * 2;
  const footerTop = page.height - footerHeight;

  const toc = contents(doc, entries, width, { label: CONTENTS_LABEL, size: 10.5 });
  const plan = planStack([toc], bandHeight + 4 + 30, footerTop - 30, 0, 0);
  if (!plan.fits) throw new Error(`The guide's cover is ${Math.ceil(plan.overflow)} pt too tall; shorten the contents`);

  doc.save();
  doc.rect(0, 0, page.width, bandHeight).fill(colors.navy);
  doc.rect(0, bandHeight, page.width, 4).fill(colors.gold);
  doc.restore();
  let y = padTop;
  brand.draw(layout.margin, y);
  y += brand.height + gaps.afterBrand;
  eyebrow.draw(layout.margin, y);
  y += eyebrow.height + gaps.afterEyebrow;
  title.draw(layout.margin, y);
  y += title.height + gaps.afterTitle;
  doc.save();
  doc.rect(layout.margin, y, 56, gaps.bar).fill(colors.gold);
  doc.restore();
  y += gaps.bar + gaps.afterBar;
  subtitle.draw(layout.margin, y);
  y += subtitle.height + gaps.beforeStats;
  doc.save();
  doc
    .moveTo(layout.margin, y - gaps.beforeStats / 2)
    .lineTo(layout.margin + width, y - gaps.beforeStats / 2)
    .lineWidth(0.5)
    .stroke(colors.navyLine);
  doc.restore();
  stats.draw(layout.margin, y);

  doc.save();
  doc.rect(0, footerTop, page.width, footerHeight).fill(colors.navy);
  doc.rect(0, footerTop, page.width, 2).fill(colors.gold);
  doc.restore();
  belowBottomMargin(doc, () => strip.draw(layout.margin, footerTop + footerPad + 1));

  // The contents wait for their page numbers.
  return () => drawStack([toc], layout.margin, plan);
}
