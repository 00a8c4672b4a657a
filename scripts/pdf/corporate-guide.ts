/**
 * The "Corporate Debt Solutions" guide (corporate-debt-solutions.pdf): a cover with the claims and
 * a table of contents, then the guide's sections plus the debts handled and the benefits from the
 * landing page, a contact card and the disclaimer. Inner pages carry a navy header and a footer
 * with contact details and page numbers; content is paginated block by block, never clipped.
 */
import { corporateGuide, type GuideSection } from '../../content/brochure.js';
import { debtReliefPage } from '../../content/debt-relief.js';
import { claims } from '../../content/firm.js';
import { copyrightLine } from '../../content/footer.js';
import { contactSection } from '../../content/home.js';
import { benefitCell } from './benefit-cell.js';
import { cellWidth, column, columnMajor, grid, panel, type Block } from './blocks.js';
import { bulletItem, type BulletStyle } from './bullets.js';
import { contactCard } from './contact-card.js';
import type { ContentsEntry } from './contents.js';
import { Flow } from './flow.js';
import { drawGuideFooter, drawGuideHeader, footerTop, headerHeight } from './guide-chrome.js';
import { drawCover } from './guide-cover.js';
import { heading } from './heading.js';
import { brochureKeywords, documentDate, documentInfo } from './metadata.js';
import { renderPdf, type PdfOptions, type RenderedPdf } from './render-pdf.js';
import { textBlock, type TextStyle } from './text-block.js';
import { colors, fonts, page } from './theme.js';

const MARGIN = 64;
const WIDTH = page.width - MARGIN * 2;
const layout = { margin: MARGIN };

const bodyStyle: TextStyle = { font: fonts.regular, size: 10.5, color: colors.slate, lineGap: 4.5 };
const bulletStyle: BulletStyle = {
  text: bodyStyle,
  lead: { font: fonts.bold, size: 10.5, color: colors.navy },
  marker: 'check',
  indent: 20,
};

const space = {
  beforeChapter: 34,
  afterHeading: 14,
  betweenParagraphs: 9,
  beforeList: 10,
  betweenItems: 7,
};

/** A block of a chapter's body and the space above it. */
interface BodyItem {
  block: Block;
  gapBefore: number;
  /** The next item must start on the same page as this one. */
  keepWithNext?: boolean;
}

/** Height that must follow item `index` on its page: the chain of items it is kept with. */
function keptAfter(items: readonly BodyItem[], index: number): number {
  let height = 0;
  for (let i = index; items[i]?.keepWithNext; i += 1) {
    const next = items[i + 1];
    if (!next) break;
    height += next.gapBefore + next.block.height;
  }
  return height;
}

/** One numbered section: its title and its body, as separately placeable blocks. */
interface Chapter {
  title: string;
  body: (doc: PDFKit.PDFDocument) => BodyItem[];
}

/**
 * Keeps a list's first two items together, its last two together, and the sentence that
 * introduces the list with its first item, so no page starts or ends with a lone line of a list.
 */
function keepListsTogether(intro: BodyItem[], list: BodyItem[]): BodyItem[] {
  return [
    ...intro.map((item, i) => ({ ...item, keepWithNext: i === intro.length - 1 && list.length > 0 })),
    ...list.map((item, i) => ({ ...item, keepWithNext: i === 0 || i === list.length - 2 })),
  ];
}

function sectionChapter(section: GuideSection): Chapter {
  return {
    title: section.heading,
    body: (doc) =>
      keepListsTogether(
        section.paragraphs.map((paragraph, i) => ({
          block: textBlock(doc, paragraph, bodyStyle, WIDTH),
          gapBefore: i === 0 ? 0 : space.betweenParagraphs,
        })),
        (section.bullets ?? []).map((item, i) => ({
          block: bulletItem(doc, item, bulletStyle, WIDTH),
          gapBefore: i === 0 ? space.beforeList : space.betweenItems,
        })),
      ),
  };
}

function debtTypesChapter(): Chapter {
  return {
    title: debtReliefPage.debtTypesHeading,
    body: (doc) => [
      { block: textBlock(doc, debtReliefPage.debtTypesIntro, bodyStyle, WIDTH), gapBefore: 0, keepWithNext: true },
      {
        block: panel(doc, WIDTH, { padding: 18, fill: colors.panel, accent: colors.gold }, (inner) => {
          const columns = 2;
          const gutter = 24;
          const width = cellWidth(inner, columns, gutter);
          const style: BulletStyle = { text: { ...bodyStyle, size: 10, lineGap: 2 }, marker: 'square', indent: 14 };
          return grid(
            columnMajor(debtReliefPage.debtTypes, columns).map((item) => bulletItem(doc, item, style, width)),
            { columns, width, gutter, rowGap: 8 },
          );
        }),
        gapBefore: space.beforeList + 2,
      },
    ],
  };
}

