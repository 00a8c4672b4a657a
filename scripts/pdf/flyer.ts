/**
 * The two-sided flyer (debt-negotiation-guide.pdf). Front: the promise, the claims, how creditors
 * decide whether to settle and the options for each kind of debt. Back: what to gather before
 * talking to anyone, the four steps, how the firm works, the contact card and the disclaimer.
 * The three guide sections are the brochure card's bullets (content/brochure.ts `flyerSections`)
 * and are bookmarked. Exactly two US Letter pages: each side is planned at the largest type scale
 * that fits, and a third page throws.
 */
import { brochureCard, flyer, type FlyerChecklist, type FlyerTopic } from '../../content/brochure.js';
import { debtReliefPage } from '../../content/debt-relief.js';
import { firm } from '../../content/firm.js';
import { copyrightLine } from '../../content/footer.js';
import { cellWidth, column, columnMajor, grid, panel, row, type Block } from './blocks.js';
import { benefitCell } from './benefit-cell.js';
import { brandBar } from './brand-bar.js';
import { bulletItem, bulletList, type BulletStyle } from './bullets.js';
import { contactCard } from './contact-card.js';
import { contactStrip } from './contact-strip.js';
import { heading } from './heading.js';
import { brochureKeywords, documentDate, documentInfo } from './metadata.js';
import { drawNumberBadge } from './markers.js';
import { limitPages } from './page-limit.js';
import { renderPdf, type PdfOptions, type RenderedPdf } from './render-pdf.js';
import { drawStack, planStack, type StackPlan } from './stack.js';
import { statTiles } from './stat-tiles.js';
import { measureText, textBlock, type TextStyle } from './text-block.js';
import { colors, fonts, page } from './theme.js';

const MARGIN = 42;
const WIDTH = page.width - MARGIN * 2;
/** Type scales tried in turn until a side fits; below the last one the copy is too long. */
const SCALES = [1, 0.97, 0.94, 0.91, 0.88, 0.85] as const;
const GOLD_RULE = 4;

interface PlannedSide {
  scale: number;
  plan: StackPlan;
  draw(): void;
}

/** A section to bookmark when it is drawn (the PDF reader's outline). */
function bookmarked(doc: PDFKit.PDFDocument, title: string, block: Block): Block {
  return {
    height: block.height,
    draw(x, y) {
      doc.outline.addItem(title);
      block.draw(x, y);
    },
  };
}

/** A navy band across the full page width (bleeding off both edges), from `y` down. */
function navyBand(doc: PDFKit.PDFDocument, y: number, height: number): void {
  doc.save();
  doc.rect(0, y, page.width, height).fill(colors.navy);
  doc.restore();
}

function goldRule(doc: PDFKit.PDFDocument, y: number): void {
  doc.save();
  doc.rect(0, y, page.width, GOLD_RULE).fill(colors.gold);
  doc.restore();
}

function callToAction() {
  const phone = firm.phones[0];
  return { text: debtReliefPage.hero.callButtonLabel, ...(phone ? { link: `tel:${phone.dial}` } : {}) };
}

const introStyle = (s: number): TextStyle => ({
  font: fonts.regular,
  size: 9.6 * s,
  color: colors.slate,
  lineGap: 2 * s,
});
const noteStyle = (s: number): TextStyle => ({
  font: fonts.italic,
  size: 8.8 * s,
  color: colors.slateMuted,
  lineGap: 1.5 * s,
});

/** One step of the process: a gold number and a bold title, the explanation under them. */
function stepPoint(doc: PDFKit.PDFDocument, number: number, title: string, text: string, width: number, s: number) {
  const titleStyle: TextStyle = { font: fonts.bold, size: 10.5 * s * 0.96, color: colors.navy };
  const badge = 14 * s;
  const indent = badge + 7 * s;
  const titleHeight = Math.max(badge, measureText(doc, title, titleStyle, width - indent));
  const titleBlock = textBlock(doc, title, titleStyle, width - indent);
  const body = textBlock(
    doc,
    text,
    { font: fonts.regular, size: 9 * s * 0.96, color: colors.slate, lineGap: 1.8 * s },
    width,
  );
  const gap = 4 * s;
  return {
    height: titleHeight + gap + body.height,
    draw(x: number, y: number) {
      drawNumberBadge(doc, x, y - 1.5 * s, badge, number);
      titleBlock.draw(x + indent, y + (badge - titleStyle.size) / 2 - 1.5 * s + 0.5);
      body.draw(x, y + titleHeight + gap);
    },
  };
}

/** A guide section of titled points: heading, introduction, the points two by two, the note. */
function topicSection(doc: PDFKit.PDFDocument, topic: FlyerTopic, width: number, s: number): Block {
  const columns = 2;
  const gutter = 22;
  const pointWidth = cellWidth(width, columns, gutter);
  return column(
    [
      heading(doc, topic.heading, width, { size: 14.5 * s }),
      textBlock(doc, topic.intro, introStyle(s), width),
      grid(
        topic.points.map((point) => benefitCell(doc, point.title, point.text, pointWidth, { scale: s * 0.96 })),
        { columns, width: pointWidth, gutter, rowGap: 10 * s },
      ),
      textBlock(doc, topic.note, noteStyle(s), width),
    ],
    9 * s,
  );
}

