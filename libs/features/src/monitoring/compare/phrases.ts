// The words for one changed line, as a notification shows them: the sentence before and after cut
// down around the edit, a number before and after with its label, a link, image or form value that
// changed (the "[link] …" lines a selector capture adds).

const QUOTE_CHARS = 60;
/** Words of unchanged context kept on each side of an edit. */
const CONTEXT_WORDS = 5;
const EDIT_CHARS = 90;
/** A number as people write it, with its currency: $19.99, 17,49 €, 1,299, -3.5%. */
const NUMBER = /[-+]?(?:[$€£¥]\s?)?\d[\d,.' ]*\d(?:\s?(?:[$€£¥%]|usd|eur|gbp))?|[-+]?(?:[$€£¥]\s?)?\d(?:\s?[$€£¥%])?/gi;
const ATTRIBUTE = /^\[(link|image|field)\] (.*)$/;

export const clip = (text: string, max = QUOTE_CHARS) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
export const quote = (text: string, max = QUOTE_CHARS) => `"${clip(text, max)}"`;

/** 'link', 'image', 'field' for a rendered-attribute line; 'text' otherwise. */
export function lineKind(line: string): string {
  return ATTRIBUTE.exec(line)?.[1] ?? 'text';
}

/** "Price changed from $19.99 to $17.49" when two lines differ only in their numbers. */
export function numberChange(before: string, after: string): string | null {
  const a = before.match(NUMBER) ?? [];
  const b = after.match(NUMBER) ?? [];
  if (a.length === 0 || a.length !== b.length || before.replace(NUMBER, '#') !== after.replace(NUMBER, '#')) return null;
  const i = a.findIndex((n, k) => n.trim() !== b[k].trim());
  if (i < 0) return null;
  // The label: the words before the number that changed ("Price:" -> Price).
  let at = -1;
  for (let k = 0, from = 0; k <= i; k++) {
    at = before.indexOf(a[k], from);
    from = at + a[k].length;
  }
  const label = before
    .slice(0, at)
    .replace(/[\s:=,\-–—(]+$/, '')
    .split(/[.;|•]/)
    .pop()!
    .trim()
    .split(' ')
    .slice(-6)
    .join(' ')
    .slice(-40);
  const change = `from ${a[i].trim()} to ${b[i].trim()}`;
  return label ? `${label} changed ${change}` : `${editedWindow(before, after)[0]} changed ${change}`;
}

/** The two lines cut to the words around where they differ, with "…" where cut. */
export function editedWindow(before: string, after: string): [string, string] {
  if (before.length <= EDIT_CHARS && after.length <= EDIT_CHARS) return [`"${before}"`, `"${after}"`];
  const a = before.split(' ');
  const b = after.split(' ');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const window = (words: string[]) => {
    const from = Math.max(0, head - CONTEXT_WORDS);
    const to = Math.min(words.length, words.length - tail + CONTEXT_WORDS);
    const text = clip(words.slice(from, to).join(' '), EDIT_CHARS);
    return `"${from > 0 ? '…' : ''}${text}${to < words.length && !text.endsWith('…') ? '…' : ''}"`;
  };
  return [window(a), window(b)];
}

/** A text line that became another: its number, or the sentence around the edit. */
export function textChange(before: string, after: string): string {
  const number = numberChange(before, after);
  if (number) return number;
  const [a, b] = editedWindow(before, after);
  return `${a} changed to ${b}`;
}

function parseAttribute(line: string): { kind: string; value: string; name?: string; alt?: string } {
  const [, kind, rest] = ATTRIBUTE.exec(line) ?? [, 'text', line];
  if (kind === 'image') {
    const m = /^(\S*)(?: "(.*)")?$/.exec(rest!);
    return { kind, value: m?.[1] ?? rest!, alt: m?.[2] };
  }
  if (kind === 'field') {
    const at = rest!.indexOf(': ');
    return at >= 0 ? { kind, name: rest!.slice(0, at), value: rest!.slice(at + 2) } : { kind, value: rest! };
  }
  return { kind: kind!, value: rest! };
}

/** A link, image or form value that changed, was added or removed. */
export function attributeChange(before: string | undefined, after: string | undefined): string {
  const a = before === undefined ? undefined : parseAttribute(before);
  const b = after === undefined ? undefined : parseAttribute(after);
  const kind = (a ?? b)!.kind;
  const Noun = kind === 'link' ? 'Link' : kind === 'image' ? 'Image' : `Field ${quote((a ?? b)!.name ?? '', 30)}`;
  if (!a) return `${Noun} added: ${clip(b!.value, 80)}`;
  if (!b) return `${Noun} removed: ${clip(a.value, 80)}`;
  if (kind === 'image' && a.value === b.value) return `Image text changed from ${quote(a.alt ?? '')} to ${quote(b.alt ?? '')}`;
  if (kind === 'link') return `Link target changed from ${clip(a.value, 80)} to ${clip(b.value, 80)}`;
  return `${Noun} changed from ${clip(a.value, 80)} to ${clip(b.value, 80)}`;
}
