"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.titlePart = titlePart;
const item_labels_js_1 = require("./item-labels.js");
const structured_fields_js_1 = require("./structured-fields.js");
const text_js_1 = require("./text.js");
// what separates a head title's pieces: "Title | Shop", "Title – Tickets", "Series: Title"
const PIECES = /\s+[|·•–—-]\s+|\s*[|]\s*|\s*:\s+/;
// a part the markup names as other than the title
const OTHER = /series|kicker|eyebrow|overline|pre-?title|super-?title|sub-?title|sub-?head|strap|tagline|category|section|volume|collection|label|badge|flag/i;
const OTHER_TAGS = /^(small|sub|sup)$/i;
// between the parts: space, a separator, nothing more
const BETWEEN = /^[\s:|·•,–—-]*$/;
/** the parts of an h1: its child elements with text, when only separators lie between them */
function partsOf(page, h) {
    const parts = [];
    for (const c of h.children) {
        if (c.type === 'text') {
            if (!BETWEEN.test(c.data))
                return [];
        }
        else if (c.type === 'tag') {
            const el = c;
            if (el.tagName.toLowerCase() === 'br')
                continue;
            if ((0, item_labels_js_1.visibleClean)(page.$(el).text()))
                parts.push(el);
        }
    }
    return parts.length >= 2 ? parts : [];
}
/** the page's other names of its item, squashed: head title pieces, og/twitter titles, structured names */
function otherNames(page) {
    return page.remember('titleParts:otherNames', () => {
        const whole = [page.$('title').first().text(), ...(page.meta.get('og:title') ?? []), ...(page.meta.get('twitter:title') ?? [])];
        for (const t of page.things)
            for (const key of ['name', 'headline'])
                for (const v of (0, structured_fields_js_1.atPath)(t, key))
                    if (typeof v === 'string')
                        whole.push(v);
        const clean = whole.map((w) => (0, item_labels_js_1.visibleClean)(w)).filter(Boolean);
        const pieces = new Set(clean.flatMap((w) => [w, ...w.split(PIECES)]).map(text_js_1.squash).filter((p) => p.length >= 3));
        return { whole: clean.map(text_js_1.squash), pieces };
    });
}
const namedOther = (el) => OTHER_TAGS.test(el.tagName) || OTHER.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''} ${el.attribs?.itemprop ?? ''}`);
/** the title part of a two-part h1, or null when the h1 is one title (or which part is the title is not said) */
function titlePart(page, h) {
    const parts = partsOf(page, h);
    if (!parts.length)
        return null;
    const texts = parts.map((p) => (0, item_labels_js_1.visibleClean)(page.$(p).text()));
    const names = otherNames(page);
    const whole = (0, text_js_1.squash)(texts.join(' '));
    // the page's other names name the whole h1 (or hold it): it is one title
    if (names.whole.some((n) => n.includes(whole)))
        return null;
    const named = texts.filter((t) => names.pieces.has((0, text_js_1.squash)(t)));
    if (named.length === 1)
        return named[0];
    const left = parts.map((p, i) => (namedOther(p) ? null : texts[i])).filter((t) => t !== null);
    return left.length === 1 && left.length < parts.length ? left[0] : null;
}
//# sourceMappingURL=title-parts.js.map