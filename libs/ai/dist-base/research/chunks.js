"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.splitIntoPassages = splitIntoPassages;
// A stored text split into passages for retrieval: paragraphs (the lines of a page's text) joined up
// to about TARGET characters, long ones cut at sentence ends, so a passage is a few sentences about
// one thing and a question's words meet within it.
const sentences_js_1 = require("../answer/sentences.js");
const TARGET = 700;
const MAX = 1200;
function splitIntoPassages(text) {
    const out = [];
    let current = '';
    const flush = () => {
        if (current.trim())
            out.push(current.trim());
        current = '';
    };
    for (const raw of text.split(/\n+/)) {
        const line = raw.replace(/\s+/g, ' ').trim();
        if (!line)
            continue;
        if (line.length > MAX) {
            flush();
            for (const piece of cutLong(line))
                out.push(piece);
            continue;
        }
        if (current && current.length + line.length + 1 > TARGET)
            flush();
        current = current ? `${current}\n${line}` : line;
    }
    flush();
    return out;
}
/** A paragraph longer than MAX: whole sentences up to TARGET each (a sentence longer than MAX is cut at a space). */
function cutLong(paragraph) {
    const out = [];
    let current = '';
    for (const { text } of (0, sentences_js_1.splitSentences)(paragraph)) {
        for (const piece of text.length > MAX ? hardCut(text) : [text]) {
            if (current && current.length + piece.length + 1 > TARGET) {
                out.push(current);
                current = '';
            }
            current = current ? `${current} ${piece}` : piece;
        }
    }
    if (current)
        out.push(current);
    return out;
}
function hardCut(text) {
    const out = [];
    let rest = text;
    while (rest.length > MAX) {
        const at = rest.lastIndexOf(' ', TARGET);
        const cut = at > TARGET / 2 ? at : TARGET;
        out.push(rest.slice(0, cut).trim());
        rest = rest.slice(cut).trim();
    }
    if (rest)
        out.push(rest);
    return out;
}
//# sourceMappingURL=chunks.js.map