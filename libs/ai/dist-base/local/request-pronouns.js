"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.asksParts = exports.wholeText = exports.allTextParts = void 0;
exports.everPronouns = everPronouns;
exports.datedAct = datedAct;
// Words of a request that stand for a phrase the reader knows, rewritten before it is read (intent.ts):
// the "-ever" pronouns (a free relative: "whoever wrote it" is "the person who wrote it"), the dated acts of
// an entry named by their participle alone ("posted", "date added": the date of that act) and the parts a
// text is made of taken all together ("all paragraphs": the whole text).
const lexicon_js_1 = require("./lexicon.js");
// an "-ever" pronoun opening the request is its question ("whoever wrote it" asks who wrote it); inside a phrase it
// is the thing it stands for ("the name of whoever wrote it": the name of the person who wrote it)
const EVER = Object.assign(Object.create(null), {
    whoever: ['who', 'the person who'], whomever: ['who', 'the person who'], whatever: ['what', 'the thing that'],
    whichever: ['which', 'the one that'], whenever: ['when', 'the time when'], wherever: ['where', 'the place where'],
});
/** the "-ever" pronouns read as the question word (at the start) or the phrase (inside) they stand for */
function everPronouns(text) {
    return text.replace(/\b(?:whoever|whomever|whatever|whichever|whenever|wherever)\b/gi, (word, at) => {
        const [question, phrase] = EVER[word.toLowerCase()];
        return /^[\s"'“‘]*$/.test(text.slice(0, at)) ? question : phrase;
    });
}
// the acts that put an entry on a page or change it: a page labels each with its date ("Posted 3 May", "Added:",
// "Listed on", "Updated"), so the act's participle alone asks that date
const DATED_ACTS = new Set(['posted', 'added', 'listed', 'uploaded', 'submitted', 'filed', 'created', 'published', 'updated', 'modified', 'edited', 'revised', 'shared', 'announced', 'released', 'issued', 'launched', 'relisted', 'reposted', 'advertised'].map(lexicon_js_1.stem));
// the words around such a participle that ask nothing else: "date posted", "posted on", "when added"
const DATE_WORDS = new Set(['date', 'day', 'time', 'on', 'at', 'when', 'the', 'first', 'last', 'originally', 'initially']);
/**
 * A request that is the participle of a dated act alone or with date words ("posted", "date posted", "listed on",
 * "first added"): the date of that act, whatever the participle's stem names otherwise ("post" is also a work)
 */
function datedAct(toks) {
    const acts = toks.filter((t) => !DATE_WORDS.has(t));
    return acts.length === 1 && (0, lexicon_js_1.participle)(acts[0]) && DATED_ACTS.has((0, lexicon_js_1.stem)(acts[0]));
}
// the parts a text is made of ("paragraphs", "sentences"): all of them together are the text itself
const TEXT_PARTS = String.raw `(?:paragraphs?|paras?|passages?|sentences?)`;
const ALL_PARTS = new RegExp(String.raw `\b(?:all|every|each)(?:\s+(?:of|the|its|their|this|single))*\s+${TEXT_PARTS}\b`, 'i');
/** "all paragraphs", "every paragraph", "all of the sentences": the whole of one text */
const allTextParts = (text) => ALL_PARTS.test(text);
exports.allTextParts = allTextParts;
/** the request with "all paragraphs" read as the full text it makes up */
const wholeText = (text) => text.replace(new RegExp(ALL_PARTS.source, 'gi'), 'full text');
exports.wholeText = wholeText;
/** a key that names the parts themselves (`paragraphs`, `sentences`): "all paragraphs" asks for them, one by one */
const asksParts = (keyWords) => [...keyWords].some((w) => new RegExp(`^${TEXT_PARTS}$`).test(w) && /s$/.test(w));
exports.asksParts = asksParts;
//# sourceMappingURL=request-pronouns.js.map