/** The checklist section: heading, introduction, tick boxes in two columns, the note. */
function checklistSection(doc: PDFKit.PDFDocument, list: FlyerChecklist, width: number, s: number): Block {
  const columns = 2;
  const gutter = 22;
  const itemWidth = cellWidth(width, columns, gutter);
  const style: BulletStyle = {
    text: { font: fonts.regular, size: 9.4 * s, color: colors.slate, lineGap: 1.5 * s },
    marker: 'box',
    markerColor: colors.navy,
    indent: 17 * s,
    plain: true,
  };
  return column(
    [
      heading(doc, list.heading, width, { size: 14.5 * s }),
      textBlock(doc, list.intro, introStyle(s), width),
      grid(
        columnMajor(list.items, columns).map((item) => bulletItem(doc, item, style, itemWidth)),
        { columns, width: itemWidth, gutter, rowGap: 7 * s },
      ),
      textBlock(doc, list.note, noteStyle(s), width),
    ],
    9 * s,
  );
}

function planFront(doc: PDFKit.PDFDocument, s: number): PlannedSide {
  // Header band: brand line, eyebrow, headline, subheadline.
  const padTop = 26;
  const brand = brandBar(doc, WIDTH, { logoSize: 34, nameSize: 13, right: { ...callToAction(), size: 12 } });
  const textWidth = WIDTH;
  const eyebrow = textBlock(
    doc,
    brochureCard.heading.toUpperCase(),
    { font: fonts.bold, size: 8.5 * s, color: colors.gold, characterSpacing: 1.1 },
    WIDTH,
  );
  const headline = textBlock(
    doc,
    flyer.front.headline,
    { font: fonts.bold, size: 25 * s, color: colors.onNavy, lineGap: 1 },
    WIDTH,
  );
  const subheadline = textBlock(
    doc,
    flyer.front.subheadline,
    { font: fonts.regular, size: 10.5 * s, color: colors.onNavyMuted, lineGap: 3 * s },
    textWidth,
  );
  const heroGaps = { afterBrand: 20 * s, afterEyebrow: 7 * s, afterHeadline: 7 * s };
  const bandHeight =
    padTop +
    brand.height +
    heroGaps.afterBrand +
    eyebrow.height +
    heroGaps.afterEyebrow +
    headline.height +
    heroGaps.afterHeadline +
    subheadline.height +
    18 * s;

  // Footer band: every contact line.
  const strip = contactStrip(doc, WIDTH, { size: 9.5 * s });
  const footerPad = 14 * s;
  const footerHeight = strip.height + footerPad * 2;
  const footerTop = page.height - footerHeight;

  // Body: the claims, then the card's first two promises.
  const stats = statTiles(doc, flyer.front.claims, WIDTH, { figureSize: 20 * s, labelSize: 8 * s });
  const settle = bookmarked(doc, flyer.front.settle.heading, topicSection(doc, flyer.front.settle, WIDTH, s));
  const optionsPanel = panel(doc, WIDTH, { padding: 16 * s, fill: colors.panel, accent: colors.gold }, (inner) =>
    topicSection(doc, flyer.front.options, inner, s),
  );
  const options = bookmarked(doc, flyer.front.options.heading, optionsPanel);

  const sections = [stats, settle, options];
  const top = bandHeight + GOLD_RULE + 18 * s;
  const bottom = footerTop - 18 * s;
  const plan = planStack(sections, top, bottom, 16 * s, 30);

  return {
    scale: s,
    plan,
    draw() {
      navyBand(doc, 0, bandHeight);
      let y = padTop;
      brand.draw(MARGIN, y);
      y += brand.height + heroGaps.afterBrand / 2;
      doc.save();
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.5)
        .stroke(colors.navyLine);
      doc.restore();
      y += heroGaps.afterBrand / 2;
      eyebrow.draw(MARGIN, y);
      y += eyebrow.height + heroGaps.afterEyebrow;
      headline.draw(MARGIN, y);
      y += headline.height + heroGaps.afterHeadline;
      subheadline.draw(MARGIN, y);
      goldRule(doc, bandHeight);

      drawStack(sections, MARGIN, plan);

      navyBand(doc, footerTop, footerHeight);
      doc.save();
      doc.rect(0, footerTop, page.width, 2).fill(colors.gold);
      doc.restore();
      strip.draw(MARGIN, footerTop + footerPad + 1);
    },
  };
}

