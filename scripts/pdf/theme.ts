/**
 * The brochure PDFs' visual language: the site's navy and slate palette with a restrained gold
 * accent (see src/client/styles.css), the PDF standard fonts (built into every reader, so nothing
 * is embedded or downloaded) and the US Letter page.
 */

export const colors = {
  navy: '#0b1f3a',
  navyDeep: '#06132a',
  navyMid: '#172b4d',
  navyLine: '#2c4a7d',
  gold: '#c8a24a',
  /** Body text. */
  slate: '#334155',
  /** Secondary text: labels, captions, footers. */
  slateMuted: '#64748b',
  /** Text on navy. */
  onNavy: '#ffffff',
  onNavyMuted: '#cbd5e1',
  /** Hairlines and panel borders. */
  rule: '#d5dce6',
  /** Light panels. */
  panel: '#f3f6fa',
  /** The logo's mountain. */
  mountain: '#e2e8f0',
} as const;

export const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

/** US Letter in PDF points (72 per inch). */
export const page = { width: 612, height: 792 } as const;
