// Maps the properties asked for onto the parts of one record element (a card, a row, a list item).
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { fieldIntent, type FieldIntent } from './intent.js';
import { elementText } from './text.js';
import { itemAvailability, itemFact } from './card-facts.js';
import { absoluteUrl, cleanText, parseDate, parseEmail, parseMoney, parseNumber, parsePhone, parseAvailability } from './values.js';

/** the text pieces of a record: leaf-ish elements' own text, in order */
function segments($: CheerioAPI, root: Element): Array<{ el: Element; text: string }> {
  const out: Array<{ el: Element; text: string }> = [];
  const walk = (el: Element): void => {
    const kids = el.children.filter((c): c is Element => c.type === 'tag' && !/^(script|style|noscript|svg)$/i.test((c as Element).tagName));
    const ownText = el.children.filter((c) => c.type === 'text').map((c) => (c as unknown as { data: string }).data).join(' ');
    if (!kids.length || cleanText(ownText).length > 0 && kids.every((k) => /^(b|i|em|strong|span|small|sup|sub|br|a)$/i.test(k.tagName) && cleanText($(k).text()).length < 30)) {
      const t = elementText(el);
      if (t) out.push({ el, text: t });
      return;
    }
    for (const k of kids) walk(k);
  };
  walk(root);
  return out;
}

function classHay(el: Element): string {
  const a = el.attribs ?? {};
  return `${a.class ?? ''} ${a.id ?? ''} ${a.itemprop ?? ''} ${a['data-testid'] ?? ''}`.toLowerCase();
}

export interface RecordContext {
  $: CheerioAPI;
  url: string;
}

function named(ctx: RecordContext, root: Element, intent: FieldIntent): string | null {
  for (const w of intent.words.filter((x) => x.length > 2)) {
    const hit = ctx.$(root).find('*').filter((_, e) => classHay(e as Element).includes(w)).first();
    if (hit.length) {
      const t = elementText(hit[0]);
      if (t) return t;
    }
  }
  return null;
}

function titleOf(ctx: RecordContext, root: Element): string | null {
  const $ = ctx.$;
  const h = $(root).find('h1,h2,h3,h4,h5,h6,[class*="title" i],[class*="name" i],[itemprop="name"]').first();
  if (h.length && elementText(h[0])) return elementText(h[0]);
  const a = $(root).find('a').filter((_, e) => cleanText($(e).text()).length > 3).first();
  if (a.length) return elementText(a[0]);
  return segments($, root)[0]?.text ?? null;
}

export function recordValue(ctx: RecordContext, root: Element, name: string, description: string): unknown {
  const $ = ctx.$;
  const intent = fieldIntent(name, description);
  // an earlier price, units left, a rating, colours: read inside the item (item-facts.ts)
  const fact = itemFact($, root, name, intent.description, intent.excluded);
  if (fact !== undefined) return fact;
  const segs = segments($, root);
  const labelled = (): string | null => {
    for (const s of segs) {
      const m = /^([^:：]{1,30})[:：]\s*(.+)$/.exec(s.text);
      if (m && intent.words.some((w) => m[1].toLowerCase().includes(w))) return m[2];
    }
    return null;
  };
  // "text": the record's own text, whole
  if (intent.kind === 'content' && intent.words.includes('text')) return elementText(root) || null;
  switch (intent.kind) {
    case 'title':
      return named(ctx, root, intent) ?? titleOf(ctx, root);
    case 'price': {
      for (const s of segs) {
        if ($(s.el).closest('del,s,strike').length || /old|was|regular|strike/i.test(classHay(s.el))) continue;
        const m = parseMoney(s.text, false);
        if (m) return m.amount;
      }
      const n = labelled();
      return n ? parseMoney(n, true)?.amount ?? null : null;
    }
    case 'currency': {
      for (const s of segs) {
        const m = parseMoney(s.text, false);
        if (m) return m.currency ?? m.symbol;
      }
      return null;
    }
    case 'url': {
      const href = root.tagName === 'a' ? root.attribs.href : $(root).find('a[href]').first().attr('href');
      return href ? absoluteUrl(href, ctx.url) : null;
    }
    case 'image': {
      const img = $(root).find('img').first();
      const src = img.attr('src') ?? img.attr('data-src');
      return src ? absoluteUrl(src, ctx.url) : null;
    }
    case 'date': {
      const time = $(root).find('time').first();
      if (time.length) return parseDate(time.attr('datetime') ?? time.text()) ?? cleanText(time.text());
      const l = labelled() ?? named(ctx, root, intent);
      if (l) return parseDate(l) ?? l;
      for (const s of segs) {
        const d = parseDate(s.text);
        if (d && s.text.length < 40) return d;
      }
      return null;
    }
    case 'email': {
      const mail = $(root).find('a[href^="mailto:" i]').first().attr('href');
      return parseEmail(mail ?? $(root).text());
    }
    case 'phone': {
      const tel = $(root).find('a[href^="tel:" i]').first().attr('href');
      return tel ? parsePhone(tel) : null;
    }
    case 'availability': {
      const t = labelled() ?? named(ctx, root, intent);
      return (t ? parseAvailability(t) : null) ?? itemAvailability($, root);
    }
    case 'rating':
    case 'review_count':
    case 'number': {
      const t = labelled() ?? named(ctx, root, intent);
      return t ? parseNumber(t) : null;
    }
    case 'description':
    case 'content': {
      const title = titleOf(ctx, root);
      const rest = segs.filter((s) => s.text !== title).sort((a, b) => b.text.length - a.text.length)[0];
      return rest?.text ?? null;
    }
    default: {
      if (intent.words.includes('text')) return elementText(root) || null;
      return labelled() ?? named(ctx, root, intent);
    }
  }
}
