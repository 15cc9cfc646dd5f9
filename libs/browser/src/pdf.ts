// The PDF operation: option checks (before any browser work), page.pdf, the real page count.
import type { Page, PDFOptions } from 'puppeteer-core';
import { PDFDocument } from 'pdf-lib';
import { GleanerError, validationError, withSpan, type FieldProblem } from '@gleaner/platform';
import type { PdfRequest, PdfResult } from './types.js';
import { assertMainDocument, loadPage, pageContext, readSettled, remaining, visibleText, type JobContext } from './load.js';

const PAGE_RANGES = /^\s*\d+\s*(-\s*\d*\s*)?(,\s*\d+\s*(-\s*\d*\s*)?)*$/;
/** A length: its number and unit (px when none). */
const MARGIN = /^\s*(\d+(?:\.\d+)?)\s*(px|in|cm|mm)?\s*$/;

/** Every problem with the options at once (invalid_parameter), or nothing. */
export function checkPdfOptions(req: PdfRequest): void {
  const problems: FieldProblem[] = [];
  if (req.scale !== undefined && !(req.scale >= 0.1 && req.scale <= 2)) problems.push({ field: 'scale', message: 'must be between 0.1 and 2' });
  if (req.pageRanges !== undefined && req.pageRanges.trim() !== '') {
    if (!PAGE_RANGES.test(req.pageRanges)) problems.push({ field: 'page_ranges', message: `"${req.pageRanges}" is not a list of pages and ranges like "1-3, 5"` });
    else if (/(^|[^\d])0+(\D|$)/.test(req.pageRanges)) problems.push({ field: 'page_ranges', message: 'pages are numbered from 1' });
    else {
      for (const part of req.pageRanges.split(',')) {
        const [a, b] = part.split('-').map((s) => s.trim());
        if (b && Number(b) < Number(a)) problems.push({ field: 'page_ranges', message: `range ${part.trim()} ends before it starts` });
      }
    }
  }
  let lengthsOk = true;
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const v = req.margin?.[side];
    if (v !== undefined && !MARGIN.test(String(v))) {
      problems.push({ field: `margin.${side}`, message: `"${v}" is not a length (a number with px, in, cm or mm)` });
      lengthsOk = false;
    }
  }
  if (lengthsOk && req.margin) problems.push(...marginProblems(req));
  if (problems.length) throw validationError(problems);
}

/** Paper sizes in inches, portrait (Chromium's). */
const PAPER_IN: Record<string, { width: number; height: number }> = { a4: { width: 8.27, height: 11.7 }, letter: { width: 8.5, height: 11 }, legal: { width: 8.5, height: 14 } };
const INCHES_PER = { px: 1 / 96, in: 1, cm: 1 / 2.54, mm: 1 / 25.4 } as const;
/** What the margins must leave of the paper, each way: Chromium refuses an empty content area with an error of its own. */
const MIN_CONTENT_IN = 1;

function inches(length: string | undefined): number {
  if (length === undefined) return 0;
  const m = MARGIN.exec(String(length))!;
  return Number(m[1]) * INCHES_PER[(m[2] ?? 'px') as keyof typeof INCHES_PER];
}

function marginProblems(req: PdfRequest): FieldProblem[] {
  const paper = PAPER_IN[req.format ?? 'a4'] ?? PAPER_IN.a4;
  const [width, height] = req.orientation === 'landscape' ? [paper.height, paper.width] : [paper.width, paper.height];
  const m = req.margin!;
  const problems: FieldProblem[] = [];
  const across = width - inches(m.left) - inches(m.right);
  const tall = height - inches(m.top) - inches(m.bottom);
  if (across < MIN_CONTENT_IN) problems.push({ field: 'margin', message: `left and right margins leave ${Math.max(0, across).toFixed(2)} in of a ${width} in wide page; at least ${MIN_CONTENT_IN} in must remain` });
  if (tall < MIN_CONTENT_IN) problems.push({ field: 'margin', message: `top and bottom margins leave ${Math.max(0, tall).toFixed(2)} in of a ${height} in tall page; at least ${MIN_CONTENT_IN} in must remain` });
  return problems;
}

/**
 * The pages Chromium is asked to print: those `pageRanges` selects (all when empty), cut after
 * the first maxPages + 1 of them. Chromium prints the selected pages in order, each once; one
 * page over the limit is enough to answer page_too_large, and a page of millions of pixels then
 * costs the time and memory of maxPages + 1 PDF pages, not of all of them.
 */
