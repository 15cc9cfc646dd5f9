// The main content of a page and its metadata. Articles are read by Mozilla Readability (over a
// linkedom DOM), which finds their body among everything else best; every other kind of page
// (forums, listings, shops, documentation, services) by pruning its chrome off its main region,
// which keeps every post, item and section (content/pruned.ts). Title, author and date come from
// structured data, meta tags and the page itself (content/metadata.ts).
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { Readability } from '@mozilla/readability';
import { quickReadability } from './content/readability.js';
import { prunedContent } from './content/pruned.js';
import { pageMetadata, squashName } from './content/metadata.js';
import { describesArticle } from './content/page-kind.js';

// linkedom publishes ESM-only type declarations; its CommonJS build is what runs here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseHTML } = require('linkedom') as { parseHTML: (html: string) => { document: LinkedDocument } };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LinkedDocument = any;

export interface MainContent {
  title: string | null;
  byline: string | null;
  published_time: string | null;
  text: string;
  excerpt: string | null;
}

// Block elements end a line in the plain text, so paragraphs do not run together.
const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'BLOCKQUOTE', 'TR', 'DT', 'DD', 'FIGCAPTION', 'SECTION', 'ARTICLE', 'UL', 'OL', 'TABLE', 'BR', 'HR']);

interface TextNodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TextNodeLike>;
}

function blockText(root: TextNodeLike): string {
  const parts: string[] = [];
  const walk = (node: TextNodeLike): void => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const block = BLOCKS.has(node.nodeName.toUpperCase());
    if (block) parts.push('\n');
    // linkedom builds childNodes anew on every read: once per node, not once per child
    const children = node.childNodes;
    for (let i = 0; i < children.length; i++) walk(children[i]);
    if (block) parts.push('\n');
  };
  walk(root);
  return parts
    .join('')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function nonEmpty(s: string | null | undefined): string | null {
  const t = (s ?? '').replace(/\s+/g, ' ').trim();
  return t ? t : null;
}

export function mainContent(html: string, url: string): MainContent {
  return mainContentOf(cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } }), html, url);
}

/** The same from a page already parsed with cheerio (the extraction engine's). */
export function mainContentOf($: CheerioAPI, html: string, url: string): MainContent {
  const pruned = prunedContent($);
  const meta = pageMetadata($, url, pruned.region);
  const fallbackTitle = nonEmpty($('title').first().text());
  let text = pruned.text;
  let article: ReturnType<typeof readArticle> = null;
  if (describesArticle($)) {
    article = readArticle(html, url);
    // Readability's body when it kept a good part of the page; a page it misread is left to pruning
    if (article && article.text.length >= 0.3 * pruned.text.length) text = article.text;
  }
  return {
    title: meta.title ?? nonEmpty(article?.title) ?? fallbackTitle,
    // Readability's byline when the page's markup named no author, unless it names the site or an organisation
    byline: meta.byline ?? authorOrNull(nonEmpty(article?.byline), meta.notAuthors),
    published_time: meta.published_time ?? nonEmpty(article?.publishedTime),
    text,
    excerpt: nonEmpty(article?.excerpt) ?? nonEmpty($('meta[name="description" i]').attr('content')) ?? nonEmpty($('meta[property="og:description" i]').attr('content')) ?? firstParagraph(text),
  };
}

function authorOrNull(name: string | null, notAuthors: string[]): string | null {
  return name && !notAuthors.includes(squashName(name)) ? name : null;
}

function firstParagraph(text: string): string | null {
  return text.split('\n').find((l) => l.length >= 80) ?? null;
}

interface ArticleRead {
  title: string | null;
  byline: string | null;
  publishedTime: string | null;
  excerpt: string | null;
  text: string;
}

function openDocument(html: string, url: string): LinkedDocument {
  const { document } = parseHTML(html);
  // Readability resolves relative links against the document's URL
  try {
    Object.defineProperty(document, 'documentURI', { value: url, configurable: true });
    Object.defineProperty(document, 'baseURI', { value: url, configurable: true });
  } catch {
    /* read-only in some DOMs: links stay relative */
  }
  return document;
}

function readArticle(html: string, url: string): ArticleRead | null {
  const document = openDocument(html, url);
  let article: ReturnType<Readability<TextNodeLike>['parse']> = null;
  try {
    // the article's element itself, not its HTML to be parsed again (a large article's text took both)
    article = quickReadability<TextNodeLike>(document, { charThreshold: 300, serializer: (el) => el as TextNodeLike }, () => openDocument(html, url)).parse();
  } catch {
    article = null;
  }
  if (!article) return null;
  const body = article.content;
  return {
    title: nonEmpty(article.title),
    byline: nonEmpty(article.byline),
    publishedTime: nonEmpty(article.publishedTime),
    excerpt: nonEmpty(article.excerpt),
    text: body ? blockText(body) : nonEmpty(article.textContent) ?? '',
  };
}
