import { Suspense, type ReactNode } from 'react';
import { AnalyticsSection } from './analytics-section.js';
import { ChartBoundary } from './chart-boundary.js';

export interface ChartRow {
  label: string;
  value: number;
}

interface ChartFrameProps {
  title: string;
  /** One visible sentence with the gist of the chart. */
  summary: string;
  /** The screen-reader table's column headers: what a row names, what it counts. */
  columns: readonly [string, string];
  rows: readonly ChartRow[];
  /** Height of the drawing, in CSS pixels. */
  height: number;
  /** The (lazily loaded) chart itself. */
  children: ReactNode;
}

/**
 * A chart's card. Screen readers cannot read an SVG chart, so the drawing is hidden from them
 * and the same figures are given as a visually hidden table. The title, summary and table are
 * in the admin chunk; only the drawing waits for the chart library, in a box of fixed height so
 * nothing below jumps when it arrives.
 */
export function ChartFrame({ title, summary, columns, rows, height, children }: ChartFrameProps) {
  return (
    <AnalyticsSection title={title}>
      <p className="text-sm text-slate-700">{summary}</p>
      <div aria-hidden="true" className="min-w-0" style={{ height }}>
        <ChartBoundary>
          <Suspense fallback={null}>{children}</Suspense>
        </ChartBoundary>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AnalyticsSection>
  );
}
