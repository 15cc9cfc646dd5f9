"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.prominentTitle = prominentTitle;
const item_labels_js_1 = require("./item-labels.js");
const visible_js_1 = require("./visible.js");
const page_furniture_js_1 = require("./page-furniture.js");
// named large: a class or id of a title, or an inline font size of a display heading
const NAMED_TITLE = /(^|[-_\s])(title|name|headline|heading|hero)([-_\s]|$)/i;
const LEVEL = { h2: 3, h3: 2, h4: 1 };
// an image names the item less surely than a heading the page sets as its title
const BANNER = 1.5;
// elements walked: the item's title is near the top of its page
const BUDGET = 4000;
const large = (el) => {
    const size = /font-size:\s*(\d+(?:\.\d+)?)(px|rem|em)/i.exec(el.attribs?.style ?? '');
    return NAMED_TITLE.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) || (!!size && Number(size[1]) * (size[2] === 'px' ? 1 : 16) >= 24);
};
/** headings h2-h4 and banner images outside the chrome, in document order */
function candidates(page) {
    const out = [];
    const body = page.$('body')[0];
    const stack = body ? [body] : [];
    let nodes = 0;
    while (stack.length && nodes++ < BUDGET) {
        const el = stack.pop();
        if (el.type !== 'tag')
            continue;
        // the site's chrome, other items' boxes, a cart's or a dialog's box (page-furniture.ts): no title of the item there
        if ((0, page_furniture_js_1.isFurnitureElement)(el, 'title') || (0, visible_js_1.hiddenElement)(el))
            continue;
        const tag = el.tagName.toLowerCase();
        if (LEVEL[tag]) {
            const text = (0, item_labels_js_1.visibleClean)(page.$(el).text());
            if (text)
                out.push({ el, text, level: tag, score: LEVEL[tag] + (large(el) ? 1 : 0) });
            continue;
        }
        if (tag === 'img') {
            // a cover or banner: its alt says what it shows in a few words (a logo or a thumbnail sits in a link, passed over above)
            const alt = (0, item_labels_js_1.visibleClean)(el.attribs?.alt ?? '');
            const words = alt.split(/\s+/).length;
            if (alt && words >= 2 && words <= 12 && /^\p{Lu}|^\p{N}/u.test(alt))
                out.push({ el, text: alt, level: 'img', score: BANNER });
            continue;
        }
        for (let i = el.children.length - 1; i >= 0; i--)
            stack.push(el.children[i]);
    }
    return out;
}
/** the most prominent title-like text before the page's section headings, or null when none stands out */
function prominentTitle(page, credible) {
    return page.remember('prominentTitle', () => {
        const all = candidates(page);
        const perLevel = new Map();
        for (const c of all)
            if (c.level !== 'img')
                perLevel.set(c.level, (perLevel.get(c.level) ?? 0) + 1);
        // a level of two headings or more (and not named large) heads the page's sections: the item comes before them
        const section = (c) => c.level !== 'img' && (perLevel.get(c.level) ?? 0) >= 2 && !large(c.el);
        const firstSection = all.findIndex(section);
        const before = (firstSection < 0 ? all : all.slice(0, firstSection)).filter((c) => !section(c) && credible(c.text));
        let best = null;
        for (const c of before)
            if (!best || c.score > best.score)
                best = c;
        return best?.text ?? null;
    });
}
//# sourceMappingURL=title-prominence.js.map