function planBack(doc: PDFKit.PDFDocument, s: number): PlannedSide {
  const padTop = 20;
  const brand = brandBar(doc, WIDTH, { logoSize: 28, nameSize: 12, right: { ...callToAction(), size: 11 } });
  const bandHeight = padTop * 2 + brand.height;

  // Footer: disclaimer and copyright.
  const finePrint: TextStyle = { font: fonts.regular, size: 7.3 * s, color: colors.slateMuted, lineGap: 1.5 };
  const disclaimer = column(
    [
      textBlock(doc, flyer.back.disclaimer, finePrint, WIDTH),
      textBlock(doc, copyrightLine(documentDate().getUTCFullYear()), finePrint, WIDTH),
    ],
    3,
  );
  const footerTop = page.height - 26 - disclaimer.height;

  // 1. The card's third promise: what to gather.
  const gather = bookmarked(doc, flyer.back.gather.heading, checklistSection(doc, flyer.back.gather, WIDTH, s));

  // 2. How it works: the four steps, two by two.
  const stepColumns = 2;
  const stepGutter = 22;
  const stepWidth = cellWidth(WIDTH, stepColumns, stepGutter);
  const steps = column(
    [
      heading(doc, flyer.back.heading, WIDTH, { size: 14.5 * s }),
      grid(
        flyer.back.steps.map((step, i) => stepPoint(doc, i + 1, step.title, step.text, stepWidth, s)),
        { columns: stepColumns, width: stepWidth, gutter: stepGutter, rowGap: 10 * s },
      ),
    ],
    10 * s,
  );

  // 3. How we work beside the contact card, at one shared height.
  const sideGutter = 16;
  const leftWidth = WIDTH * 0.44;
  const rightWidth = WIDTH - leftWidth - sideGutter;
  const howWeWork = (minHeight: number) =>
    panel(doc, leftWidth, { padding: 16 * s, fill: colors.panel, minHeight, stroke: colors.rule }, (inner) =>
      column(
        [
          heading(doc, flyer.back.howWeWorkHeading, inner, { size: 13 * s }),
          bulletList(
            doc,
            flyer.back.howWeWork,
            {
              text: { font: fonts.regular, size: 9.2 * s, color: colors.slate, lineGap: 1.5 * s },
              marker: 'check',
              indent: 16 * s,
            },
            inner,
            6 * s,
          ),
        ],
        10 * s,
      ),
    );
  const cardOptions = {
    heading: debtReliefPage.contactHeading,
    lead: flyer.back.closing,
    size: 9 * s,
    padding: 16 * s,
  };
  const naturalHeight = Math.max(howWeWork(0).height, contactCard(doc, rightWidth, cardOptions).height);
  const closing = row([
    { offset: 0, block: howWeWork(naturalHeight) },
    {
      offset: leftWidth + sideGutter,
      block: contactCard(doc, rightWidth, { ...cardOptions, minHeight: naturalHeight }),
    },
  ]);

  const sections = [gather, steps, closing];
  const top = bandHeight + GOLD_RULE + 20 * s;
  const bottom = footerTop - 20 * s;
  const plan = planStack(sections, top, bottom, 16 * s, 34);

  return {
    scale: s,
    plan,
    draw() {
      navyBand(doc, 0, bandHeight);
      brand.draw(MARGIN, padTop);
      goldRule(doc, bandHeight);
      drawStack(sections, MARGIN, plan);
      doc.save();
      doc
        .moveTo(MARGIN, footerTop - 9)
        .lineTo(MARGIN + WIDTH, footerTop - 9)
        .lineWidth(0.5)
        .stroke(colors.rule);
      doc.restore();
      disclaimer.draw(MARGIN, footerTop);
    },
  };
}

/** Plans a side at the largest scale that fits; throws when even the smallest is too big. */
function fitSide(
  doc: PDFKit.PDFDocument,
  side: string,
  plan: (doc: PDFKit.PDFDocument, scale: number) => PlannedSide,
): PlannedSide {
  let last: PlannedSide | undefined;
  for (const scale of SCALES) {
    last = plan(doc, scale);
    if (last.plan.fits) return last;
  }
  throw new Error(
    `The flyer's ${side} does not fit on one page even at ${SCALES[SCALES.length - 1]}x type ` +
      `(${Math.ceil(last?.plan.overflow ?? 0)} pt over); shorten the copy in content/brochure.ts`,
  );
}

/** Draws both sides into `doc`, which must hold exactly its first page. */
export function drawFlyer(doc: PDFKit.PDFDocument): { frontScale: number; backScale: number } {
  const pages = limitPages(doc, 2, 'The flyer');
  const front = fitSide(doc, 'front', planFront);
  front.draw();
  doc.addPage();
  const back = fitSide(doc, 'back', planBack);
  back.draw();
  if (pages.count !== 2) throw new Error(`The flyer has ${pages.count} page(s); it must have exactly 2`);
  return { frontScale: front.scale, backScale: back.scale };
}

export function renderFlyer(options: PdfOptions = {}): Promise<RenderedPdf> {
  return renderPdf(
    {
      info: documentInfo({
        title: brochureCard.heading,
        subject: flyer.front.headline,
        keywords: brochureKeywords(),
      }),
      // Everything is positioned explicitly. With zero margins pdfkit breaks a page only when text
      // runs off the paper, and the page guard turns any such break into an error.
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      ...(options.compress === undefined ? {} : { compress: options.compress }),
    },
    (doc) => {
      drawFlyer(doc);
    },
  );
}
