"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.namesOf = namesOf;
exports.heldBy = heldBy;
exports.ragged = ragged;
exports.swappedName = swappedName;
// What the local engine measures of an answer besides the answer finder's own scores: the question's
// names the sources never say, how much of the question the answering passage says, and fragments.
const bm25_js_1 = require("./bm25.js");
const words_js_1 = require("../answer/words.js");
/** Keys of the capitalised words of a question after its first word (names are rarely said otherwise). */
function namesOf(question) {
    return (0, words_js_1.tokenize)(question)
        .slice(1)
        .filter((t) => /^\p{Lu}/u.test(t.text) && !(0, words_js_1.isStop)(t.lower) && t.lower.length > 2)
        .map((t) => t.key);
}
/** How much of the question the answer's passage (with its source's title) says, by the words' rarity. */
function heldBy(index, passage, focus) {
    const said = new Set((0, bm25_js_1.contentKeys)(`${index.sourceOf(passage).title}\n${index.textOf(passage)}`));
    const weighed = focus.map((k) => ({ k, w: index.bm25.idf(k) })).filter((x) => x.w > 0);
    const total = weighed.reduce((s, x) => s + x.w, 0);
    if (!total)
        return { held: 0, rarest: 0 };
    const rarest = weighed.reduce((a, b) => (b.w > a.w ? b : a));
    return { held: weighed.filter((x) => said.has(x.k)).reduce((s, x) => s + x.w, 0) / total, rarest: said.has(rarest.k) ? 1 : 0 };
}
/** A span that starts or ends on a stop word is a fragment ("of water with pressure"). */
function ragged(span) {
    const words = (0, words_js_1.tokenize)(span);
    return words.length > 1 && ((0, words_js_1.isStop)(words[0].lower) || (0, words_js_1.isStop)(words[words.length - 1].lower)) ? 1 : 0;
}
/**
 * A name of the question that other sources say but the answer's own source (its passages and title)
 * never does: the question is about another source's entity ("Who founded the Hollin mill?" answered
 * from the Harlow mill's page). A one-letter misspelling is forgiven.
 */
function swappedName(index, passage, names) {
    const source = index.file.passages[passage].s;
    const title = new Set((0, bm25_js_1.contentKeys)(index.sourceOf(passage).title));
    return names.some((k) => {
        if (title.has(k))
            return false;
        const list = index.bm25.postingsOf(k);
        if (!list)
            return false;
        let own = false;
        let other = false;
        for (let i = 0; i < list.length; i += 2) {
            if (!index.isLive(list[i]))
                continue;
            if (index.file.passages[list[i]].s === source)
                own = true;
            else
                other = true;
        }
        return other && !own;
    });
}
//# sourceMappingURL=evidence.js.map