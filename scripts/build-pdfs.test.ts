/**
 * The brochure PDF build step: runs the real CLI into a temp folder, then checks the files the
 * site serves.
 *
 * Structure (page count, page size, metadata, bookmarks) is read from the raw bytes: pdfkit never
 * compresses object dictionaries, only content streams. Page text lives in those deflated streams
 * as hex glyph codes split up by kerning, so searching the raw file for words is unreliable; text
 * is checked with `pdftotext` (Debian package poppler-utils) instead. Without it those checks are
 * skipped locally and fail in CI.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brochureCard, brochureFiles, corporateGuide, flyer, flyerSections } from '../content/brochure.js';
import { debtReliefPage } from '../content/debt-relief.js';
import { claims, firm } from '../content/firm.js';
import { buildPdfs } from './pdf/build.js';
import { Flow } from './pdf/flow.js';
import { documentDate } from './pdf/metadata.js';
import { limitPages, PageLimitError } from './pdf/page-limit.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = path.join(ROOT, 'scripts', 'build-pdfs.ts');

/** Where a brochure is served from, resolved under an output folder. */
const fileFor = (outDir: string, kind: keyof typeof brochureFiles) =>
  path.join(outDir, ...brochureFiles[kind].path.split('/'));

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
const runTextChecks = hasPdftotext || Boolean(process.env.CI);

