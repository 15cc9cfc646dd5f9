"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.attributeLabels = attributeLabels;
const values_js_1 = require("./values.js");
const regex_escape_js_1 = require("./regex-escape.js");
const option_groups_js_1 = require("./option-groups.js");
const MAX_LABEL = 40;
const MAX_VALUE = 120;
// controls are named by what they do ("Call Marisol Vega", "Close"), not by what they hold
const CONTROLS = 'button,input,select,textarea,option,[role="button"],[role="tab"],[role="menuitem"],[aria-hidden="true"],nav,svg';
// the icon of a chip
const ICON = 'svg,img,i,[aria-hidden="true"],[class*="icon" i]';
// a count and its noun: "3 bedrooms", "1,050 square feet", "bedrooms: 3"
const NUMBER = /^\d[\d.,]*$/;
/** label/value pairs from aria-label and title attributes, in document order */
function attributeLabels($) {
    const out = [];
    $('[aria-label],[title]').each((_, node) => {
        const el = node;
        // an abbreviation's title spells it out; images and whole regions hold no one value
        if (/^(abbr|acronym|img|iframe|link|meta|html|body|main|section|article|form|table|ul|ol)$/i.test(el.tagName))
            return;
        // a title is a tooltip: it labels a chip (an icon beside the text), not a link ("International Standard Name
        // Identifier" on "ISNI") nor a phrase it glosses (<i title="Māori language text">Aotearoa</i>)
        const raw = el.attribs['aria-label'] ?? (el.tagName.toLowerCase() !== 'a' && $(el).children(ICON).length ? el.attribs.title : undefined);
        const attr = (0, values_js_1.cleanText)(raw ?? '').replace(/\s*[:：]$/, '');
        // cheap checks first: big pages have thousands of titled elements
        if (!attr || attr.length > MAX_LABEL || !el.children.length)
            return;
        // a group of options (format buttons, size chips, tabs) is labelled for the one chosen, not for all of them
        const chosen = (0, option_groups_js_1.chosenIn)($, el);
        if (chosen !== undefined) {
            if (chosen && !$(el).closest(CONTROLS).length)
                out.push({ label: attr, value: chosen, el });
            return;
        }
        const value = (0, values_js_1.cleanText)($(el).text());
        if (!value || value.length > MAX_VALUE || attr.toLowerCase() === value.toLowerCase())
            return;
        if ($(el).closest(CONTROLS).length)
            return;
        // a count named with its number: the attribute's words around the shown number are its label
        if (NUMBER.test(value)) {
            const m = new RegExp(`^(?:${(0, regex_escape_js_1.escapeRegExp)(value)}\\s+(\\D.*)|(\\D.*?)\\s*[:：]?\\s+${(0, regex_escape_js_1.escapeRegExp)(value)})$`).exec(attr);
            if (m) {
                out.push({ label: (m[1] ?? m[2]).trim(), value, el });
                return;
            }
        }
        // the attribute names the element's text; an attribute that repeats or holds it ("Call Marisol Vega") names no value
        if (attr.toLowerCase().includes(value.toLowerCase()) || value.toLowerCase().includes(attr.toLowerCase()))
            return;
        if (attr.split(/\s+/).length > 4 || /\d/.test(attr) || spellsOut(attr, value))
            return;
        out.push({ label: attr, value, el });
    });
    return out;
}
/** the attribute spells out the text's initials: an abbreviation's expansion, not its label */
const spellsOut = (attr, value) => /^[A-Z]{2,6}$/.test(value) && attr.split(/\s+/).map((w) => w[0]).join('').toUpperCase().includes(value);
//# sourceMappingURL=attribute-labels.js.map