// Whole-document selections kept per page: `$('title')`, `$('script[type="application/ld+json"]')` and the
// like are asked for by many readers (a big page saw ~67 whole-tree walks for 8 fields); each selector now
// walks the tree once. Sound only because the tree is final once the Page constructor has run: readers
// that cut elements out (`.remove()`) do so on clones (selection-memo.test.ts freezes the tree to prove it).
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';

// a page's readers use a few dozen fixed selectors; selectors built from page values stop being kept here
const MAX_KEPT = 400;

export interface SelectionMemo {
  /** the selectors kept so far, with the elements each selected (for tests) */
  readonly kept: ReadonlyMap<string, readonly AnyNode[]>;
}

/** `$` answering a whole-document selector from what the same selector found before; everything else as `$` does */
export function memoSelections($: CheerioAPI): CheerioAPI & SelectionMemo {
  const kept = new Map<string, AnyNode[]>();
  return new Proxy($, {
    apply(target, thisArg, args: unknown[]) {
      const [selector] = args;
      // only a plain selector on the whole document: not markup to parse, not a search within a context
      if (args.length !== 1 || typeof selector !== 'string' || selector.includes('<')) return Reflect.apply(target, thisArg, args);
      let found = kept.get(selector);
      if (!found) {
        found = Reflect.apply(target, thisArg, [selector]).toArray() as AnyNode[];
        if (kept.size < MAX_KEPT) kept.set(selector, found);
      }
      // a new selection over the same elements (cheerio copies the array), so no reader can change another's
      return target(found);
    },
    get(target, key, receiver) {
      return key === 'kept' ? kept : Reflect.get(target, key, receiver);
    },
  }) as CheerioAPI & SelectionMemo;
}