/** The page text, whitespace collapsed so wrapped phrases still match. */
function pdfText(file: string): string {
  if (!hasPdftotext) throw new Error('pdftotext is missing: install the Debian package poppler-utils');
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** A PDF literal string as pdfkit writes ASCII text: (text) with (, ) and \ escaped. */
const pdfString = (value: string) => `(${value.replace(/[()\\]/g, (c) => `\\${c}`)})`;

/** The body of indirect object `n` (between `n 0 obj` and `endobj`). */
function objectBody(raw: string, n: string): string {
  const match = new RegExp(`(?:^|\\n)${n} 0 obj\\s*([\\s\\S]*?)\\s*endobj`).exec(raw);
  if (!match?.[1]) throw new Error(`object ${n} not found`);
  return match[1];
}

/** A document information entry (Title, Author...), which pdfkit may store inline or by reference. */
function infoEntry(raw: string, key: string): string | undefined {
  const infoRef = /\/Info (\d+) 0 R/.exec(raw)?.[1];
  if (!infoRef) return undefined;
  const entry = new RegExp(`/${key} (?:(\\d+) 0 R|(\\((?:\\\\.|[^\\\\)])*\\)))`).exec(objectBody(raw, infoRef));
  if (!entry) return undefined;
  return entry[1] ? objectBody(raw, entry[1]) : entry[2];
}

/** A date as PDF writes it: D:YYYYMMDDHHmmSSZ (UTC). */
const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** Page objects: `/Type /Page`, not the `/Type /Pages` tree node. */
const countPages = (raw: string) => raw.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

describe('scripts/build-pdfs.ts', () => {
  let outDir: string;
  let stdout: string;
  let flyerRaw: string;
  let guideRaw: string;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'build-pdfs-'));
    const result = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, outDir], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`build-pdfs failed (${result.status}): ${result.stderr}`);
    stdout = result.stdout;
    flyerRaw = (await readFile(fileFor(outDir, 'flyer'))).toString('latin1');
    guideRaw = (await readFile(fileFor(outDir, 'corporate'))).toString('latin1');
  });

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('writes both files at their brochureFiles paths and reports them with sizes', () => {
    for (const kind of ['flyer', 'corporate'] as const) {
      const file = fileFor(outDir, kind);
      expect(existsSync(file)).toBe(true);
      expect(stdout).toContain(brochureFiles[kind].fileName);
    }
    expect(stdout).toMatch(/debt-negotiation-guide\.pdf \(\d+(\.\d)? KB, 2 pages\)/);
    expect(stdout).toMatch(/corporate-debt-solutions\.pdf \(\d+(\.\d)? KB, \d+ pages\)/);
  });

  it('writes complete PDF files', () => {
    for (const raw of [flyerRaw, guideRaw]) {
      expect(raw.startsWith('%PDF-')).toBe(true);
      expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    }
  });

  it('makes the flyer exactly two US Letter pages and the guide at least three', () => {
    expect(countPages(flyerRaw)).toBe(2);
    expect(countPages(guideRaw)).toBeGreaterThanOrEqual(3);
    for (const raw of [flyerRaw, guideRaw]) {
      const boxes = raw.match(/\/MediaBox \[[^\]]*\]/g) ?? [];
      expect(boxes.length).toBe(countPages(raw));
      for (const box of boxes) expect(box).toBe('/MediaBox [0 0 612 792]');
    }
  });

  it('sets title, author, subject and a fixed creation date', () => {
    expect(infoEntry(flyerRaw, 'Title')).toBe(pdfString(brochureCard.heading));
    expect(infoEntry(flyerRaw, 'Subject')).toBe(pdfString(flyer.front.headline));
    expect(infoEntry(guideRaw, 'Title')).toBe(pdfString(corporateGuide.title));
    expect(infoEntry(guideRaw, 'Subject')).toBe(pdfString(corporateGuide.subtitle));
    for (const raw of [flyerRaw, guideRaw]) {
      expect(infoEntry(raw, 'Author')).toBe(pdfString(firm.name));
      expect(infoEntry(raw, 'Keywords')).toContain(debtReliefPage.hero.eyebrow);
      expect(infoEntry(raw, 'CreationDate')).toBe(`(${pdfDate(documentDate())})`);
    }
  });

  it('bookmarks every guide section', () => {
    for (const section of corporateGuide.sections) expect(guideRaw).toContain(`/Title ${pdfString(section.heading)}`);
    expect(guideRaw).toContain(`/Title ${pdfString(debtReliefPage.debtTypesHeading)}`);
    expect(guideRaw).toContain(`/Title ${pdfString(debtReliefPage.benefitsHeading)}`);
  });

  it('is reproducible: building again in-process gives byte-identical files', async () => {
    const again = await mkdtemp(path.join(os.tmpdir(), 'build-pdfs-again-'));
    try {
      const written = await buildPdfs(again);
      expect(written.map((pdf) => pdf.kind)).toEqual(['flyer', 'corporate']);
      expect(written.find((pdf) => pdf.kind === 'flyer')?.pages).toBe(2);
      for (const kind of ['flyer', 'corporate'] as const) {
        expect((await readFile(fileFor(again, kind))).equals(await readFile(fileFor(outDir, kind)))).toBe(true);
      }
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });

  const contactDetails = [
    firm.name,
    firm.principal.fullName,
    ...firm.phones.map((phone) => phone.display),
    ...firm.emails.map((email) => email.address),
    firm.website.display,
  ];
  const claimFigures = [
    claims.yearsExperience,
    claims.companiesRescued,
    claims.debtRestructured,
    claims.clientSavings,
    claims.averageDebtReduction,
  ];
  const stepTitles = debtReliefPage.steps.map((step) => step.title);

  it.runIf(runTextChecks)('puts the contact details, claims, steps and disclaimer on the flyer', () => {
    const text = pdfText(fileFor(outDir, 'flyer'));
    for (const expected of [
      ...contactDetails,
      ...claimFigures,
      ...stepTitles,
      flyer.front.headline,
      flyer.back.howWeWorkHeading,
      ...flyer.back.howWeWork,
      claims.fees,
      claims.noEscrow,
      claims.cashFlow,
      claims.notLawFirm,
      claims.followUpPromise,
      'consult a licensed attorney',
    ]) {
      expect(text).toContain(expected);
    }
  });

  /**
   * The hero card lists what the guide covers (its bullets, rendered from brochureCard): each
   * promise must be the heading of a flyer section that is really there, with its whole content.
   */
  it.runIf(runTextChecks)('gives every promise on the brochure card its own section in the flyer', () => {
    const text = pdfText(fileFor(outDir, 'flyer'));
    expect(brochureCard.bullets.length).toBeGreaterThan(0);
    for (const promise of brochureCard.bullets) {
      expect(text, `the flyer has no heading "${promise}"`).toContain(promise);
      const section = flyerSections.find((candidate) => candidate.heading === promise);
      if (!section) throw new Error(`no flyer section is headed "${promise}"`);
      const body =
        'points' in section ? section.points.flatMap((point) => [point.title, point.text]) : [...section.items];
      expect(body.length).toBeGreaterThanOrEqual(4);
      for (const expected of [section.intro, ...body, section.note]) expect(text).toContain(expected);
    }
    // The sections follow the card's order.
    const positions = brochureCard.bullets.map((promise) => text.indexOf(promise));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('bookmarks the flyer sections the card promises', () => {
    for (const promise of brochureCard.bullets) expect(flyerRaw).toContain(`/Title ${pdfString(promise)}`);
  });

  it.runIf(runTextChecks)('puts every section, the claims, contact details and disclaimer in the guide', () => {
    const text = pdfText(fileFor(outDir, 'corporate'));
    for (const expected of [
      corporateGuide.title,
      ...contactDetails,
      ...claimFigures,
      claims.debtRestructuredPhrase,
      ...corporateGuide.sections.map((section) => section.heading),
      ...stepTitles,
      ...debtReliefPage.debtTypes,
      ...debtReliefPage.benefits.map((benefit) => benefit.title),
      claims.followUpPromise,
      'consult a licensed attorney',
    ]) {
      expect(text).toContain(expected);
    }
    const pages = countPages(guideRaw);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('layout guards', () => {
  it('refuses a third flyer page', () => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const pages = limitPages(doc, 2, 'The flyer');
    doc.addPage();
    expect(pages.count).toBe(2);
    expect(() => doc.addPage()).toThrow(PageLimitError);
  });

  it('refuses text that overflows onto a page the guard did not expect', () => {
    const doc = new PDFDocument({ size: 'LETTER', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    limitPages(doc, 2, 'The flyer');
    doc.addPage();
    expect(() => doc.text('Too low to fit on the page.', 0, 785)).toThrow(PageLimitError);
  });

  it('refuses a block taller than the page area instead of clipping it', () => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const flow = new Flow(doc, 1, { x: 72, top: 100, bottom: 700 }, () => undefined);
    expect(() => flow.place({ height: 601, draw: () => undefined })).toThrow(/cannot fit/);
  });

  it('moves a block that does not fit to a new page, without the gap above it', () => {
    const doc = new PDFDocument({ size: 'LETTER' });
    const drawnAt: number[] = [];
    const block = (height: number) => ({ height, draw: (_x: number, y: number) => void drawnAt.push(y) });
    const flow = new Flow(doc, 1, { x: 72, top: 100, bottom: 700 }, () => undefined);
    flow.place(block(500));
    flow.place(block(50), { gapBefore: 20, keepWith: 40 });
    expect(flow.pageNumber).toBe(2);
    expect(drawnAt).toEqual([100, 100]);
  });
});