export function boundedPageRanges(pageRanges: string | undefined, maxPages: number): string {
  const spans = (pageRanges?.trim() ? pageRanges.split(',') : ['1-'])
    .map((part) => {
      const [from, to] = part.split('-').map((x) => x?.trim());
      return { from: Number(from), to: to === undefined ? Number(from) : to === '' ? Infinity : Number(to) };
    })
    .sort((a, b) => a.from - b.from);
  const kept: string[] = [];
  let budget = maxPages + 1;
  let next = 1; // the first page not selected yet
  for (const span of spans) {
    const from = Math.max(span.from, next);
    if (span.to < from) continue;
    const to = Math.min(span.to, from + budget - 1);
    kept.push(from === to ? `${from}` : `${from}-${to}`);
    budget -= to - from + 1;
    next = to + 1;
    if (budget === 0) break;
  }
  return kept.join(',');
}

function margin(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  const s = String(v).trim();
  return /^\d+(\.\d+)?$/.test(s) ? `${s}px` : s.replace(/\s+/g, '');
}

export function pdfOptions(req: PdfRequest, timeoutMs: number): PDFOptions {
  const headerFooter = req.displayHeaderFooter ?? Boolean(req.headerTemplate || req.footerTemplate);
  return {
    format: (req.format ?? 'a4').toUpperCase() === 'A4' ? 'A4' : req.format === 'legal' ? 'Legal' : req.format === 'letter' ? 'Letter' : 'A4',
    landscape: req.orientation === 'landscape',
    margin: req.margin && { top: margin(req.margin.top), right: margin(req.margin.right), bottom: margin(req.margin.bottom), left: margin(req.margin.left) },
    scale: req.scale ?? 1,
    printBackground: req.printBackground ?? false,
    displayHeaderFooter: headerFooter,
    // Chromium prints its own date/title header when asked for one without a template.
    headerTemplate: headerFooter ? (req.headerTemplate ?? '<span></span>') : undefined,
    footerTemplate: headerFooter ? (req.footerTemplate ?? '<span></span>') : undefined,
    pageRanges: boundedPageRanges(req.pageRanges, req.maxPages),
    timeout: timeoutMs,
  };
}

export async function countPdfPages(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  return doc.getPageCount();
}

export async function runPdf(page: Page, req: PdfRequest, jobContext: JobContext): Promise<PdfResult> {
  // The page's own timeout, from now, inside the job's deadline.
  const job = pageContext(jobContext, req.timeoutMs);
  const loaded = await loadPage(page, req, job);
  const text = await readSettled(page, job, () => visibleText(page));
  let pdf: Buffer;
  try {
    pdf = Buffer.from(await withSpan('browser.print_pdf', undefined, () => page.pdf(pdfOptions(req, remaining(job)))));
  } catch (err) {
    const msg = (err as Error).message ?? '';
    if ((err as Error).name === 'TimeoutError') throw new GleanerError('timeout', `the PDF of ${req.url} was not ready within ${req.timeoutMs} ms`);
    if (/page range/i.test(msg)) throw new GleanerError('invalid_parameter', `page_ranges: ${req.pageRanges} does not fit the document (${msg.replace(/^.*?: /, '')})`, { details: { field: 'page_ranges' } });
    // Chromium's own refusal of the print settings (checked above; this catches what it adds).
    if (/invalid print parameters/i.test(msg)) throw new GleanerError('invalid_parameter', `the print settings leave nothing to print: ${msg.replace(/^.*?: /, '')}`, { details: { field: 'margin' } });
    throw err;
  }
  const bytes = pdf.length;
  if (bytes > req.maxBytes) {
    throw new GleanerError('page_too_large', `the PDF is ${bytes} bytes, over the limit of ${req.maxBytes}`, { details: { bytes, max_bytes: req.maxBytes } });
  }
  // What was printed must be the site's page, not the guard's answer to where it went meanwhile.
  await assertMainDocument(page, req.url, job);
  const pages = await countPdfPages(pdf);
  // Printing stopped at maxPages + 1 (boundedPageRanges): the whole document may have more.
  if (pages > req.maxPages) {
    throw new GleanerError('page_too_large', `the PDF has more than ${req.maxPages} pages, over the limit of ${req.maxPages}; ask for fewer with page_ranges`, { details: { max_pages: req.maxPages } });
  }
  return { pdf, pages, bytes, text, statusCode: loaded.statusCode };
}
