"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Bm25 = exports.withinOneEdit = void 0;
exports.contentKeys = contentKeys;
exports.buildBm25 = buildBm25;
// BM25 over passages (Robertson's weighting, k1 1.2, b 0.75): the words of each passage by their
// keys (stems through the synonym table, stop words left out), so the question's words meet the text's
// the way the answer finder matches them.
const words_js_1 = require("../answer/words.js");
Object.defineProperty(exports, "withinOneEdit", { enumerable: true, get: function () { return words_js_1.withinOneEdit; } });
const K1 = 1.2;
const B = 0.75;
function contentKeys(text) {
    const out = [];
    for (const t of (0, words_js_1.tokenize)(text))
        if (!(0, words_js_1.isStop)(t.lower) && t.lower.length > 1)
            out.push(t.key);
    return out;
}
function buildBm25(passages) {
    const postings = new Map();
    const lengths = passages.map((text, p) => {
        const counts = new Map();
        const keys = contentKeys(text);
        for (const k of keys)
            counts.set(k, (counts.get(k) ?? 0) + 1);
        for (const [k, n] of counts) {
            let list = postings.get(k);
            if (!list)
                postings.set(k, (list = []));
            list.push(p, n);
        }
        return keys.length;
    });
    return { lengths, postings: Object.fromEntries(postings) };
}
class Bm25 {
    data;
    live;
    avg;
    /** passages counted (those `live` accepts) */
    n;
    /** with `live`: how many live passages say a key, counted when first asked */
    liveDf = new Map();
    /**
     * `live` keeps only the passages it accepts (those of sources still there): the others are as if
     * never indexed, for search, rarity and the average length alike. Nothing is rebuilt: a key's
     * live passages are counted the first time a question asks for it.
     */
    constructor(data, live) {
        this.data = data;
        this.live = live;
        const lengths = live ? data.lengths.filter((_, p) => live(p)) : data.lengths;
        this.n = lengths.length;
        this.avg = lengths.length ? lengths.reduce((s, n) => s + n, 0) / lengths.length : 1;
    }
    get size() {
        return this.n;
    }
    /** How many (live) passages say a key. */
    df(key) {
        const list = this.data.postings[key];
        if (!list)
            return 0;
        if (!this.live)
            return list.length / 2;
        let n = this.liveDf.get(key);
        if (n === undefined) {
            n = 0;
            for (let i = 0; i < list.length; i += 2)
                if (this.live(list[i]))
                    n++;
            this.liveDf.set(key, n);
        }
        return n;
    }
    /** The passages that say a key, with its count in each: [passage, count, ...] (live or not). */
    postingsOf(key) {
        return this.data.postings[key];
    }
    /** How rare a key is among the passages (0 for a key no passage has). */
    idf(key) {
        const df = this.df(key);
        if (!df)
            return 0;
        return Math.log(1 + (this.n - df + 0.5) / (df + 0.5));
    }
    /** A key some passage says, or one a letter away from it (a name misspelt: "Sentanta" for "Setanta"). */
    saysNearly(key) {
        if (this.df(key))
            return true;
        if (key.length < 5)
            return false;
        this.terms ??= Object.keys(this.data.postings);
        return this.terms.some((t) => Math.abs(t.length - key.length) <= 1 && (0, words_js_1.withinOneEdit)(t, key) && this.df(t) > 0);
    }
    terms;
    /** Passages by score, best first; `within` keeps only those it accepts. */
    search(keys, limit, within) {
        const scores = new Map();
        for (const key of new Set(keys)) {
            const list = this.data.postings[key];
            const idf = this.idf(key);
            if (!list || !idf)
                continue;
            for (let i = 0; i < list.length; i += 2) {
                const p = list[i];
                if ((this.live && !this.live(p)) || (within && !within(p)))
                    continue;
                const tf = list[i + 1];
                const norm = tf + K1 * (1 - B + (B * this.data.lengths[p]) / this.avg);
                scores.set(p, (scores.get(p) ?? 0) + (idf * tf * (K1 + 1)) / norm);
            }
        }
        return [...scores].map(([passage, score]) => ({ passage, score })).sort((a, b) => b.score - a.score || a.passage - b.passage).slice(0, limit);
    }
    /** The best score a passage could get for these keys (every key found, at the average length, said once): to scale scores to 0..1. */
    ceiling(keys) {
        let sum = 0;
        for (const key of new Set(keys))
            sum += this.idf(key);
        return sum;
    }
}
exports.Bm25 = Bm25;
//# sourceMappingURL=bm25.js.map