"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_LINE = void 0;
exports.titleHeading = titleHeading;
exports.titleLines = titleLines;
exports.titleBlockLines = titleBlockLines;
exports.inTitleChrome = inTitleChrome;
const item_title_js_1 = require("./item-title.js");
const item_labels_js_1 = require("./item-labels.js");
const visible_js_1 = require("./visible.js");
const main_item_js_1 = require("./main-item.js");
const text_js_1 = require("./text.js");
const page_furniture_js_1 = require("./page-furniture.js");
// Limits, each with its reason:
// a line of the block is a byline, a meta line of up to six parts or an amount with its qualifier: a
// longer text is the item's description, not a line beside its title
exports.MAX_LINE = 200;
// a wrapper bigger than this is the page's body, not the title's header block; nor is a sibling this
// big a line (it is the item's body: the block ends there)
const MAX_WRAPPER = 600;
// the block is the few elements right after the heading: a line further down belongs to the body
const NEXT_SIBLINGS = 6;
// wrappers climbed out of (<div class="title"><header><h1>): the block's lines are near the heading
const LEVELS = 3;
// elements a line's text is read through before it is judged too big (a line is a few small elements;
// a sibling holding a deep or wide subtree is not one, however little text it has)
const LINE_NODES = 400;
// the headings weighed as the item's; a page's title heading comes early
const HEADINGS = 200;
const BLOCK = /^(p|div|ul|ol|li|dl|dd|section|header|h[1-6]|table|figure|blockquote)$/i;
const SKIPPED = /^(script|style|template|noscript|img|button|input|select|textarea|svg)$/i;
// struck-through text is an earlier amount, not what the line says now
const STRUCK = /^(del|s|strike)$/i;
// The site's chrome: its banner (brand, logo, menus), breadcrumbs, sidebars, footers, forms, comments,
// share bars and other items' boxes, named by tag, class or id (the furniture table's 'block' rows); and the
// site's banner <header> (siteBanner).
/** an element the chrome's names mark (tested in one walk: no document-wide query) */
const namedChrome = (el) => (0, page_furniture_js_1.isFurnitureElement)(el, 'block');
// elements a <header> is searched through for a menu: a banner's menu is near its top
const HEADER_NODES = 500;
/**
 * One walk of the document (iterative, each element once): its headings and its chrome. Cheerio's
 * queries shift and unshift a stack as deep as the page, so a query costs depth² on a deeply nested
 * page; this walk costs the number of elements.
 */
function scan(page) {
    return page.remember('titleBlockScan', () => {
        const chrome = new Set();
        const headings = [];
        const root = page.$.root()[0];
        // each node with whether it is inside the chrome and inside the main block
        const stack = [[root, false, false]];
        while (stack.length) {
            const [node, inChrome, inMain] = stack.pop();
            if (node.type !== 'tag' && node.type !== 'root')
                continue;
            const el = node;
            let chromeHere = inChrome;
            let mainHere = inMain;
            if (node.type === 'tag') {
                if (!chromeHere && (namedChrome(el) || (el.tagName === 'header' && !inMain && siteBanner(el))))
                    chromeHere = true;
                if (chromeHere)
                    chrome.add(el);
                mainHere ||= /^(main|article|section)$/i.test(el.tagName) || el.attribs?.role === 'main';
                if (!chromeHere && /^h[1-3]$/i.test(el.tagName) && headings.length < HEADINGS)
                    headings.push(el);
            }
            for (let i = el.children.length - 1; i >= 0; i--)
                stack.push([el.children[i], chromeHere, mainHere]);
        }
        const known = new Map();
        const test = (el) => {
            const path = [];
            let inside = false;
            for (let n = el; n && n.type === 'tag'; n = n.parent) {
                const k = known.get(n);
                if (k !== undefined) {
                    inside = k;
                    break;
                }
                path.push(n);
                if (chrome.has(n)) {
                    inside = true;
                    break;
                }
            }
            for (const n of path)
                known.set(n, inside);
            return inside;
        };
        return { headings, inChrome: test };
    });
}
/**
 * The page's own banner: a <header> outside the main block that stands in the body itself or holds a
 * menu, a form or a link home. A posting's own <header> (inside its box, with no menu) is the item's.
 */
