"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dropIconGlyphs = dropIconGlyphs;
const parsed_walk_js_1 = require("./parsed-walk.js");
// a bare text node: the symbol blocks of icons (arrows, dingbats "✓ ✔ ✗", shapes "▶ ●"); not emoji ("💊💊 Read more": the
// writer's own decoration, part of the text), maths operators or box drawing ("∙", "│": separators), nor a joiner alone
const PICTOGRAPHS = /^[\s\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u27F0-\u27FF\u2900-\u297F\u2B00-\u2BFF\uFE0F]+$/u;
// a stepper's or a close button's signs; never a separator ("|", ">", "~" between parts stay)
const SYMBOLS = /^[\s\p{So}−+×÷±\uFE0F\u200D]+$/u;
const KEPT = /[©®™℠°]/u;
const MAX_GLYPHS = 4;
// cells whose whole text may be a glyph: a table's and a description list's values
const VALUE_CELLS = /^(td|dd)$/i;
const NOT_INSIDE = new Set(['svg']);
const glyphs = (s) => [...s.replace(/[\s\uFE0F\u200D]/gu, '')].length;
const isGlyphText = (s, re) => re.test(s) && !KEPT.test(s) && glyphs(s) >= 1 && glyphs(s) <= MAX_GLYPHS;
// the element tells assistive technology what it is, or hides itself from it
const labelledIcon = (el) => {
    const a = el.attribs ?? {};
    return a['aria-label'] !== undefined || a.title !== undefined || a.role === 'img' || a['aria-hidden'] === 'true';
};
/** the text node is the whole text of a value cell: the value itself */
const wholeCell = (t) => {
    const cell = t.parent;
    return !!cell && cell.type === 'tag' && VALUE_CELLS.test(cell.tagName) && (0, parsed_walk_js_1.parsedText)(cell).trim() === t.data.trim();
};
/** drops the text of icons written as characters (see above); call once on a parsed document */
function dropIconGlyphs(root) {
    (0, parsed_walk_js_1.walkParsed)(root, (node) => {
        if (node.type === 'text') {
            const t = node;
            if (isGlyphText(t.data, PICTOGRAPHS) && !wholeCell(t))
                t.data = t.data.replace(/[^\s]+/gu, '').replace(/\s+/g, ' ');
            return;
        }
        // an element of one text child that is a few symbols, named or hidden for assistive technology
        const el = node;
        if (labelledIcon(el) && el.children.length === 1 && el.children[0].type === 'text' && isGlyphText(el.children[0].data, SYMBOLS)) {
            el.children[0].data = '';
            return 'skip';
        }
    }, NOT_INSIDE);
}
//# sourceMappingURL=icon-glyphs.js.map