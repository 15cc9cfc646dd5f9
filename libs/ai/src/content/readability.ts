// Mozilla Readability with seven of its helpers replaced by equivalents that do less work on large
// pages (a 1 MB page took 0.4-0.5 s in Readability alone, on a quiet machine). Its output is the
// same: each replacement returns what the original returns, on the same DOM, at the same moment.
// - _getAllNodesWithTag: a tree walker's elements instead of querySelectorAll, which compiles its
//   selector on every call (in document order, the root excluded, nothing inside a <template>, as
//   linkedom's querySelectorAll does; tag names compared in lower case, as css-select does in HTML).
// - _getInnerText: kept per node while one _removeNodes pass runs (its filters only read the DOM);
//   the removal of a node forgets its ancestors' texts, the only ones it changes. The conditional
//   cleaning reads every descendant's text for every ancestor: without this it is quadratic in depth.
// - _isValidByline: tests the node's attributes and names before its text (the text of every large
//   block was read first, for nothing).
// - _isElementWithoutContent: stops at the first text that is not whitespace.
// - _getLinkDensity: counts the lengths of the texts without building them (content/link-density.ts).
// - _isProbablyVisible: an element without a style attribute has no display or visibility to read
//   (linkedom parses the attribute into a style object on first read: most of the cost).
// While a _removeNodes filter runs on a node, that node's descendants are listed once and its
// getElementsByTagName and _getAllNodesWithTag answer from the list (the filter reads ten of them).
// parse() logs "Grabbed: " + articleContent.innerHTML whether or not debug is on (the only unguarded
// log of markup): with debug off, the article's innerHTML reads '' from _grabArticle's return until
// _postProcessContent starts, which is that log alone (a serialization of the whole article saved).
// Given a way to parse the page again (reopen), _grabArticle's copy of the page's markup is made only
// when it retries (content/page-cache.ts).
// Texts' lengths (link densities) and element lists are kept while the document does not change
// (content/dom-memo.ts): a candidate's link density reads its subtree once, not once per ancestor.
import { Readability } from '@mozilla/readability';
import { domMemo, type DomMemo, type MemoNode } from './dom-memo.js';
import { innerTextLength, linkDensity } from './link-density.js';
import { preparedMarkup, withMarkupLater, type PrepSteps } from './page-cache.js';

interface DomNode {
  nodeType: number;
  localName?: string;
  data?: string;
  textContent: string | null;
  parentNode: DomNode | null;
  firstChild: DomNode | null;
  nextSibling: DomNode | null;
  firstElementChild: DomNode | null;
  nextElementSibling: DomNode | null;
  children: ArrayLike<DomNode>;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<DomNode>;
  hasAttribute(name: string): boolean;
  removeChild(node: DomNode): void;
  ownerDocument?: { createTreeWalker(root: DomNode, whatToShow: number): { nextNode(): DomNode | null } };
}

/** the members of Readability.prototype replaced here (not in its published types) */
interface Internals {
  ELEMENT_NODE: number;
  REGEXPS: { byline: RegExp; normalize: RegExp; hashUrl: RegExp };
  _getAllNodesWithTag(node: DomNode, tagNames: string[]): DomNode[];
  _getInnerText(e: DomNode, normalizeSpaces?: boolean): string;
  _removeNodes(nodeList: ArrayLike<DomNode>, filterFn?: (node: DomNode, i: number, list: ArrayLike<DomNode>) => boolean): void;
  _isValidByline(node: DomNode, matchString: string): boolean;
  _isElementWithoutContent(node: DomNode): boolean;
  _isProbablyVisible(node: DomNode): boolean;
  _getLinkDensity(element: DomNode): number;
  _grabArticle(page?: DomNode | null): DomNode | null;
  _postProcessContent(articleContent: DomNode): void;
  _debug: boolean;
  _doc: { body: DomNode | null };
}

/** every element under a node in document order, and whether any is a <template> */
interface Descendants {
  node: DomNode;
  elements: DomNode[];
  templates: boolean;
}

const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;

const SHOW_ELEMENT = 1;

/** every element under a node in document order, to a visitor (linkedom's tree walker reads its node chain directly) */
function eachElementUnder(root: DomNode, visit: (el: DomNode) => void): void {
  if (root.nodeType === DOCUMENT_NODE) {
    // a document's walker starts at <html>: an element parsed after </html> sits beside it
    for (let el = root.firstElementChild; el; el = el.nextElementSibling) {
      visit(el);
      eachElementUnder(el, visit);
    }
    return;
  }
  const walker = root.ownerDocument!.createTreeWalker(root, SHOW_ELEMENT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) visit(n);
}

