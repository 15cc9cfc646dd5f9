"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findRecordGroups = findRecordGroups;
exports.selectGroups = selectGroups;
const values_js_1 = require("./values.js");
const small_lists_js_1 = require("./small-lists.js");
const SKIP_TAGS = /^(script|style|noscript|svg|path|option|select|head|meta|link|br|hr|input|button|iframe|template)$/i;
const NOT_RECORDS = /cookie|consent|onetrust|gdpr|sponsored|advert|datepicker|calendar|(^|[-_\s])seo([-_\s]|$)/i;
// classes that scripts add or remove as an item scrolls into view or loads: a state, not a kind of item
const STATE_CLASS = /^(aos-\w+|animated?|animate-\w+|fade-?in\w*|in-?view|is-(visible|loaded|inview)|visible|show|shown|lazy-?loaded|loaded)$/i;
/** class names that say what kind of item an element is (no ids with digits, no states) */
function kindClasses(el) {
    return (el.attribs?.class ?? '')
        .split(/\s+/)
        .filter((c) => c && !/\d/.test(c) && !/active|selected|first|last|odd|even|hidden|current/i.test(c) && !STATE_CLASS.test(c))
        .sort();
}
function signature(el) {
    return `${el.tagName.toLowerCase()}.${kindClasses(el).slice(0, 3).join('.')}`;
}
/**
 * Siblings of one tag whose class sets mostly agree are one list: items tagged per category
 * ("post hentry has-thumbnail topic-music" / "... topic-art") differ in a class or two only.
 */
