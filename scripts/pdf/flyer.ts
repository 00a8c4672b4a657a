/**
 * The two-sided flyer (debt-negotiation-guide.pdf): front with the promise, the claims, the
 * reasons to call and the debts handled; back with the four steps, the benefits, who it is for,
 * the contact card and the disclaimer. Exactly two US Letter pages: each side is planned at the
 * largest type scale that fits, and a third page throws.
 */
import { brochureCard, flyer } from '../../content/brochure.js';
import { debtReliefPage } from '../../content/debt-relief.js';
import { firm } from '../../content/firm.js';
import { copyrightLine } from '../../content/footer.js';
import { cellWidth, column, columnMajor, grid, panel, row } from './blocks.js';
import { benefitCell } from './benefit-cell.js';
import { brandBar } from './brand-bar.js';
import { bulletItem, bulletList, type BulletStyle } from './bullets.js';
import { contactCard } from './contact-card.js';
import { contactStrip } from './contact-strip.js';
import { heading } from './heading.js';
import { brochureKeywords, documentDate, documentInfo } from './metadata.js';
import { limitPages } from './page-limit.js';
import { renderPdf, type PdfOptions, type RenderedPdf } from './render-pdf.js';
import { drawStack, planStack, type StackPlan } from './stack.js';
import { statTiles } from './stat-tiles.js';
import { stepCardBackground, stepCell } from './step-cell.js';
import { textBlock, type TextStyle } from './text-block.js';
import { colors, fonts, page } from './theme.js';

const MARGIN = 42;
const WIDTH = page.width - MARGIN * 2;
/** Type scales tried in turn until a side fits; below the last one the copy is too long. */
const SCALES = [1, 0.96, 0.92, 0.88, 0.84, 0.8] as const;
const GOLD_RULE = 4;