function elementsUnder(root: DomNode): DomNode[] {
  const out: DomNode[] = [];
  eachElementUnder(root, (el) => out.push(el));
  return out;
}

function insideTemplate(el: DomNode, root: DomNode): boolean {
  for (let p = el.parentNode; p && p !== root; p = p.parentNode) if (p.localName === 'template') return true;
  return false;
}

function descendantsOf(node: DomNode): Descendants {
  const elements = elementsUnder(node);
  return { node, elements, templates: elements.some((el) => el.localName === 'template') };
}

/** withTag(descendantsOf(root), tagNames) in one walk, with no list of every element kept */
function withTagUnder(root: DomNode, tagNames: string[]): DomNode[] {
  const wanted = new Set(tagNames.map((t) => t.toLowerCase()));
  const out: DomNode[] = [];
  let templates = false;
  eachElementUnder(root, (el) => {
    const name = el.localName ?? '';
    if (name === 'template') templates = true;
    if (wanted.has(name.toLowerCase())) out.push(el);
  });
  return templates ? out.filter((el) => !insideTemplate(el, root)) : out;
}

/** the elements of the tags, outside templates (querySelectorAll's answer) */
function withTag(known: Descendants, tagNames: string[]): DomNode[] {
  const wanted = new Set(tagNames.map((t) => t.toLowerCase()));
  const out = known.elements.filter((el) => wanted.has((el.localName ?? '').toLowerCase()));
  return known.templates ? out.filter((el) => !insideTemplate(el, known.node)) : out;
}

/** whether any text under the node is more than whitespace (\S and String#trim agree on whitespace) */
function hasText(node: DomNode): boolean {
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === TEXT_NODE || c.nodeType === CDATA_SECTION_NODE) {
      if (/\S/.test(c.textContent ?? '')) return true;
    } else if (c.nodeType === ELEMENT_NODE && hasText(c)) return true;
  }
  return false;
}

/** The version whose helpers were read and replaced (package.json pins it). */
export const READABILITY_PATCHED_VERSION = '0.6.0';
const REPLACED = ['_getAllNodesWithTag', '_getInnerText', '_removeNodes', '_isValidByline', '_isElementWithoutContent', '_isProbablyVisible', '_getLinkDensity', '_grabArticle', '_postProcessContent'] as const;

/**
 * Whether the replacements fit the installed Readability: the version they were written against,
 * with every replaced member still a function. Another version is read by Readability itself
 * (slower, never different), with a warning; readability.test.ts fails on it, so a bump is seen.
 */
export function readabilityPatchFits(version: string, prototype: object): boolean {
  return version === READABILITY_PATCHED_VERSION && REPLACED.every((name) => typeof (prototype as Record<string, unknown>)[name] === 'function');
}

// each reader's memo, stopped when its parse() ends (or its prep steps, for a page put back)
const memos = new WeakMap<object, DomMemo>();

let fits: boolean | undefined;
function patchFits(): boolean {
  if (fits === undefined) {
    const { version } = require('@mozilla/readability/package.json') as { version: string };
    fits = readabilityPatchFits(version, Readability.prototype);
    if (!fits) process.emitWarning(`@mozilla/readability ${version} is not ${READABILITY_PATCHED_VERSION}, whose helpers content/readability.ts replaces: main content is read by Readability unpatched (slower)`);
  }
  return fits;
}