function mergeAlike(bySig, kids) {
    const groups = [...bySig.values()];
    const out = [];
    const merged = new Set();
    for (let i = 0; i < groups.length; i++) {
        if (merged.has(i))
            continue;
        const base = groups[i];
        const classes = new Set(kindClasses(base[0]));
        const list = [...base];
        for (let j = i + 1; j < groups.length && classes.size >= 2; j++) {
            if (merged.has(j) || groups[j][0].tagName !== base[0].tagName)
                continue;
            if (jaccard(classes, new Set(kindClasses(groups[j][0]))) >= 0.5) {
                list.push(...groups[j]);
                merged.add(j);
            }
        }
        if (list.length > base.length) {
            const at = new Map(kids.map((k, n) => [k, n]));
            list.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
        }
        out.push(list);
    }
    return out;
}
// The set of tag paths below an element, two levels deep: its shape.
function shape(el) {
    const out = new Set();
    for (const c of el.children) {
        if (c.type !== 'tag')
            continue;
        const ce = c;
        out.add(ce.tagName);
        for (const g of ce.children)
            if (g.type === 'tag')
                out.add(`${ce.tagName}/${g.tagName}`);
    }
    return out;
}
function jaccard(a, b) {
    if (!a.size && !b.size)
        return 1;
    let inter = 0;
    for (const x of a)
        if (b.has(x))
            inter++;
    return inter / (a.size + b.size - inter);
}
function findRecordGroups($, promptWords, wantsPrice, options = {}) {
    const groups = [];
    const textOf = new Map();
    const text = (el) => {
        let t = textOf.get(el);
        if (t === undefined) {
            t = (0, values_js_1.cleanText)($(el).text());
            textOf.set(el, t);
        }
        return t;
    };
    // an element inside a box named for cookies, consent, ads, a date picker or SEO text (cached up the tree)
    const notRecordsOf = new Map();
    const notRecords = (el) => {
        let v = notRecordsOf.get(el);
        if (v === undefined) {
            const named = NOT_RECORDS.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`);
            const up = el.parent && el.parent.type === 'tag' ? notRecords(el.parent) : false;
            v = named || up;
            notRecordsOf.set(el, v);
        }
        return v;
    };
    const consider = (parent, alike, order, small) => {
        // empty slots (cards not loaded yet) are left out; a list needs most of its items filled
        const members = alike.filter((m) => text(m).length > 0);
        if ((!small && members.length < 3) || members.length === 0 || members.length < 0.3 * alike.length)
            return;
        const texts = members.map(text);
        const avgLen = texts.reduce((s, t) => s + Math.min(t.length, 400), 0) / members.length;
        const shapes = members.slice(0, 12).map(shape);
        let sim = 0;
        let pairs = 0;
        for (let i = 1; i < shapes.length; i++) {
            sim += jaccard(shapes[0], shapes[i]);
            pairs++;
        }
        const similarity = pairs ? sim / pairs : 1;
        const richness = Math.min(1, (shapes[0].size + 1) / 4);
        let score = Math.sqrt(members.length) * Math.log1p(avgLen) * (0.3 + similarity) * (0.4 + richness);
        const $p = $(parent);
        if ($p.closest('nav,header,footer,[role="navigation"],[class*="menu" i],[class*="breadcrumb" i],[id*="menu" i]').length)
            score *= 0.2;
        // cookie / consent dialogs, ad feeds, date pickers and SEO text blocks repeat too, but hold no records
        if (notRecords(parent))
            score *= 0.2;
        // search filter options: short labels with a checkbox, or with a count ("Teacher (125)", "Tiny (102 items)")
        const facets = members.filter((m, i) => /\(\d[\d,.]*(\s\p{L}+)?\)$/u.test(texts[i]) || (texts[i].length < 40 && $(m).find('input[type="checkbox"],input[type="radio"]').length > 0)).length;
        if (facets >= 0.6 * members.length)
            score *= 0.2;
        if (avgLen < 15)
            score *= 0.4;
        // links-only short items are menus and tag clouds
        const linkShare = members.filter((m) => $(m).find('a').length + (m.tagName === 'a' ? 1 : 0) > 0).length / members.length;
        if (linkShare > 0.9 && avgLen < 30)
            score *= 0.5;
        // controls, tabs and pagers repeat too, but are not records
        const first = members[0];
        if (/^(button|label|option)$/i.test(first.tagName) || /\b(btn|button|tab|tabs|arrow|control|pagination|pager|page-item|dot|dots|swatch)\b/i.test(`${first.attribs?.class ?? ''} ${first.attribs?.role ?? ''}`))
            score *= 0.3;
        const hay = `${$p.attr('class') ?? ''} ${$p.attr('id') ?? ''} ${members[0].attribs?.class ?? ''} ${texts.slice(0, 3).join(' ')}`.toLowerCase();
        const fit = promptWords.filter((w) => hay.includes(w.replace(/s$/, ''))).length;
        score *= 1 + 0.3 * fit;
        if (wantsPrice) {
            const priced = texts.filter((t) => /(\d[\d.,]*\s?([$€£¥₽₹]|[A-Z]{3}\b))|(([$€£¥₽₹]|\b[A-Z]{3})\s?\d)/.test(t)).length / members.length;
            score *= 0.5 + priced;
        }
        groups.push({ elements: members, score, order, key: `${signature(parent)}>${signature(members[0])}`, small });
    };
    let order = 0;
    const orderOf = new Map();
    $('body, body *').each((_, node) => {
        const parent = node;
        order++;
        orderOf.set(parent, order);
        if (SKIP_TAGS.test(parent.tagName))
            return;
        const kids = parent.children.filter((c) => c.type === 'tag' && !SKIP_TAGS.test(c.tagName));
        if (kids.length < 3)
            return;
        const bySig = new Map();
        for (const k of kids) {
            const s = signature(k);
            const list = bySig.get(s) ?? [];
            list.push(k);
            bySig.set(s, list);
        }
        for (const alike of bySig.size > 1 && bySig.size <= 40 ? mergeAlike(bySig, kids) : bySig.values()) {
            if (alike.length >= 3)
                consider(parent, alike, order, false);
        }
    });
    // lists of one or two cards, found from their names upward (small-lists.ts)
    if (options.small) {
        for (const c of (0, small_lists_js_1.smallLists)($, text, signature))
            consider(c.parent, c.members, orderOf.get(c.parent) ?? 0, true);
    }
    // a card's own inner box (its body without the picture) is not a list of its own
    const smalls = groups.filter((g) => g.small);
    const kept = smalls.length < 2 ? groups : groups.filter((g) => !g.small || !smalls.some((o) => o !== g && o.elements.some((a) => g.elements.every((b) => a !== b && contains(a, b)))));
    return kept.sort((a, b) => b.score - a.score);
}
function contains(ancestor, el) {
    for (let cur = el; cur; cur = cur.parent)
        if (cur === ancestor)
            return true;
    return false;
}
function previousTag(el) {
    for (let p = el.prev; p; p = p.prev)
        if (p.type === 'tag')
            return p;
    return null;
}
/** g's members each follow a member of c (a title row, then its details row): c's records continued */
function continues(g, c) {
    // alternating rows built alike (zebra stripes: same cells, same shape) are records of their own
    const a = g.elements[0];
    const b = c.elements[0];
    const cells = (el) => el.children.filter((x) => x.type === 'tag').length;
    if (cells(a) === cells(b) && jaccard(shape(a), shape(b)) >= 0.5)
        return false;
    const members = new Set(c.elements);
    return g.elements.filter((el) => {
        const prev = previousTag(el);
        return prev !== null && members.has(prev);
    }).length >= 0.8 * g.elements.length;
}
/**
 * The groups to return: the best one, the same list continued in other containers (same key), and,
 * when the prompt names nothing in particular ("all records on the page"), every other group that
 * scores at least `ratio` of the best. Groups nested in or around a chosen one are left out.
 */
function selectGroups(groups, generic, ratio = 0.5) {
    const best = groups[0];
    if (!best)
        return [];
    const chosen = [best];
    const overlaps = (g) => chosen.some((c) => c.elements.some((a) => g.elements.some((b) => contains(a, b) || contains(b, a))));
    for (const g of groups.slice(1)) {
        // a list of one or two joins only as the same list continued: a pair of cards elsewhere is not "every group"
        if (!(g.key === best.key || (generic && !g.small && g.score >= ratio * best.score)))
            continue;
        if (!overlaps(g) && !chosen.some((c) => continues(g, c)))
            chosen.push(g);
    }
    return chosen.sort((a, b) => a.order - b.order);
}
//# sourceMappingURL=repeated.js.map