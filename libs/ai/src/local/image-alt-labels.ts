// Facts a page labels only by a small picture: "<li><img src="/i/bed.svg" alt="Bedrooms"> 3</li>". The image's
// alternative text is the word a screen reader says before the value, so it is the value's label. Only a short alt
// (a word or a few, no digits) that opens a short line counts: a photo's caption ("Front garden in May") opens none.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanText } from './values.js';
import { furnitureSelector } from './page-furniture.js';

// the site's chrome and controls: a cart icon beside its count ("<img alt="cart"> 0"), a footer's icons, a sidebar's
const CHROME = [furnitureSelector('controls'), furnitureSelector('facts')].join(',');

export interface ImageAltLabel {
  label: string;
  value: string;
}

const MAX_IMAGES = 400;
const MAX_VALUE = 40;
// a label's words: letters only, at most three
const LABEL_WORDS = /^\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2}$/u;

/** label/value pairs from images whose alt text opens their parent's short text, in document order */
export function imageAltLabels($: CheerioAPI): ImageAltLabel[] {
  const out: ImageAltLabel[] = [];
  // the chrome selected once for the page, its ancestors checked per image (closest() compiles its selector at each)
  let chrome: Set<AnyNode> | undefined;
  const inChrome = (el: AnyNode): boolean => {
    chrome ??= new Set($(CHROME).toArray());
    for (let n: AnyNode | null = el; n; n = n.parent) if (chrome.has(n)) return true;
    return false;
  };
  $('img[alt]').slice(0, MAX_IMAGES).each((_, node) => {
    const el = node as Element;
    const label = cleanText(el.attribs.alt ?? '');
    if (!LABEL_WORDS.test(label)) return;
    const parent = el.parent as Element | null;
    if (!parent || parent.type !== 'tag' || /^(a|button|nav|body|main|html|figure|picture)$/i.test(parent.tagName)) return;
    // the image is the first thing in its parent, the value the text after it
    const first = parent.children.find((c) => c.type === 'tag' || (c.type === 'text' && cleanText((c as unknown as { data: string }).data)));
    if (first !== el || inChrome(el)) return;
    const value = cleanText($(parent).text());
    if (value && value.length <= MAX_VALUE) out.push({ label, value });
  });
  return out;
}
