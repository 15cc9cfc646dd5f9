"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.visibleLines = exports.visibleClean = void 0;
exports.labelValues = labelValues;
exports.labelPairs = labelPairs;
const values_js_1 = require("./values.js");
const line_breaks_js_1 = require("./line-breaks.js");
const bounded_text_js_1 = require("./bounded-text.js");
const option_groups_js_1 = require("./option-groups.js");
// bidi and zero-width marks some shops put around their colons ("Publisher ‏ : ‎")
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g;
const visibleClean = (text) => (0, values_js_1.cleanText)(text.replace(INVISIBLE, ''));
exports.visibleClean = visibleClean;
/** the text's lines (the page's <br> and blocks, line-breaks.ts), each clean, the empty ones dropped, joined by "\n" */
const visibleLines = (text) => text.split(/\n/).map(exports.visibleClean).filter(Boolean).join('\n');
exports.visibleLines = visibleLines;
// more than `most` children as the page wrote them (line-breaks.ts adds some), counted no further
const wide = (el, most = 12) => (0, bounded_text_js_1.moreChildrenThan)(el, most, line_breaks_js_1.addedBreak);
const INLINE = /^(span|b|strong|em|i|label|small|font|a)$/i;
const SKIP = /^(script|style|noscript|head|svg|template|nav|footer)$/i;
const MAX_VALUE = 200;
const MAX_LABEL = 40;
// a text read only this far: a label and its value, with its trailing colon; longer is no pair's
const MAX_PAIR = MAX_VALUE + MAX_LABEL + 2;
/** every label/value pair of the page, colon or not, in document order (kept per page) */
function allLabelled(page) {
    return page.remember('itemLabelled', () => {
        // an element's clean text, once: every short text under a paragraph reads the paragraph; null when
        // it is longer than any label with its value (so a wide or deep container is never read whole)
        const texts = new Map();
        const textOf = (el) => {
            let t = texts.get(el);
            if (t === undefined) {
                const raw = (0, bounded_text_js_1.textWithin)(el, MAX_PAIR);
                texts.set(el, (t = raw === null ? null : (0, exports.visibleClean)(raw)));
            }
            return t;
        };
        // the same with its lines: a value keeps them, so a reader can tell a name from the firm on the next line
        const linesOf = (el, most) => {
            const raw = (0, bounded_text_js_1.textWithin)(el, most);
            return raw === null ? '' : (0, exports.visibleLines)(raw);
        };
        const out = page.labels.map((p) => ({ label: (0, exports.visibleClean)(p.label).replace(/\s*[:：]$/, ''), value: (0, exports.visibleClean)(p.value) })).filter((p) => p.value);
        const walk = (node) => {
            if (node.type === 'text') {
                const own = (0, exports.visibleClean)(node.data).replace(/\s*[:：]$/, '');
                if (!own || own.length > MAX_LABEL || /[:：]/.test(own))
                    return;
                const el = node.parent;
                // a label is a small element: a short text loose in a big container is not read whole
                if (!el || el.type !== 'tag' || wide(el))
                    return;
                const elText = (textOf(el) ?? '').replace(/\s*[:：]$/, '');
                let value = '';
                if (elText === own) {
                    if (INLINE.test(el.tagName)) {
                        // <li><span>Publisher</span> Gullwing Press</li>: the rest of the parent
                        const parent = el.parent;
                        const whole = (parent && parent.type === 'tag' && !wide(parent) ? textOf(parent) : '') ?? '';
                        const lines = whole ? linesOf(parent, MAX_PAIR) : '';
                        const chosen = parent && parent.type === 'tag' && whole ? (0, option_groups_js_1.chosenIn)(page.$, parent) : undefined;
                        if (chosen !== undefined)
                            value = chosen ?? '';
                        else if (whole.length <= MAX_VALUE + own.length && whole.startsWith(elText))
                            value = (lines.startsWith(elText) ? lines : whole).slice(elText.length).replace(/^\s*[:：]?\s*/, '');
                        // <div class="stat"><strong>£36,000</strong><span>per year</span></div>: the figure first, its label after
                        else if (whole.endsWith(elText) && whole.length > elText.length)
                            value = figureBefore(el, whole, elText);
                    }
                    else {
                        // <h3>Listing agent</h3><p>Dana Cole</p>, <th>Pages</th><td>280</td>; a photo between them
                        // (<h2>Marketed by</h2><img><p>Floor de Wit</p>) has no text and is passed over
                        let sib = el.next;
                        while (sib && (sib.type !== 'tag' || textOf(sib) === ''))
                            sib = sib.next;
                        // (a group of options under its label, "Format" over four buttons: the chosen one)
                        const chosen = sib && sib.type === 'tag' ? (0, option_groups_js_1.chosenIn)(page.$, sib) : undefined;
                        if (sib)
                            value = chosen === undefined ? linesOf(sib, MAX_VALUE) : (chosen ?? '');
                    }
                }
                else if (elText.endsWith(own) && elText.length > own.length) {
                    // <div><span class="num">3</span> bed</div>: a figure, then the word that says what it counts
                    value = figureBefore(node, elText, own);
                }
                else if (elText.startsWith(own) && elText.length <= MAX_VALUE + own.length) {
                    // "Publication date 12 March 2021" as one text, the label first: only for labels asked for (checked by the caller)
                    value = elText.slice(own.length).replace(/^\s*[:：]?\s*/, '');
                }
                // a value's lines stay apart ("Marisol Vega\nSunbelt Realty Group"): each reader joins or picks them
                if (value && value.length <= MAX_VALUE)
                    out.push({ label: own, value });
                return;
            }
            if (node.type !== 'tag' && node.type !== 'root')
                return;
            if (node.type === 'tag' && SKIP.test(node.tagName))
                return;
            for (const c of node.children ?? [])
                walk(c);
        };
        walk(page.$.root()[0]);
        return out;
    });
}
// a stat chip's figure is short: a number with its unit or currency ("20 mins", "£36,000 – £41,000", "1,012");
// a value in words over its label is a name at most ("Harrow & Vale" over "Publisher")
const MAX_FIGURE = 30;
const MAX_WORDS_VALUE = 60;
/**
 * The value before a label that ends its chip ("<b>20 mins</b>prep", "<strong>£36,000</strong><span>per year</span>"):
 * the chip's text before the label when an element of its own holds it and it has a digit, or, in words
 * ("<span>Paperback</span><span>Format</span>"), when the chip is one of a row of chips of its shape; '' otherwise.
 */
