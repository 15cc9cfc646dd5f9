// The page as passages for the answer finder: the text of each block people read (paragraphs, list
// items, cells, captions), under the heading it sits below, and each labelled value under its label.
// Navigation, headers, footers, forms and hidden elements are left out: they answer nothing.
import type { AnyNode, Element, Text } from 'domhandler';
import type { Passage } from '../answer/index.js';
import { hiddenElement } from './visible.js';
import type { Page } from './page.js';

const SKIP = /^(script|style|noscript|head|template|svg|select|option|iframe|nav|footer|form|button|dialog)$/i;
const BLOCK = /^(p|div|li|td|th|dd|dt|h[1-6]|blockquote|pre|figcaption|caption|section|article|main|aside|header|ul|ol|table|tr|tbody|thead|dl|br|hr|address|summary|details|label)$/i;
const BOILERPLATE = /(^|[-_\s])(nav|menu|breadcrumbs?|cookie|consent|share|social|newsletter|subscribe|footer|masthead|sidebar|related|promo|advert|ads?)([-_\s]|$)/i;

export function pagePassages(page: Page): Passage[] {
  return page.remember('passages', () => {
    const out: Passage[] = [];
    let heading: string | undefined;
    let buffer: string[] = [];
    const flush = (): void => {
      const text = buffer.join('').replace(/\s+/g, ' ').trim();
      buffer = [];
      if (text) out.push(heading ? { text, heading } : { text });
    };
    const walk = (node: AnyNode): void => {
      if (node.type === 'text') {
        buffer.push((node as Text).data);
        return;
      }
      if (node.type !== 'tag' && node.type !== 'root') return;
      const el = node as Element;
      if (node.type === 'tag') {
        if (SKIP.test(el.tagName) || hiddenElement(el)) return;
        const role = el.attribs?.role ?? '';
        if (/^(navigation|banner|contentinfo|search|dialog|alertdialog)$/.test(role) || BOILERPLATE.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`)) return;
      }
      const block = node.type === 'tag' && BLOCK.test(el.tagName);
      if (block) flush();
      if (node.type === 'tag' && /^h[1-6]$/i.test(el.tagName)) {
        heading = page.$(el).text().replace(/\s+/g, ' ').trim() || heading;
        return;
      }
      for (const c of el.children ?? []) walk(c);
      if (block) flush();
    };
    const body = page.$('body')[0] ?? page.$.root()[0];
    walk(body as unknown as AnyNode);
    flush();
    for (const pair of page.labels) out.push({ text: pair.value, heading: pair.label });
    return out;
  });
}
