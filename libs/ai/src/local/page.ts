// A page parsed once with cheerio; each source of facts is read on first use and kept.
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import { readJsonLd, readMeta, readMicrodata, type Thing } from './structured.js';
import { readRdfa } from './rdfa.js';
import { readLabelPairs, type LabelPair } from './labels.js';
import { mainContentOf, type MainContent } from '../main-content.js';
import { readVisibleText } from './visible.js';
import { breakLines } from './line-breaks.js';
import { markRaisedCents } from './superscript-cents.js';
import { capDepth } from './depth-cap.js';
import { markMachineValues } from './machine-values.js';
import { dropIconGlyphs } from './icon-glyphs.js';
import { memoSelections, type SelectionMemo } from './selection-memo.js';

export class Page {
  readonly $: CheerioAPI & SelectionMemo;
  private cache = new Map<string, unknown>();

  constructor(readonly html: string, readonly url: string) {
    // htmlparser2 (the xml option with xmlMode off) parses about five times faster than parse5 here
    const $ = cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true } });
    // no deeper than a browser's parser nests (a script may build more; recursive readers would overflow)
    capDepth($.root()[0]);
    // <data value="3">Three</data> and gauges read as their values; icons written as characters ("✓") are no words
    markMachineValues($.root()[0]);
    dropIconGlyphs($.root()[0]);
    // element text breaks where the page shows a new line (<br>, blocks): every reader gets "a b", never "ab"
    breakLines($.root()[0]);
    // raised cents ("24<sup>99</sup>") read as the amount they show, 24.99
    markRaisedCents($.root()[0]);
    // the tree is final from here on (readers cut only clones), so whole-document selections are kept
    this.$ = memoSelections($);
  }

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  /** a value derived from the page, computed on first use (several fields share it) */
  remember<T>(key: string, make: () => T): T {
    return this.once(`derived:${key}`, make);
  }

  get jsonLd(): Thing[] {
    return this.once('jsonld', () => readJsonLd(this.$));
  }
  get microdata(): Thing[] {
    return this.once('microdata', () => readMicrodata(this.$));
  }
  /** JSON-LD first (it is the more complete), then microdata, then RDFa Lite */
  get things(): Thing[] {
    return this.once('things', () => [...this.jsonLd, ...this.microdata, ...readRdfa(this.$)]);
  }
  get meta(): Map<string, string[]> {
    return this.once('meta', () => readMeta(this.$));
  }
  get labels(): LabelPair[] {
    return this.once('labels', () => readLabelPairs(this.$));
  }
  /** the text people see: text nodes outside scripts, styles, templates and hidden elements, one space apart */
  get visibleText(): string {
    return this.once('visibleText', () => readVisibleText(this.$));
  }
  /** readable article text (a second parse, so only when a field needs it) */
  get content(): MainContent {
    return this.once('content', () => mainContentOf(this.$, this.html, this.url));
  }
  metaFirst(...keys: string[]): string | null {
    for (const k of keys) {
      const v = this.meta.get(k);
      if (v && v.length) return v[0];
    }
    return null;
  }
}
