"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.headTitlePlace = headTitlePlace;
const item_labels_js_1 = require("./item-labels.js");
// a place is a name, not a sentence
const MOST_CHARS = 60;
// up to two words of what the item is ("job", "vacancy", "role"), "in", then a capitalised name up to its end or the site's separator
const IN_PLACE = /^(?:[\p{L}-]+\s+){0,2}in\s+(\p{Lu}[\p{L}'’.-]*(?:\s+(?:upon|on|le|de|\p{Lu}[\p{L}'’.-]*)){0,3})\s*(?:[|·•–—,-]|$)/u;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const namedIn = (text, name) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'u').test(text);
/** the name after "in" that follows the h1's text in the head title, when the page's own text names it too
 * (a breadcrumb, a stat card): "Lecturer in Economics" is a longer title, not a place; null when none */
function headTitlePlace(page) {
    return page.remember('headTitlePlace', () => {
        const head = (0, item_labels_js_1.visibleClean)(page.$('title').first().text());
        const h1 = (0, item_labels_js_1.visibleClean)(page.$('h1').first().text());
        if (!h1 || h1.length > 150 || !head.toLowerCase().startsWith(h1.toLowerCase()))
            return null;
        const place = IN_PLACE.exec(head.slice(h1.length).trim())?.[1];
        if (!place || place.length > MOST_CHARS)
            return null;
        // the page's own text (not its head) shows the name too
        return namedIn(page.visibleText, place) ? place : null;
    });
}
//# sourceMappingURL=head-title-place.js.map