function siteBanner(header) {
    const parent = header.parent;
    if (!parent || parent.type !== 'tag' || /^(body|html)$/i.test(parent.tagName))
        return true;
    let links = 0;
    let nodes = 0;
    const stack = [...header.children];
    while (stack.length && nodes++ < HEADER_NODES) {
        const n = stack.pop();
        if (n.type !== 'tag')
            continue;
        const e = n;
        if (/^(nav|form)$/i.test(e.tagName) || e.attribs?.role === 'navigation' || (e.tagName === 'a' && e.attribs?.href === '/'))
            return true;
        if (e.tagName === 'a' && ++links >= 3)
            return true;
        stack.push(...e.children);
    }
    return false;
}
/** the heading that holds the item's title (the first h1 when none repeats it), outside the chrome (among the first HEADINGS) */
function titleHeading(page, thing = null) {
    return page.remember('titleHeading', () => {
        const title = (0, item_title_js_1.itemTitle)(page, thing ?? (0, main_item_js_1.mainThing)(page));
        const { headings } = scan(page);
        const want = title ? (0, text_js_1.squash)(title) : null;
        const named = want ? headings.find((h) => { const t = lineText(h, exports.MAX_LINE); return t !== null && (0, text_js_1.squash)(t.text) === want; }) : undefined;
        return named ?? headings.find((h) => h.tagName === 'h1') ?? null;
    });
}
/**
 * The element's shown text (hidden and struck-through parts left out, block and <br> boundaries spaced),
 * or null when it is longer than max or has more than LINE_NODES elements: a big block is not read whole
 * to learn that. Iterative: a deep subtree costs its budget, not the stack.
 */
function lineText(el, max) {
    let raw = '';
    let linksHome = false;
    let nodes = 0;
    const stack = [el];
    while (stack.length) {
        const n = stack.pop();
        if (n.type === 'text') {
            raw += n.data;
            // whitespace is squeezed later: the raw text may be a few times the clean one
            if (raw.length > max * 4)
                return null;
            continue;
        }
        if (n.type !== 'tag')
            continue;
        const e = n;
        if (++nodes > LINE_NODES)
            return null;
        if (e !== el && (SKIPPED.test(e.tagName) || STRUCK.test(e.tagName) || (0, visible_js_1.hiddenElement)(e)))
            continue;
        if (e.tagName === 'a' && e.attribs?.href === '/')
            linksHome = true;
        if (e.tagName === 'br' || BLOCK.test(e.tagName))
            raw += ' ';
        for (let i = e.children.length - 1; i >= 0; i--)
            stack.push(e.children[i]);
    }
    const text = (0, item_labels_js_1.visibleClean)(raw);
    return text.length <= max ? { text, linksHome } : null;
}
/** up to n element siblings in one direction, nearest first */
function siblings(el, dir, n) {
    const out = [];
    for (let s = el[dir]; s && out.length < n; s = s[dir])
        if (s.type === 'tag')
            out.push(s);
    return out;
}
/**
 * The short lines beside the item's title: the siblings after its heading in document order up to the
 * next heading or the item's body, then the one before; the same again around each small wrapper
 * climbed out of. [] when the page has no title heading.
 */
function titleLines(page, thing = null) {
    return page.remember('titleLines', () => {
        const heading = titleHeading(page, thing);
        if (!heading)
            return [];
        const { inChrome } = scan(page);
        const out = [];
        const seen = new Set();
        // 'end' when the element ends the block (a heading, the item's body), else whether it was read
        const consider = (el, after, depth = 0) => {
            if (seen.has(el) || SKIPPED.test(el.tagName) || (0, visible_js_1.hiddenElement)(el) || inChrome(el))
                return;
            if (/^h[1-3]$/i.test(el.tagName))
                return 'end';
            seen.add(el);
            const read = lineText(el, MAX_WRAPPER);
            if (!read)
                return 'end';
            // a line with a link home is the site's banner, not the item's
            if (read.linksHome || !read.text)
                return;
            if (read.text.length <= exports.MAX_LINE)
                out.push({ el, text: read.text, after });
            // a box of lines under the title (<div class="info"><p>…</p><p>…</p></div>): its own lines too
            if (depth === 0)
                for (const c of el.children)
                    if (c.type === 'tag' && BLOCK.test(c.tagName))
                        consider(c, after, 1);
        };
        let node = heading;
        for (let level = 0; level < LEVELS; level++) {
            const before = out.length;
            for (const s of siblings(node, 'next', NEXT_SIBLINGS))
                if (consider(s, true) === 'end')
                    break;
            for (const s of siblings(node, 'prev', 1))
                consider(s, false);
            const parent = node.parent;
            if (!parent || parent.type !== 'tag' || /^(body|html|main|article)$/i.test(parent.tagName) || lineText(parent, MAX_WRAPPER) === null)
                break;
            // a box that holds the title and its lines is the title block; only the heading's own wrapper (nothing
            // read beside it) or its <header> is climbed out of (beyond the box: other items, the page)
            if (out.length > before && !/^(header|hgroup)$/i.test(parent.tagName))
                break;
            node = parent;
        }
        return out;
    });
}
/** the title block's texts in document order, the heading's first; [] when the page has no title heading */
function titleBlockLines(page) {
    return page.remember('titleBlockLines', () => {
        const heading = titleHeading(page);
        const own = heading ? lineText(heading, exports.MAX_LINE) : null;
        if (!heading || !own)
            return [];
        return [own.text, ...titleLines(page).filter((l) => l.after).map((l) => l.text)];
    });
}
/** whether an element is in the site's chrome (the same test the title block uses) */
function inTitleChrome(page, el) {
    return scan(page).inChrome(el);
}
//# sourceMappingURL=title-lines.js.map