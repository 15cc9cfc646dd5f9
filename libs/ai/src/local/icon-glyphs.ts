// Icons written as characters: a "✓" verified badge beside an employer's name, a "−"/"+" stepper, a "×"
// close button, a "📍" before a place. A glyph is no word of the value it stands beside ("Saltire Marine
// Services ✓" names "Saltire Marine Services"): its meaning, where the page gives one, is the element's
// name for assistive technology (aria-label, title), read by the attribute readers. Dropped once when the
// page is parsed, so every reader of element text reads the words only.
// Which text is a glyph: a few symbols and nothing else, either a text node of icon symbols (✓ ✔ ▶: arrows,
// dingbats, shapes; not emoji) or the whole text of an element the page names or hides for assistive
// technology (then any pictograph, emoji too, and a stepper's or a close button's signs: "−", "+", "×").
// Never a separator ("|", ">", "∙"), a currency sign, ©, ®, ™, ℠ or ° (parts of a price, a name, a
// temperature), nor a run of five or more (a star rating "★★★★☆" is read as it stands).
import type { AnyNode, Element, Text } from 'domhandler';

// a bare text node: the symbol blocks of icons (arrows, dingbats "✓ ✔ ✗", shapes "▶ ●"); not emoji ("💊💊 Read more": the
// writer's own decoration, part of the text), maths operators or box drawing ("∙", "│": separators), nor a joiner alone
const PICTOGRAPHS = /^[\s\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u27F0-\u27FF\u2900-\u297F\u2B00-\u2BFF\uFE0F]+$/u;
// a stepper's or a close button's signs; never a separator ("|", ">", "~" between parts stay)
const SYMBOLS = /^[\s\p{So}−+×÷±\uFE0F\u200D]+$/u;
const KEPT = /[©®™℠°]/u;
const MAX_GLYPHS = 4;
const BUDGET = 200_000;

const glyphs = (s: string): number => [...s.replace(/[\s\uFE0F\u200D]/gu, '')].length;
const isGlyphText = (s: string, re: RegExp): boolean => re.test(s) && !KEPT.test(s) && glyphs(s) >= 1 && glyphs(s) <= MAX_GLYPHS;
// the element tells assistive technology what it is, or hides itself from it
const labelledIcon = (el: Element): boolean => {
  const a = el.attribs ?? {};
  return a['aria-label'] !== undefined || a.title !== undefined || a.role === 'img' || a['aria-hidden'] === 'true';
};

/** drops the text of icons written as characters (see above); call once on a parsed document */
export function dropIconGlyphs(root: AnyNode): void {
  const stack: AnyNode[] = [root];
  let nodes = 0;
  while (stack.length && nodes++ < BUDGET) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      const t = node as Text;
      if (isGlyphText(t.data, PICTOGRAPHS)) t.data = t.data.replace(/[^\s]+/gu, '').replace(/\s+/g, ' ');
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') continue;
    const el = node as Element;
    if (node.type === 'tag') {
      const tag = el.tagName.toLowerCase();
      if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'head' || tag === 'svg') continue;
      // an element of one text child that is a few symbols, named or hidden for assistive technology
      if (labelledIcon(el) && el.children.length === 1 && el.children[0].type === 'text' && isGlyphText((el.children[0] as Text).data, SYMBOLS)) {
        (el.children[0] as Text).data = '';
        continue;
      }
    }
    for (const c of el.children ?? []) stack.push(c);
  }
}
