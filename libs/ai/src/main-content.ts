// The readable main content of a page (Mozilla Readability over a linkedom DOM) and its metadata.
import { Readability } from '@mozilla/readability';

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
    for (let i = 0; i < node.childNodes.length; i++) walk(node.childNodes[i]);
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
  const { document } = parseHTML(html);
  // Readability resolves relative links against the document's URL
  try {
    Object.defineProperty(document, 'documentURI', { value: url, configurable: true });
    Object.defineProperty(document, 'baseURI', { value: url, configurable: true });
  } catch {
    /* read-only in some DOMs: links stay relative */
  }
  const fallbackTitle = nonEmpty(document.querySelector('title')?.textContent);
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document as unknown as Document, { charThreshold: 300 }).parse();
  } catch {
    article = null;
  }
  if (!article) {
    const body = document.querySelector('body');
    return { title: fallbackTitle, byline: null, published_time: null, text: body ? blockText(body as unknown as TextNodeLike) : '', excerpt: null };
  }
  const { document: fragment } = parseHTML(`<html><body>${article.content ?? ''}</body></html>`);
  const body = fragment.querySelector('body');
  return {
    title: nonEmpty(article.title) ?? fallbackTitle,
    byline: nonEmpty(article.byline),
    published_time: nonEmpty(article.publishedTime),
    text: body ? blockText(body as unknown as TextNodeLike) : nonEmpty(article.textContent) ?? '',
    excerpt: nonEmpty(article.excerpt),
  };
}
