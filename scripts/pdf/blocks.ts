/**
 * Measured layout blocks: each knows its height before it is drawn, so pages can be planned
 * (and refused) before anything is written. Composition only: columns, grids, rows, panels.
 */

/** A rectangle of content with a known height, drawn with its top-left corner at (x, y). */
export interface Block {
  readonly height: number;
  draw(x: number, y: number): void;
}

/** A fixed amount of empty space. */
export function spacer(height: number): Block {
  return { height, draw: () => undefined };
}

/** Blocks stacked top to bottom with `spacing` points between neighbours. */
export function column(blocks: readonly Block[], spacing: number): Block {
  const height = blocks.reduce((sum, block) => sum + block.height, 0) + spacing * Math.max(0, blocks.length - 1);
  return {
    height,
    draw(x, y) {
      let top = y;
      for (const block of blocks) {
        block.draw(x, top);
        top += block.height + spacing;
      }
    },
  };
}

/** Width of one cell when `totalWidth` is split into `columns` with `gutter` between them. */
export function cellWidth(totalWidth: number, columns: number, gutter: number): number {
  return (totalWidth - gutter * (columns - 1)) / columns;
}

export interface GridOptions {
  columns: number;
  /** Cell width, as given by `cellWidth`; cells must have been built at this width. */
  width: number;
  gutter: number;
  rowGap: number;
  /** Drawn behind each row's cells at their shared (tallest) height, e.g. a card background. */
  cellBackground?: (x: number, y: number, width: number, height: number) => void;
}

/** Reorders items so a row-by-row grid of `columns` reads down each column, like a newspaper. */
export function columnMajor<T>(items: readonly T[], columns: number): T[] {
  const rows = Math.ceil(items.length / columns);
  const ordered: T[] = [];
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < columns; c += 1) {
      const item = items[c * rows + r];
      if (item !== undefined) ordered.push(item);
    }
  }
  return ordered;
}

/** Cells laid out left to right, row by row; a row is as tall as its tallest cell. */
export function grid(cells: readonly Block[], options: GridOptions): Block {
  const rows: Block[][] = [];
  for (let i = 0; i < cells.length; i += options.columns) rows.push(cells.slice(i, i + options.columns));
  const rowHeights = rows.map((row) => Math.max(...row.map((cell) => cell.height)));
  const height = rowHeights.reduce((sum, h) => sum + h, 0) + options.rowGap * Math.max(0, rows.length - 1);
  return {
    height,
    draw(x, y) {
      let top = y;
      rows.forEach((row, r) => {
        const rowHeight = rowHeights[r] ?? 0;
        row.forEach((cell, c) => {
          const left = x + c * (options.width + options.gutter);
          options.cellBackground?.(left, top, options.width, rowHeight);
          cell.draw(left, top);
        });
        top += rowHeight + options.rowGap;
      });
    },
  };
}

/** Blocks side by side at the given x offsets, top-aligned. */
export function row(items: ReadonlyArray<{ offset: number; block: Block }>): Block {
  return {
    height: Math.max(0, ...items.map((item) => item.block.height)),
    draw(x, y) {
      for (const item of items) item.block.draw(x + item.offset, y);
    },
  };
}

export interface PanelOptions {
  padding: number;
  fill: string;
  radius?: number;
  /** Stretch the panel to at least this height (e.g. to match a neighbour). */
  minHeight?: number;
  stroke?: string;
  /** A coloured bar on the panel's left edge. */
  accent?: string;
}

/**
 * A filled rectangle around a block. `build` receives the inner width (outer width minus the
 * padding) and returns the content block.
 */
export function panel(
  doc: PDFKit.PDFDocument,
  outerWidth: number,
  options: PanelOptions,
  build: (innerWidth: number) => Block,
): Block {
  const inner = build(outerWidth - options.padding * 2);
  const height = Math.max(inner.height + options.padding * 2, options.minHeight ?? 0);
  return {
    height,
    draw(x, y) {
      doc.save();
      doc.roundedRect(x, y, outerWidth, height, options.radius ?? 0).fill(options.fill);
      if (options.stroke)
        doc
          .roundedRect(x, y, outerWidth, height, options.radius ?? 0)
          .lineWidth(0.75)
          .stroke(options.stroke);
      if (options.accent) doc.rect(x, y, 3, height).fill(options.accent);
      doc.restore();
      inner.draw(x + options.padding, y + options.padding);
    },
  };
}
