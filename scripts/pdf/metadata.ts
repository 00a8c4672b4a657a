/**
 * PDF document information (Title, Author, Subject, Keywords, dates). The dates are fixed so two
 * builds of the same copy produce byte-identical files: pdfkit derives the file ID from this
 * dictionary and otherwise stamps the current time.
 */
import { debtReliefPage } from '../../content/debt-relief.js';
import { firm } from '../../content/firm.js';

/** Bump when the brochure copy changes materially. */
const CONTENT_DATE = '2026-11-22T00:00:00Z';

/**
 * The date written into both PDFs: `SOURCE_DATE_EPOCH` (seconds, the reproducible-builds
 * convention) when set, otherwise the content date above.
 */
export function documentDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date(CONTENT_DATE);
}

export interface DocumentDescription {
  title: string;
  subject: string;
  keywords: readonly string[];
}

/** Keywords shared by both brochures: the service, the firm's tagline and every debt type handled. */
export function brochureKeywords(): string[] {
  return [debtReliefPage.hero.eyebrow, firm.tagline, ...debtReliefPage.debtTypes];
}

/** The info dictionary for one document; the author is always the firm. */
export function documentInfo(description: DocumentDescription, date: Date = documentDate()): PDFKit.DocumentInfo {
  return {
    Title: description.title,
    Author: firm.name,
    Subject: description.subject,
    Keywords: description.keywords.join(', '),
    Creator: firm.name,
    CreationDate: date,
    ModDate: date,
  };
}