function figureBefore(label, whole, own) {
    // the string checks first: most texts that end their element follow no figure
    const figure = whole.slice(0, whole.length - own.length).trim();
    const digits = /\d/.test(figure);
    if (figure.length > (digits ? MAX_FIGURE : MAX_WORDS_VALUE))
        return '';
    if (!digits && !inRowOfChips(label))
        return '';
    // nothing with text after the label: it ends the chip
    for (let n = label.next; n; n = n.next)
        if (n.type === 'tag' ? ((0, bounded_text_js_1.textWithin)(n, 1) ?? 'x').trim() : n.type === 'text' ? n.data.trim() : '')
            return '';
    let prev = label.prev;
    while (prev && prev.type === 'text' && !prev.data.trim())
        prev = prev.prev;
    if (!prev || prev.type !== 'tag')
        return '';
    return (0, exports.visibleClean)((0, bounded_text_js_1.textWithin)(prev, MAX_WORDS_VALUE) ?? '') === figure ? figure : '';
}
// a grid of facts repeats its chip's element: a sibling of the same tag and class on either side
const NEAR_SIBLINGS = 3;
/** the label's chip (the element that holds it) has a sibling element of its own tag and class */
function inRowOfChips(label) {
    const chip = label.parent;
    if (!chip || chip.type !== 'tag')
        return false;
    const shape = (n) => (n && n.type === 'tag' ? `${n.tagName} ${n.attribs?.class ?? ''}` : null);
    const own = shape(chip);
    for (const dir of ['prev', 'next']) {
        let n = chip[dir];
        for (let i = 0; n && i < NEAR_SIBLINGS; n = n[dir]) {
            if (n.type !== 'tag')
                continue;
            if (shape(n) === own)
                return true;
            i++;
        }
    }
    return false;
}
/** values whose label is one of the asked labels (the whole label, case and colons aside), in document order */
function labelValues(page, label) {
    return allLabelled(page).filter((p) => label.test(p.label.toLowerCase())).map((p) => p.value);
}
/** pairs whose label matches, for readers that need the label too ("Paperback : 384 pages") */
function labelPairs(page, label) {
    return allLabelled(page).filter((p) => label.test(p.label.toLowerCase()));
}
//# sourceMappingURL=item-labels.js.map