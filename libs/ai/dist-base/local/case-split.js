"use strict";
// How a key's or a request's words written together are told apart: camelCase and acronyms split
// ("pubDate", "ISBNNumber" -> "ISBN Number"), an acronym's plural kept one word ("SKUs", "URLs": not the
// acronym and "Us"). Shared by the key's parts (abbreviations.ts) and the request's tokens (noun-phrase.ts).
Object.defineProperty(exports, "__esModule", { value: true });
exports.splitCase = void 0;
/** the text with a space wherever its case says a new word starts */
const splitCase = (text) => text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\b([A-Z]{2,})s\b/g, '$1S')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
exports.splitCase = splitCase;
//# sourceMappingURL=case-split.js.map