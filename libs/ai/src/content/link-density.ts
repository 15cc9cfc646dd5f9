// Readability's _getLinkDensity without the texts it builds: it reads the whole text of every
// candidate (a 1 MB page's body, five ancestors deep) only to take the length of its trimmed,
// space-collapsed form. The same lengths are counted here over the text nodes, and summed and
// divided in the same order, so the answer is the same number.

export interface TextWalkable {
  nodeType: number;
  localName?: string;
  data?: string;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<TextWalkable>;
  ownerDocument?: { createTreeWalker(root: TextWalkable, whatToShow: number): { nextNode(): TextWalkable | null } };
}

// NodeFilter.SHOW_TEXT | SHOW_CDATA_SECTION: the nodes an element's textContent joins, in order
const SHOW_TEXTS = 4 | 8;

/** whether a UTF-16 unit is one \s (and String#trim) counts as white space */
export function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** the length of textContent.trim().replace(/\s{2,}/g, ' '), with no text built */
export function innerTextLength(root: TextWalkable): number {
  const walker = root.ownerDocument!.createTreeWalker(root, SHOW_TEXTS);
  let length = 0;
  // white space after some text, not yet known to be inside (counted once) or trailing (trimmed)
  let run = 0;
  let started = false;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const data = n.data ?? '';
    for (let i = 0; i < data.length; i++) {
      if (isSpace(data.charCodeAt(i))) {
        if (started) run++;
      } else {
        // a run inside the text reads as one character, a single space or the one a longer run became
        if (run) length++;
        run = 0;
        started = true;
        length++;
      }
    }
  }
  return length;
}

/** Readability 0.6.0's _getLinkDensity, the same sums in the same order (lengths by `lengthOf`, kept or counted) */
export function linkDensity<T extends TextWalkable>(element: T, hashUrl: RegExp, lengthOf: (node: T) => number = innerTextLength): number {
  const textLength = lengthOf(element);
  if (textLength === 0) return 0;
  let linkLength = 0;
  const links = element.getElementsByTagName('a');
  for (let i = 0; i < links.length; i++) {
    const href = links[i].getAttribute('href');
    const coefficient = href && hashUrl.test(href) ? 0.3 : 1;
    linkLength += lengthOf(links[i] as T) * coefficient;
  }
  return linkLength / textLength;
}