export function quickReadability<T = string>(document: unknown, options: { charThreshold?: number; serializer?: (el: Node) => T }, reopen?: () => unknown): Readability<T> {
  const reader = new Readability<T>(document as Document, options);
  if (!patchFits()) return reader;
  const self = reader as unknown as Internals;
  // texts' lengths and element lists kept while the document does not change
  const memo = domMemo(document);
  const lengthOf = memo ? (node: DomNode): number => memo.textLength(node as unknown as MemoNode) : innerTextLength;
  const listUnder = (node: DomNode): Descendants => (memo ? { node, ...memo.elementsUnder(node, () => descendantsOf(node)) } : descendantsOf(node));
  if (memo) {
    memos.set(reader, memo);
    const parse = reader.parse.bind(reader);
    reader.parse = () => {
      try {
        return parse();
      } finally {
        memo.stop();
      }
    };
  }
  const original = Readability.prototype as unknown as Internals;
  // raw trimmed text per node, only while a _removeNodes pass runs
  let texts: Map<DomNode, string> | null = null;

  // the node a _removeNodes filter is reading, and its descendants once asked for
  let reading: DomNode | null = null;
  let listed: Descendants | null = null;
  const descendants = (node: DomNode): Descendants | null => {
    if (node !== reading) return null;
    if (!listed) listed = listUnder(node);
    return listed;
  };

  self._getAllNodesWithTag = (node, tagNames) => {
    const known = descendants(node);
    if (known) return withTag(known, tagNames);
    return memo ? withTag(listUnder(node), tagNames) : withTagUnder(node, tagNames);
  };

  self._getInnerText = function (e, normalizeSpaces) {
    if (!texts) return original._getInnerText.call(this, e, normalizeSpaces);
    let text = texts.get(e);
    if (text === undefined) {
      text = (e.textContent ?? '').trim();
      texts.set(e, text);
    }
    const normalize = typeof normalizeSpaces === 'undefined' ? true : normalizeSpaces;
    return normalize ? text.replace(self.REGEXPS.normalize, ' ') : text;
  };

  self._removeNodes = function (nodeList, filterFn) {
    if (!filterFn) return original._removeNodes.call(this, nodeList);
    texts = new Map();
    try {
      for (let i = nodeList.length - 1; i >= 0; i--) {
        const node = nodeList[i];
        const parentNode = node.parentNode;
        if (!parentNode) continue;
        // linkedom's getElementsByTagName: the exact local name or its upper case, template contents included
        reading = node;
        const byTag = (name: string): DomNode[] => descendants(node)!.elements.filter((el) => el.localName === name || (el.localName ?? '').toUpperCase() === name);
        const own = node as DomNode & { getElementsByTagName: unknown };
        own.getElementsByTagName = byTag;
        let remove: boolean;
        try {
          remove = filterFn.call(this, node, i, nodeList);
        } finally {
          delete (own as { getElementsByTagName?: unknown }).getElementsByTagName;
          reading = null;
          listed = null;
        }
        if (remove) {
          for (let p: DomNode | null = parentNode; p; p = p.parentNode) texts.delete(p);
          parentNode.removeChild(node);
        }
      }
    } finally {
      texts = null;
    }
  };

  self._isValidByline = function (node, matchString) {
    const rel = node.getAttribute('rel');
    const itemprop = node.getAttribute('itemprop');
    if (!(rel === 'author' || (itemprop && itemprop.includes('author')) || this.REGEXPS.byline.test(matchString))) return false;
    const bylineLength = (node.textContent ?? '').trim().length;
    return !!bylineLength && bylineLength < 100;
  };

  self._isProbablyVisible = function (node) {
    if (typeof node.hasAttribute === 'function' && !node.hasAttribute('style') && !node.hasAttribute('hidden') && !node.hasAttribute('aria-hidden')) return true;
    return original._isProbablyVisible.call(this, node);
  };

  self._getLinkDensity = function (element) {
    return linkDensity(element, this.REGEXPS.hashUrl, lengthOf);
  };

  self._isElementWithoutContent = function (node) {
    return (
      node.nodeType === this.ELEMENT_NODE &&
      !hasText(node) &&
      (!node.children.length || node.children.length == node.getElementsByTagName('br').length + node.getElementsByTagName('hr').length)
    );
  };

  if (!self._debug) {
    self._grabArticle = function (page) {
      const grab = (): DomNode | null => original._grabArticle.call(this, page);
      const remake = (): string => {
        const doc = reopen!();
        const prep = quickReadability(doc, options);
        try {
          return preparedMarkup(prep as unknown as PrepSteps, doc as { body: { innerHTML: string } | null });
        } finally {
          memos.get(prep)?.stop();
        }
      };
      const article = reopen ? withMarkupLater(page ? page : this._doc.body, remake, grab) : grab();
      if (article) Object.defineProperty(article, 'innerHTML', { configurable: true, get: () => '' });
      return article;
    };
    self._postProcessContent = function (articleContent) {
      delete (articleContent as { innerHTML?: unknown }).innerHTML;
      return original._postProcessContent.call(this, articleContent);
    };
  }
  return reader;
}