function benefitsChapter(): Chapter {
  return {
    title: debtReliefPage.benefitsHeading,
    body: (doc) => {
      const columns = 2;
      const gutter = 28;
      const width = cellWidth(WIDTH, columns, gutter);
      const cells = debtReliefPage.benefits.map((benefit) =>
        benefitCell(doc, benefit.title, benefit.text, width, { scale: 1.08 }),
      );
      // One block per row, so the grid may break between rows.
      const rows: Block[] = [];
      for (let i = 0; i < cells.length; i += columns) {
        rows.push(grid(cells.slice(i, i + columns), { columns, width, gutter, rowGap: 0 }));
      }
      return rows.map((block, i) => ({ block, gapBefore: i === 0 ? 2 : 16 }));
    },
  };
}

/**
 * The guide's own sections, with the landing page's debt list and benefits placed just before the
 * last one (the call to action), so the guide still ends on its next steps.
 */
function guideChapters(): Chapter[] {
  const sections = corporateGuide.sections.map(sectionChapter);
  const closing = sections.pop();
  return [...sections, debtTypesChapter(), benefitsChapter(), ...(closing ? [closing] : [])];
}

function closingBlocks(doc: PDFKit.PDFDocument): BodyItem[] {
  const finePrint: TextStyle = { font: fonts.regular, size: 8, color: colors.slateMuted, lineGap: 2 };
  const disclaimer = column(
    [
      textBlock(doc, corporateGuide.disclaimer, finePrint, WIDTH),
      textBlock(doc, copyrightLine(documentDate().getUTCFullYear()), finePrint, WIDTH),
    ],
    5,
  );
  const ruled: Block = {
    height: disclaimer.height + 12,
    draw(x, y) {
      doc.save();
      doc
        .moveTo(x, y)
        .lineTo(x + WIDTH, y)
        .lineWidth(0.5)
        .stroke(colors.rule);
      doc.restore();
      disclaimer.draw(x, y + 12);
    },
  };
  return [
    {
      block: contactCard(doc, WIDTH, {
        heading: contactSection.detailsHeading,
        lead: claims.followUpPromise,
        size: 10.5,
        padding: 24,
        layout: 'split',
      }),
      gapBefore: 24,
    },
    { block: ruled, gapBefore: 28 },
  ];
}

export function drawCorporateGuide(doc: PDFKit.PDFDocument): void {
  const chapters = guideChapters();
  const entries: ContentsEntry[] = chapters.map((chapter) => ({ title: chapter.title }));
  const fillContents = drawCover(doc, layout, entries);

  const flow = new Flow(doc, 1, { x: MARGIN, top: headerHeight(doc, layout) + 36, bottom: footerTop - 24 }, () =>
    drawGuideHeader(doc, layout, corporateGuide.title),
  );
  flow.newPage();

  chapters.forEach((chapter, i) => {
    const title = heading(doc, chapter.title, WIDTH, { size: 18, number: i + 1 });
    const body = chapter.body(doc);
    const first = body[0];
    flow.place(title, {
      gapBefore: space.beforeChapter,
      keepWith: first ? space.afterHeading + first.block.height + keptAfter(body, 0) : 0,
    });
    doc.outline.addItem(chapter.title);
    const entry = entries[i];
    if (entry) entry.page = flow.pageNumber;
    body.forEach(({ block, gapBefore }, j) =>
      flow.place(block, { gapBefore: j === 0 ? space.afterHeading : gapBefore, keepWith: keptAfter(body, j) }),
    );
  });
  const closing = closingBlocks(doc);
  closing.forEach(({ block, gapBefore }, j) => flow.place(block, { gapBefore, keepWith: keptAfter(closing, j) }));

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    if (i === start) fillContents();
    else drawGuideFooter(doc, layout, i + 1, count);
  }
}

export function renderCorporateGuide(options: PdfOptions = {}): Promise<RenderedPdf> {
  return renderPdf(
    {
      info: documentInfo({
        title: corporateGuide.title,
        subject: corporateGuide.subtitle,
        keywords: brochureKeywords(),
      }),
      margins: { top: 0, left: MARGIN, right: MARGIN, bottom: page.height - footerTop + 12 },
      bufferPages: true,
      ...(options.compress === undefined ? {} : { compress: options.compress }),
    },
    (doc) => drawCorporateGuide(doc),
  );
}
