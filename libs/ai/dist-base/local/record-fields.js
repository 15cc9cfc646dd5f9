"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.recordValue = recordValue;
const intent_js_1 = require("./intent.js");
const text_js_1 = require("./text.js");
const card_facts_js_1 = require("./card-facts.js");
const values_js_1 = require("./values.js");
/** the text pieces of a record: leaf-ish elements' own text, in order */
function segments($, root) {
    const out = [];
    const walk = (el) => {
        const kids = el.children.filter((c) => c.type === 'tag' && !/^(script|style|noscript|svg)$/i.test(c.tagName));
        const ownText = el.children.filter((c) => c.type === 'text').map((c) => c.data).join(' ');
        if (!kids.length || (0, values_js_1.cleanText)(ownText).length > 0 && kids.every((k) => /^(b|i|em|strong|span|small|sup|sub|br|a)$/i.test(k.tagName) && (0, values_js_1.cleanText)($(k).text()).length < 30)) {
            const t = (0, text_js_1.elementText)(el);
            if (t)
                out.push({ el, text: t });
            return;
        }
        for (const k of kids)
            walk(k);
    };
    walk(root);
    return out;
}
function classHay(el) {
    const a = el.attribs ?? {};
    return `${a.class ?? ''} ${a.id ?? ''} ${a.itemprop ?? ''} ${a['data-testid'] ?? ''}`.toLowerCase();
}
function named(ctx, root, intent) {
    for (const w of intent.words.filter((x) => x.length > 2)) {
        const hit = ctx.$(root).find('*').filter((_, e) => classHay(e).includes(w)).first();
        if (hit.length) {
            const t = (0, text_js_1.elementText)(hit[0]);
            if (t)
                return t;
        }
    }
    return null;
}
function titleOf(ctx, root) {
    const $ = ctx.$;
    const h = $(root).find('h1,h2,h3,h4,h5,h6,[class*="title" i],[class*="name" i],[itemprop="name"]').first();
    if (h.length && (0, text_js_1.elementText)(h[0]))
        return (0, text_js_1.elementText)(h[0]);
    const a = $(root).find('a').filter((_, e) => (0, values_js_1.cleanText)($(e).text()).length > 3).first();
    if (a.length)
        return (0, text_js_1.elementText)(a[0]);
    return segments($, root)[0]?.text ?? null;
}
function recordValue(ctx, root, name, description) {
    const $ = ctx.$;
    const intent = (0, intent_js_1.fieldIntent)(name, description);
    // an earlier price, units left, a rating, colours: read inside the item (item-facts.ts)
    const fact = (0, card_facts_js_1.itemFact)($, root, name, intent.description);
    if (fact !== undefined)
        return fact;
    const segs = segments($, root);
    const labelled = () => {
        for (const s of segs) {
            const m = /^([^:：]{1,30})[:：]\s*(.+)$/.exec(s.text);
            if (m && intent.words.some((w) => m[1].toLowerCase().includes(w)))
                return m[2];
        }
        return null;
    };
    // "text": the record's own text, whole
    if (intent.kind === 'content' && intent.words.includes('text'))
        return (0, text_js_1.elementText)(root) || null;
    switch (intent.kind) {
        case 'title':
            return named(ctx, root, intent) ?? titleOf(ctx, root);
        case 'price': {
            for (const s of segs) {
                if ($(s.el).closest('del,s,strike').length || /old|was|regular|strike/i.test(classHay(s.el)))
                    continue;
                const m = (0, values_js_1.parseMoney)(s.text, false);
                if (m)
                    return m.amount;
            }
            const n = labelled();
            return n ? (0, values_js_1.parseMoney)(n, true)?.amount ?? null : null;
        }
        case 'currency': {
            for (const s of segs) {
                const m = (0, values_js_1.parseMoney)(s.text, false);
                if (m)
                    return m.currency ?? m.symbol;
            }
            return null;
        }
        case 'url': {
            const href = root.tagName === 'a' ? root.attribs.href : $(root).find('a[href]').first().attr('href');
            return href ? (0, values_js_1.absoluteUrl)(href, ctx.url) : null;
        }
        case 'image': {
            const img = $(root).find('img').first();
            const src = img.attr('src') ?? img.attr('data-src');
            return src ? (0, values_js_1.absoluteUrl)(src, ctx.url) : null;
        }
        case 'date': {
            const time = $(root).find('time').first();
            if (time.length)
                return (0, values_js_1.parseDate)(time.attr('datetime') ?? time.text()) ?? (0, values_js_1.cleanText)(time.text());
            const l = labelled() ?? named(ctx, root, intent);
            if (l)
                return (0, values_js_1.parseDate)(l) ?? l;
            for (const s of segs) {
                const d = (0, values_js_1.parseDate)(s.text);
                if (d && s.text.length < 40)
                    return d;
            }
            return null;
        }
        case 'email': {
            const mail = $(root).find('a[href^="mailto:" i]').first().attr('href');
            return (0, values_js_1.parseEmail)(mail ?? $(root).text());
        }
        case 'phone': {
            const tel = $(root).find('a[href^="tel:" i]').first().attr('href');
            return tel ? (0, values_js_1.parsePhone)(tel) : null;
        }
        case 'availability': {
            const t = labelled() ?? named(ctx, root, intent);
            return (t ? (0, values_js_1.parseAvailability)(t) : null) ?? (0, card_facts_js_1.itemAvailability)($, root);
        }
        case 'rating':
        case 'review_count':
        case 'number': {
            const t = labelled() ?? named(ctx, root, intent);
            return t ? (0, values_js_1.parseNumber)(t) : null;
        }
        case 'description':
        case 'content': {
            const title = titleOf(ctx, root);
            const rest = segs.filter((s) => s.text !== title).sort((a, b) => b.text.length - a.text.length)[0];
            return rest?.text ?? null;
        }
        default: {
            if (intent.words.includes('text'))
                return (0, text_js_1.elementText)(root) || null;
            return labelled() ?? named(ctx, root, intent);
        }
    }
}
//# sourceMappingURL=record-fields.js.map