"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.phrases = phrases;
const words_js_1 = require("./words.js");
const CLAUSE_BREAK = /^(which|that|who|whom|whose|where|while|because|although|though|whereas|but|and|or|so|if|unless|since|when|as|after|before)$/i;
// adverbs and sentence openers at the edge of a phrase say nothing of what is asked
const EDGE = /^(often|even|also|then|later|thus|still|however|therefore|generally|usually|typically|mostly|nearly|almost|about|only|further|furthermore|moreover|instead|today|now|based|according|notes?|says?|said|\w+ly)$/i;
/** For what-questions: the runs of words between and around the words shared with the question. */
function phrases(s, question) {
    const out = [];
    const toks = s.tokens;
    let run = [];
    const flush = () => {
        while (run.length && ((0, words_js_1.isStop)(run[0].lower) || EDGE.test(run[0].lower)))
            run.shift();
        while (run.length && ((0, words_js_1.isStop)(run[run.length - 1].lower) || EDGE.test(run[run.length - 1].lower)))
            run.pop();
        if (run.length && run.length <= 8) {
            const start = run[0].start;
            const end = run[run.length - 1].end;
            out.push({ text: s.sentence.slice(start, end), start, end, type: question.types[0] === 'reason' ? 'reason' : 'thing' });
        }
        run = [];
    };
    for (let i = 0; i < toks.length; i++) {
        const t = toks[i];
        const gap = i > 0 ? s.sentence.slice(toks[i - 1].end, t.start) : '';
        if (/[,;:()\[\]"“”—–]|\s-\s/.test(gap))
            flush();
        if (s.matched[i] || question.words.has(t.lower) || CLAUSE_BREAK.test(t.lower)) {
            flush();
            continue;
        }
        run.push(t);
    }
    flush();
    return [...out, ...clauseSides(s, question)];
}
/** The rest of the clause after, and before, each run of question words: for answers that hold small words. */
function clauseSides(s, question) {
    const out = [];
    const toks = s.tokens;
    const boundary = (i) => i <= 0 || /[,;:()\[\]"“”—–]|\s-\s/.test(s.sentence.slice(toks[i - 1].end, toks[i].start));
    const type = question.types[0] === 'reason' ? 'reason' : 'thing';
    const push = (from, to) => {
        while (from <= to && ((0, words_js_1.isStop)(toks[from].lower) || s.matched[from]))
            from++;
        while (to >= from && ((0, words_js_1.isStop)(toks[to].lower) || s.matched[to]))
            to--;
        if (from > to || to - from > 11)
            return;
        out.push({ text: s.sentence.slice(toks[from].start, toks[to].end), start: toks[from].start, end: toks[to].end, type });
    };
    for (let i = 0; i < toks.length; i++) {
        if (!s.matched[i] || (i + 1 < toks.length && s.matched[i + 1]))
            continue;
        // after the run of question words: up to the clause's end
        let j = i + 1;
        while (j < toks.length && !boundary(j))
            j++;
        if (j - 1 > i)
            push(i + 1, j - 1);
    }
    for (let i = toks.length - 1; i >= 0; i--) {
        if (!s.matched[i] || (i > 0 && s.matched[i - 1]))
            continue;
        let j = i;
        while (j > 0 && !boundary(j))
            j--;
        if (i - 1 >= j)
            push(j, i - 1);
    }
    return out;
}
//# sourceMappingURL=runs.js.map