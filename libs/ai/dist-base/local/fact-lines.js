"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.countLine = countLine;
exports.atLine = atLine;
exports.reachNamed = reachNamed;
const item_labels_js_1 = require("./item-labels.js");
const title_lines_js_1 = require("./title-lines.js");
const page_furniture_js_1 = require("./page-furniture.js");
// capitalised words (a particle or "&" between them): a person's or a place's name
const NAME = /^\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+(?:&|and|of|the|de|van|von|la|le|[\p{Lu}\p{N}][\p{L}\p{N}'’.-]*)){0,7}$/u;
/** each text node of the page outside the chrome and other items' boxes, with its element, in document order, until visit says stop */
function eachText(page, visit) {
    const stack = [page.$.root()[0]];
    while (stack.length) {
        const node = stack.pop();
        if (node.type === 'text') {
            const el = node.parent;
            if (el && el.type === 'tag' && visit((0, item_labels_js_1.visibleClean)(node.data), el))
                return;
            continue;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            continue;
        const el = node;
        // other items' boxes and the site's chrome (page-furniture.ts): their lines are not the item's
        if (node.type === 'tag' && (0, page_furniture_js_1.isFurnitureElement)(el, 'lines'))
            continue;
        for (let i = (el.children?.length ?? 0) - 1; i >= 0; i--)
            stack.push(el.children[i]);
    }
}
/** the number of a line that is only a count and its noun ("2 bedrooms", "2 double bedrooms", "4 servings"), the noun one the fact names; null when none */
function countLine(page, noun) {
    let found = null;
    eachText(page, (text, el) => {
        const m = /^(\d{1,2})\s*(?:[\p{L}-]+\s+)?(\p{L}+)\.?$/u.exec(text);
        // the line is its element's whole text: a count in a sentence is read by the answer finder, not here
        if (!m || !noun.test(m[2].toLowerCase()) || (0, item_labels_js_1.visibleClean)(page.$(el).text()) !== text)
            return false;
        found = Number(m[1]);
        return true;
    });
    return found;
}
/** "at Foundry Hall Main Room" (or "@ ...") as a line of the title block: the place, or null ("at 8pm" is a time) */
function atLine(page, thing) {
    for (const line of (0, title_lines_js_1.titleLines)(page, thing)) {
        const m = /^(?:at|@)\s+(.+?)\.?$/i.exec(line.text);
        if (line.after && m && NAME.test(m[1]) && !/\d\s*(?:am|pm)\b|^\d/i.test(m[1]))
            return m[1];
    }
    return null;
}
// a verb of reaching someone, the person, then how: "Call Tom Barraclough on 01263 555 014", "Speak to Ana Ruiz at +34 ...",
// at a sentence's start, a role between commas allowed ("Questions? Contact Sanne de Wit, recruiter, on +31 ...")
const REACH = /(?:^|[.!?]\s+)(?:call|ring|phone|contact|speak to|talk to|ask for|text|email|e-mail|message)\s+([^,]+?)(?:,[^,]{1,30},)?\s+(?:on|at|via)\s+(?:[+(\d]|[\w.+-]+@)/i;
/** the people lines tell you to reach about the item ("Call X on <phone>"), in document order */
function reachNamed(page) {
    const out = [];
    eachText(page, (text) => {
        const m = text.length <= 120 ? REACH.exec(text) : null;
        // "Call us on 0800 ...": a name in capitalised words, not a pronoun or "the office"
        if (m && NAME.test(m[1]) && m[1].split(/\s+/).length <= 4)
            out.push(m[1]);
        return out.length >= 2;
    });
    return out;
}
//# sourceMappingURL=fact-lines.js.map