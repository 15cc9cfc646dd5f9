"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.groupWork = void 0;
exports.chosenIn = chosenIn;
exports.optionGroups = optionGroups;
const domhandler_1 = require("domhandler");
const values_js_1 = require("./values.js");
const MAX_VALUE = 120;
// the marks of the chosen option
const CHOSEN_CLASS = /(^|[\s_-])(active|selected|current|checked|is-active|is-selected|chosen)($|[\s_-])/i;
const scans = new WeakMap();
/** elements scanned and summed so far (tests count the work with them: each element at most once per page) */
exports.groupWork = { scanned: 0, summed: 0 };
// the options: what button,[role="button"|"radio"|"tab"|"option"|"menuitemradio"],[aria-pressed],[aria-selected],[aria-checked]
// matches (css-select: tag names as parsed, the role compared exactly), without a selector pass
const ROLES = new Set(['button', 'radio', 'tab', 'option', 'menuitemradio']);
const has = (el, name) => Object.prototype.hasOwnProperty.call(el.attribs, name) && el.attribs[name] != null;
const isOption = (el) => el.name === 'button' || ROLES.has(el.attribs.role) || has(el, 'aria-pressed') || has(el, 'aria-selected') || has(el, 'aria-checked');
const ariaMarked = (el) => el.attribs['aria-pressed'] === 'true' || el.attribs['aria-selected'] === 'true' || el.attribs['aria-checked'] === 'true';
const classMarked = (el) => CHOSEN_CLASS.test(el.attribs.class ?? '');
// as cheerio's children() and find('*'): elements, scripts and styles included
const kidsOf = (el) => el.children.filter(domhandler_1.isTag);
/** children of one tag, two or more, exactly one marked as chosen by its class */
const alike = (kids) => kids.length >= 2 && kids.every((k) => k.tagName === kids[0].tagName) && kids.filter(classMarked).length === 1;
/**
 * One walk of the page: an element can hold a group only if an option or a class-marked element lies below
 * it, so those elements' ancestors are all that is ever summed (each marked once: the climb stops at one
 * already marked)
 */
function scanOf($) {
    const root = $.root()[0];
    let scan = scans.get(root);
    if (scan)
        return scan;
    scan = { above: new Set(), sums: new Map() };
    const stack = [root];
    for (let n = stack.pop(); n; n = stack.pop()) {
        if ((0, domhandler_1.isTag)(n)) {
            exports.groupWork.scanned++;
            if (isOption(n) || classMarked(n)) {
                for (let up = n.parent; up && (0, domhandler_1.isTag)(up) && !scan.above.has(up); up = up.parent)
                    scan.above.add(up);
            }
        }
        if (n.type === 'root' || (0, domhandler_1.isTag)(n))
            for (const c of n.children)
                stack.push(c);
    }
    scans.set(root, scan);
    return scan;
}
/** the element's holds, summing (iteratively, children first) only elements with something below them, once each */
function holds(el, scan) {
    if (!scan.above.has(el))
        return undefined;
    const { above, sums } = scan;
    const stack = [[el, false]];
    while (stack.length) {
        const [node, childrenDone] = stack.pop();
        if (sums.has(node))
            continue;
        const kids = kidsOf(node);
        if (!childrenDone) {
            stack.push([node, true]);
            for (const k of kids)
                if (above.has(k) && !sums.has(k))
                    stack.push([k, false]);
            continue;
        }
        exports.groupWork.summed++;
        const h = { options: 0, aria: 0, classed: 0, alikeAt: alike(kids) ? node : null };
        for (const k of kids) {
            // a child with nothing below it adds only itself
            const below = sums.get(k);
            if (below) {
                h.options += below.options;
                h.aria += below.aria;
                h.ariaOne ??= below.ariaOne;
                h.classed += below.classed;
                h.classedOne ??= below.classedOne;
                h.alikeAt ??= below.alikeAt;
            }
            if (!isOption(k))
                continue;
            h.options++;
            if (ariaMarked(k)) {
                h.aria++;
                h.ariaOne ??= k;
            }
            if (classMarked(k)) {
                h.classed++;
                h.classedOne ??= k;
            }
        }
        sums.set(node, h);
    }
    return sums.get(el);
}
/** an element holding a group of options: the chosen one's text, null when none is marked; undefined when it holds no group */
function chosenIn($, el) {
    const h = holds(el, scanOf($));
    // nothing below it that an option or a chosen mark could be: no group
    if (!h)
        return undefined;
    // two options or more below it: marked by aria-pressed, aria-selected or aria-checked ("true"), else by a class
    if (h.options >= 2) {
        if (h.aria)
            return h.aria === 1 ? firstValue($, h.ariaOne) : null;
        return h.classed === 1 ? firstValue($, h.classedOne) : null;
    }
    // links or spans alike, one of them marked by its class ("chip chip--selected"): a group too
    if (!h.alikeAt)
        return undefined;
    const kids = kidsOf(h.alikeAt);
    // (an aria mark on one of them still comes first)
    let chosen = kids.filter(ariaMarked);
    if (!chosen.length)
        chosen = kids.filter(classMarked);
    return chosen.length === 1 ? firstValue($, chosen[0]) : null;
}
/** the page's groups of options with a chosen one: each option's first line, and the chosen one's */
function optionGroups($) {
    const out = [];
    const seen = new Set();
    $('[aria-pressed="true"],[aria-selected="true"],[aria-checked="true"],[class*="active" i],[class*="selected" i],[class*="current" i]').each((_, node) => {
        const parent = node.parent;
        if (!parent || parent.type !== 'tag' || seen.has(parent) || $(parent).closest('nav,header,footer').length)
            return;
        seen.add(parent);
        const options = $(parent).children().toArray();
        const chosen = chosenIn($, parent);
        if (chosen && options.length >= 2)
            out.push({ options: options.map((o) => firstLine($, o)).filter((t) => !!t), chosen });
    });
    return out;
}
const firstLine = ($, el) => $(el).contents().toArray().map((n) => (0, values_js_1.cleanText)($(n).text())).find(Boolean);
/** the chosen option's first line ("Paperback" of "Paperback<br>£9.99"), null when it has none or too long a one */
function firstValue($, chosen) {
    const first = firstLine($, chosen);
    return first && first.length <= MAX_VALUE ? first : null;
}
//# sourceMappingURL=option-groups.js.map