/**
 * Pagination for the long document: places measured blocks top to bottom inside a content area
 * and starts a new page (with its header) whenever the next block, plus whatever must stay with
 * it, would cross the bottom edge. Blocks are never split, so nothing is clipped; a block taller
 * than a whole page is refused. If pdfkit ever breaks a page on its own (a measuring mistake), the
 * flow throws instead of writing a page without its header.
 */
import type { Block } from './blocks.js';

export interface FlowArea {
  x: number;
  top: number;
  bottom: number;
}

export interface PlaceOptions {
  /** Space above the block; dropped at the top of a page. */
  gapBefore?: number;
  /** Height that must fit on the same page right after this block (keeps headings with text). */
  keepWith?: number;
}

export class Flow {
  private cursor: number;
  private page = 1;
  private breaking = false;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    /** Number of the document's current page when the flow starts. */
    startPage: number,
    private readonly area: FlowArea,
    /** Draws the running header on a fresh page. */
    private readonly onNewPage: () => void,
  ) {
    this.cursor = area.top;
    this.page = startPage;
    doc.on('pageAdded', () => {
      if (!this.breaking) throw new Error('Text overflowed its measured block and pdfkit added a page on its own');
    });
  }

  /** 1-based number of the page the cursor is on (the flow starts on the document's current page). */
  get pageNumber(): number {
    return this.page;
  }

  get y(): number {
    return this.cursor;
  }

  /** Starts a new page with its header; the cursor goes back to the top of the content area. */
  newPage(): void {
    this.breaking = true;
    try {
      this.doc.addPage();
    } finally {
      this.breaking = false;
    }
    this.page += 1;
    this.onNewPage();
    this.cursor = this.area.top;
  }

  /** Places `block`, breaking the page first if it (and `keepWith`) would not fit. */
  place(block: Block, options: PlaceOptions = {}): void {
    const capacity = this.area.bottom - this.area.top;
    if (block.height > capacity) {
      throw new Error(`A block of ${Math.ceil(block.height)} pt cannot fit a ${Math.floor(capacity)} pt page area`);
    }
    const atTop = this.cursor === this.area.top;
    const gap = atTop ? 0 : (options.gapBefore ?? 0);
    const needed = gap + block.height + Math.min(options.keepWith ?? 0, capacity - block.height);
    if (!atTop && this.cursor + needed > this.area.bottom) this.newPage();
    if (this.cursor !== this.area.top) this.cursor += gap;
    block.draw(this.area.x, this.cursor);
    this.cursor += block.height;
  }
}
