"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.smallLists = smallLists;
const CARD_TAGS = /^(div|li|article|section|a|dd|figure)$/i;
const LIST_NAMES = /product|item|card|tile|result|listing|grid|list|entry|offer|hit|teaser|post/i;
const MONEY = /(\d[\d.,]*\s?([$€£¥₽₹]|[A-Z]{3}\b))|(([$€£¥₽₹]|\b[A-Z]{3})\s?\d)/;
const AROUND_TAGS = /^(nav|header|footer|aside)$/i;
const AROUND_NAMES = /menu|breadcrumb|crumb|filter|facet|pagination|pager/i;
const NAME_CLASS = /title|name/i;
function ownHref(el) {
    const h = (el.attribs.href ?? '').trim();
    return h !== '' && !/^(#|javascript:)/i.test(h);
}
/** what an element holds, in one walk without selectors (cheerio compiles a selector per call) */
function scan(root) {
    const out = { link: false, name: false, heading: false, headings: 0, img: false, bad: false };
    const walk = (el) => {
        const tag = el.tagName.toLowerCase();
        if (tag === 'a' && ownHref(el)) {
            out.link = true;
            if (!out.name && textLength(el) >= 3)
                out.name = true;
        }
        if (/^h[2-6]$/.test(tag)) {
            out.heading = out.name = true;
            out.headings++;
        }
        else if (NAME_CLASS.test(el.attribs.class ?? '') || el.attribs.itemprop === 'name')
            out.name = true;
        if (tag === 'img')
            out.img = true;
        if (tag === 'h1' || tag === 'nav' || tag === 'textarea')
            out.bad = true;
        for (const c of el.children)
            if (c.type === 'tag')
                walk(c);
    };
    walk(root);
    return out;
}
function textLength(el) {
    let n = 0;
    const walk = (node) => {
        for (const c of node.children) {
            if (c.type === 'text')
                n += c.data.trim().length;
            else if (c.type === 'tag')
                walk(c);
        }
    };
    walk(el);
    return n;
}
function inChrome(el, cache) {
    const known = cache.get(el);
    if (known !== undefined)
        return known;
    const a = el.attribs ?? {};
    const here = AROUND_TAGS.test(el.tagName) || a.role === 'navigation' || AROUND_NAMES.test(`${a.class ?? ''} ${a.id ?? ''}`);
    const v = here || (el.parent !== null && el.parent.type === 'tag' && inChrome(el.parent, cache));
    cache.set(el, v);
    return v;
}
/** an element holding two or more items of its own (a grid of cards is not one card) */
function holdsItems(el, text) {
    const visit = (e) => {
        const kids = e.children.filter((c) => c.type === 'tag');
        const byKey = new Map();
        for (const k of kids) {
            const key = `${k.tagName}.${(k.attribs.class ?? '').split(/\s+/).sort().join('.')}`;
            byKey.set(key, [...(byKey.get(key) ?? []), k]);
        }
        // only siblings of one kind can be items: the others are not scanned
        for (const same of byKey.values()) {
            if (same.length < 2)
                continue;
            const items = same.filter((k) => {
                const s = scan(k);
                return s.heading || (s.link && MONEY.test(text(k)));
            });
            if (items.length >= 2)
                return true;
        }
        return kids.some(visit);
    };
    return visit(el);
}
/** one card: its own link, a name, and a price or a picture, not too long, holding no page heading */
function cardLike(el, text, chrome) {
    if (!CARD_TAGS.test(el.tagName))
        return false;
    const t = text(el);
    if (t.length < 8 || t.length > 800)
        return false;
    const s = scan(el);
    const link = s.link || (el.tagName.toLowerCase() === 'a' && ownHref(el));
    if (!link || !s.name || s.bad || !(MONEY.test(t) || s.img))
        return false;
    if (inChrome(el, chrome))
        return false;
    // two names or two prices are needed for two items inside: only then is the box looked through
    const prices = t.match(new RegExp(MONEY.source, 'g'))?.length ?? 0;
    return (s.headings < 2 && prices < 2) || !holdsItems(el, text);
}
/** a parent that holds a list: ul/ol, named for a list, or named for its card in the plural ("books" > "book") */
function listLike(parent, card) {
    const names = `${parent.attribs?.class ?? ''} ${parent.attribs?.id ?? ''}`;
    if (/^(ul|ol)$/i.test(parent.tagName) || LIST_NAMES.test(`${names} ${card.attribs?.class ?? ''}`))
        return true;
    const own = (card.attribs?.class ?? '').split(/\s+/).filter((c) => c.length > 2);
    return own.some((c) => names.toLowerCase().split(/[\s_-]+/).some((n) => n === `${c.toLowerCase()}s` || n === `${c.toLowerCase()}es`));
}
/**
 * Lists of one or two cards: from each item name (a heading, a title link) up through the boxes that
 * hold no other name, every box that is a card and, with its siblings of the same kind (one or two),
 * most of its parent's children; a single card also needs a list-like parent or name.
 */
function smallLists($, text, signature) {
    const anchors = [];
    const collect = (el, inNamed) => {
        for (const c of el.children) {
            if (c.type !== 'tag')
                continue;
            const k = c;
            const tag = k.tagName.toLowerCase();
            if (/^(script|style|noscript|svg|template|head)$/.test(tag))
                continue;
            const named = NAME_CLASS.test(k.attribs.class ?? '');
            if (/^h[2-6]$/.test(tag) || k.attribs.itemprop === 'name' || (tag === 'a' && (named || inNamed)))
                anchors.push(k);
            collect(k, named);
        }
    };
    const root = $.root()[0];
    collect(root, false);
    const isAnchor = new Set(anchors);
    const names = new Map();
    const outer = anchors.filter((a) => {
        for (let p = a.parent; p && p.type === 'tag'; p = p.parent)
            if (isAnchor.has(p))
                return false;
        return true;
    });
    for (const a of outer)
        for (let p = a.parent; p && p.type === 'tag'; p = p.parent)
            names.set(p, (names.get(p) ?? 0) + 1);
    const out = [];
    const chrome = new Map();
    const seen = new Set();
    const ids = new Map();
    const idOf = (el) => {
        if (!ids.has(el))
            ids.set(el, ids.size);
        return ids.get(el);
    };
    for (const a of outer) {
        for (let cur = a; cur.parent && cur.parent.type === 'tag' && (names.get(cur.parent) ?? 0) <= 2; cur = cur.parent) {
            const parent = cur.parent;
            if (/^(body|html|main)$/i.test(parent.tagName) || text(cur).length > 800)
                break;
            const key = `${idOf(parent)}:${signature(cur)}`;
            if (seen.has(key))
                continue;
            seen.add(key);
            const kids = parent.children.filter((c) => c.type === 'tag' && !/^(script|style|noscript|template|br|hr|input|button)$/i.test(c.tagName));
            const alike = kids.filter((k) => signature(k) === signature(cur));
            if (alike.length === 0 || alike.length > 2 || alike.length * 2 < kids.length || !alike.every((el) => cardLike(el, text, chrome)))
                continue;
            if (alike.length === 1 && !listLike(parent, alike[0]))
                continue;
            out.push({ parent, members: alike });
        }
    }
    return out;
}
//# sourceMappingURL=small-lists.js.map