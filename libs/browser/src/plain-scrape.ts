// The javascript:false path: guarded HTTP fetches and an HTML parser, no Chromium. Pagination
// follows the href of the next control when it is a link (a JS-only button cannot be followed).
import * as cheerio from 'cheerio';
import type { AnyNode, Document, Element, Text } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { guardedFetch, type NetworkGuard } from '@gleaner/net';
import { assertRequestHeaders, GleanerError, isGleanerError } from '@gleaner/platform';
import type { PageCapture, PlainFetch, ScrapeRequest, ScrapeResult } from './types.js';
import { assertHttpUrl } from './load.js';
import { blockedError, blockReason } from './block-detect.js';
import { assertSelectorsParsePlain } from './selectors.js';
import { browserWorkMs } from './deadline.js';

/** A PlainFetch over @gleaner/net's guardedFetch; proxy: true rotates over `proxyUrls`. */
export function guardedPlainFetch(guard: NetworkGuard, proxyUrls: string[] = []): PlainFetch {
  let next = 0;
  return async (url, options) => {
    let proxyUrl: string | undefined;
    if (options.proxy) {
      if (proxyUrls.length === 0) throw proxyNotConfigured();
      proxyUrl = proxyUrls[next++ % proxyUrls.length];
    }
    // Validation refused these already; checked again where they meet the network.
    assertRequestHeaders(options.headers);
    const r = await guardedFetch(guard, url, { headers: options.headers, timeoutMs: options.timeoutMs, proxyUrl });
    return { url: r.finalUrl, status: r.status, headers: r.headers, body: r.body };
  };
}

export function proxyNotConfigured(): GleanerError {
  return new GleanerError('invalid_parameter', 'proxy: true needs proxies, and none are configured (GLEANER_PROXY_URLS)', { details: { field: 'proxy' } });
}

// Elements whose text a reader never sees (script and style are node types of their own).
const SILENT = new Set(['noscript', 'template']);

function collectText(nodes: AnyNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text') out.push((node as Text).data);
    else if (node.type === 'tag' && !SILENT.has((node as Element).name)) collectText((node as Element).children, out);
  }
}

function findBody(nodes: AnyNode[]): Element | undefined {
  for (const node of nodes) {
    if (node.type !== 'tag') continue;
    if ((node as Element).name === 'body') return node as Element;
    const inner = findBody((node as Element).children);
    if (inner) return inner;
  }
  return undefined;
}

/** <body> where a document has it (html > body, or body at the top, else the first anywhere). */
function bodyOf(doc: Document): Element | undefined {
  for (const node of doc.children) {
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (el.name === 'body') return el;
    if (el.name === 'html') for (const child of el.children) if (child.type === 'tag' && (child as Element).name === 'body') return child as Element;
  }
  return findBody(doc.children);
}

// A white-space run worth folding: two or more characters, or one that is not a plain space.
const FOLDABLE = /\s{2,}|[^\S ]/g;
const SPACES_AND_TABS = /[ \t]{2,}|\t/g;

/**
 * Folds the white space of page text: a run that holds a line break becomes one line break, a run
 * of spaces and tabs one space (other spaces, such as no-break ones, stay), and the ends are
 * trimmed. The same as `.replace(/ [ \t]+|\t[ \t]*\/g, ' ').replace(/\s*\n\s*\/g, '\n').trim()`
 * at half the cost: the second of those tried a match at every character of the text.
 */
export function foldWhitespace(text: string): string {
  return text.replace(FOLDABLE, (run) => (run.includes('\n') ? '\n' : run.replace(SPACES_AND_TABS, ' '))).trim();
}

/** The body's visible text, white space folded: one walk of the tree, no selector engine. */
function textOf(doc: Document): string {
  const out: string[] = [];
  collectText((bodyOf(doc) ?? doc).children, out);
  return foldWhitespace(out.join(''));
}

// htmlparser2 parses several times faster than parse5 (cheerio's default); the page's HTML is
// stored as fetched, so only text and selectors come from this tree. Cheerio wraps the same tree
// only when a selector is asked for (wait_for, pagination): its load makes a class per document.
const PARSER_OPTIONS = { xmlMode: false, decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true };
const CHEERIO_OPTIONS = { xml: PARSER_OPTIONS };

function nextHref($: cheerio.CheerioAPI, selector: string, base: string): string | undefined {
  // The selector parsed before the first fetch (assertSelectorsParsePlain).
  const el = $(selector).first();
  if (el.length === 0) return undefined;
  const link = el.is('a[href]') ? el : el.closest('a[href]').length ? el.closest('a[href]') : el.find('a[href]').first();
  const href = link.attr('href');
  if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return undefined;
  return new URL(href, base).href;
}

/**
 * Each page gets the request's timeout, inside the job's `deadline`; as in the browser, a later
 * page that does not come in time ends the pagination with the pages fetched (docs/api.md).
 */
export async function plainScrape(req: ScrapeRequest, fetchPage: PlainFetch, deadline = Date.now() + browserWorkMs({ timeoutMs: req.timeoutMs, pages: req.pagination?.maxPages })): Promise<ScrapeResult> {
  assertHttpUrl(req.url);
  assertSelectorsParsePlain(req);
  const pages: PageCapture[] = [];
  const seen = new Set<string>();
  let url: string | undefined = req.url;
  const maxPages = req.pagination ? Math.max(1, req.pagination.maxPages) : 1;
  while (url && pages.length < maxPages) {
    if (pages.length > 0 && req.canFetchPage && !(await req.canFetchPage(pages.length + 1))) break;
    const left = Math.min(req.timeoutMs, deadline - Date.now());
    if (left <= 0 && pages.length > 0) break;
    if (left <= 0) throw new GleanerError('timeout', `${url} did not load within ${req.timeoutMs} ms`);
    seen.add(url);
    const started = Date.now();
    let res: Awaited<ReturnType<PlainFetch>>;
    try {
      res = await fetchPage(url, { headers: req.headers, timeoutMs: left, proxy: req.proxy });
    } catch (err) {
      if (pages.length > 0 && isGleanerError(err) && err.code === 'timeout') break;
      throw err;
    }
    const reason = blockReason({ status: res.status, headers: res.headers, html: res.body });
    if (reason) throw blockedError(url, reason, Boolean(req.proxy));
    const doc = parseDocument(res.body, PARSER_OPTIONS);
    const $ = req.waitFor || req.pagination ? cheerio.load(doc, CHEERIO_OPTIONS) : undefined;
    if ($ && req.waitFor && pages.length === 0 && $(req.waitFor).length === 0) {
      // Without JavaScript nothing will appear later: the selector is simply not there.
      throw new GleanerError('timeout', `wait_for selector "${req.waitFor}" is not in the page (javascript is off, so it cannot appear later)`, { details: { wait_for: req.waitFor } });
    }
    const html = res.body;
    const candidate: string | undefined = $ && req.pagination ? nextHref($, req.pagination.nextButtonSelector, res.url) : undefined;
    pages.push({ url: res.url, html, text: textOf(doc), statusCode: res.status, contentType: res.headers['content-type'] ?? '', loadTimeMs: Date.now() - started });
    url = candidate && !seen.has(candidate) ? candidate : undefined;
  }
  return { pages };
}
