/**
 * Chart colours and text, as plain values: recharts writes them into SVG attributes, where the
 * theme's CSS variables are not reliably resolved. They mirror styles.css (navy-600, slate).
 */
export const CHART_BAR_COLOR = '#2c4a7d';
export const CHART_GRID_COLOR = '#e2e8f0';
export const CHART_CURSOR_COLOR = '#f1f5f9';
/** slate-600: AA on white at this size. */
export const CHART_TICK = { fontSize: 12, fill: '#475569' } as const;