interface PlannedSide {
  scale: number;
  plan: StackPlan;
  draw(): void;
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

function planFront(doc: PDFKit.PDFDocument, s: number): PlannedSide {
  // Header band: brand line, eyebrow, headline, subheadline.
  const padTop = 30;
  const brand = brandBar(doc, WIDTH, { logoSize: 38, nameSize: 13.5, right: { ...callToAction(), size: 12 } });
  const textWidth = WIDTH * 0.84;
  const eyebrow = textBlock(
    doc,
    brochureCard.heading.toUpperCase(),
    { font: fonts.bold, size: 8.5 * s, color: colors.gold, characterSpacing: 1.1 },
    WIDTH,
  );
  const headline = textBlock(
    doc,
    flyer.front.headline,
    { font: fonts.bold, size: 31 * s, color: colors.onNavy, lineGap: 1 },
    textWidth,
  );
  const subheadline = textBlock(
    doc,
    flyer.front.subheadline,
    { font: fonts.regular, size: 12 * s, color: colors.onNavyMuted, lineGap: 3.5 * s },
    textWidth,
  );
  const heroGaps = { afterBrand: 34 * s, afterEyebrow: 10 * s, afterHeadline: 12 * s };
  const bandHeight =
    padTop +
    brand.height +
    heroGaps.afterBrand +
    eyebrow.height +
    heroGaps.afterEyebrow +
    headline.height +
    heroGaps.afterHeadline +
    subheadline.height +
    34 * s;

  // Footer band: every contact line.
  const strip = contactStrip(doc, WIDTH, { size: 9.5 * s });
  const footerPad = 18 * s;
  const footerHeight = strip.height + footerPad * 2;
  const footerTop = page.height - footerHeight;

  // Body sections.
  const stats = statTiles(doc, flyer.front.claims, WIDTH, { figureSize: 24 * s, labelSize: 8.5 * s });

  const bulletStyle: BulletStyle = {
    text: { font: fonts.regular, size: 10.5 * s, color: colors.slate, lineGap: 2 * s },
    marker: 'check',
    indent: 18 * s,
  };
  const bulletColumns = 2;
  const bulletGutter = 26;
  const bulletWidth = cellWidth(WIDTH, bulletColumns, bulletGutter);
  const reasons = grid(
    flyer.front.bullets.map((item) => bulletItem(doc, item, bulletStyle, bulletWidth)),
    { columns: bulletColumns, width: bulletWidth, gutter: bulletGutter, rowGap: 12 * s },
  );

  const debtTypes = panel(doc, WIDTH, { padding: 20 * s, fill: colors.panel, accent: colors.gold }, (inner) => {
    const typeStyle: BulletStyle = {
      text: { font: fonts.regular, size: 9.5 * s, color: colors.slate, lineGap: 1.5 * s },
      marker: 'square',
      indent: 13 * s,
    };
    const columns = 2;
    const gutter = 24;
    const typeWidth = cellWidth(inner, columns, gutter);
    return column(
      [
        heading(doc, debtReliefPage.debtTypesHeading, inner, { size: 14 * s }),
        textBlock(
          doc,
          debtReliefPage.debtTypesIntro,
          { font: fonts.regular, size: 9.5 * s, color: colors.slateMuted, lineGap: 2 },
          inner,
        ),
        grid(
          columnMajor(debtReliefPage.debtTypes, columns).map((item) => bulletItem(doc, item, typeStyle, typeWidth)),
          { columns, width: typeWidth, gutter, rowGap: 7 * s },
        ),
      ],
      10 * s,
    );
  });

  const sections = [stats, reasons, debtTypes];
  const top = bandHeight + GOLD_RULE + 26 * s;
  const bottom = footerTop - 26 * s;
  const plan = planStack(sections, top, bottom, 22 * s, 44);

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
  const padTop = 24;
  const brand = brandBar(doc, WIDTH, { logoSize: 30, nameSize: 12, right: { ...callToAction(), size: 11 } });
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
  const footerTop = page.height - 30 - disclaimer.height;

  // 1. How it works: intro and a 2 x 2 grid of step cards.
  const stepColumns = 2;
  const stepGutter = 14;
  const stepWidth = cellWidth(WIDTH, stepColumns, stepGutter);
  const steps = column(
    [
      heading(doc, flyer.back.heading, WIDTH, { size: 17 * s }),
      textBlock(
        doc,
        debtReliefPage.processIntro,
        { font: fonts.regular, size: 10 * s, color: colors.slateMuted },
        WIDTH,
      ),
      grid(
        flyer.back.steps.map((step, i) => stepCell(doc, i + 1, step.title, step.text, stepWidth, { scale: s })),
        {
          columns: stepColumns,
          width: stepWidth,
          gutter: stepGutter,
          rowGap: 12 * s,
          cellBackground: stepCardBackground(doc),
        },
      ),
    ],
    10 * s,
  );

  // 2. Benefits: a 3 x 2 grid.
  const benefitColumns = 3;
  const benefitGutter = 20;
  const benefitWidth = cellWidth(WIDTH, benefitColumns, benefitGutter);
  const benefits = column(
    [
      heading(doc, debtReliefPage.benefitsHeading, WIDTH, { size: 17 * s }),
      grid(
        debtReliefPage.benefits.map((benefit) =>
          benefitCell(doc, benefit.title, benefit.text, benefitWidth, { scale: s }),
        ),
        { columns: benefitColumns, width: benefitWidth, gutter: benefitGutter, rowGap: 14 * s },
      ),
    ],
    12 * s,
  );

  // 3. Who we help beside the contact card, at one shared height.
  const sideGutter = 16;
  const leftWidth = WIDTH * 0.47;
  const rightWidth = WIDTH - leftWidth - sideGutter;
  const whoContent = (minHeight: number) =>
    panel(doc, leftWidth, { padding: 18 * s, fill: colors.panel, minHeight, stroke: colors.rule }, (inner) =>
      column(
        [
          heading(doc, flyer.back.whoWeHelpHeading, inner, { size: 13 * s }),
          bulletList(
            doc,
            flyer.back.whoWeHelp,
            {
              text: { font: fonts.regular, size: 9.5 * s, color: colors.slate, lineGap: 1.5 * s },
              marker: 'check',
              indent: 16 * s,
            },
            inner,
            7 * s,
          ),
        ],
        11 * s,
      ),
    );
  const cardOptions = {
    heading: debtReliefPage.contactHeading,
    lead: flyer.back.closing,
    size: 9.3 * s,
    padding: 18 * s,
  };
  const naturalHeight = Math.max(whoContent(0).height, contactCard(doc, rightWidth, cardOptions).height);
  const closing = row([
    { offset: 0, block: whoContent(naturalHeight) },
    {
      offset: leftWidth + sideGutter,
      block: contactCard(doc, rightWidth, { ...cardOptions, minHeight: naturalHeight }),
    },
  ]);

  const sections = [steps, benefits, closing];
  const top = bandHeight + GOLD_RULE + 24 * s;
  const bottom = footerTop - 26 * s;
  const plan = planStack(sections, top, bottom, 20 * s, 40);

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
