"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.analyseQuestion = analyseQuestion;
// What a question (or a field description) asks for: the type of the answer, and the words it is about.
const words_js_1 = require("./words.js");
// Checked in order; the first rule that matches types the question.
const RULES = [
    [/\bwhat (percentage|percent|proportion|share|fraction)\b|\bpercent(age)?\b/, ['percent', 'number']],
    [/\bhow (much|many) (money|dollars|euros|pounds)\b|\bhow much (does|did|do|is|was|will|would) .*\b(cost|pay|charge|spend|worth|sell|earn|raise)\b|\b(price|cost|fee|salary|budget|revenue|worth)\b/, ['amount', 'number']],
    [/\bhow (long|many years|many days|many hours|many minutes)\b.*\b(take|last|lasted|took|run|spent|spend|wait|serve|served|reign|reigned)\b|\bhow long\b|\bduration\b|\bfor how long\b/, ['duration', 'number']],
    [/\b(cook|cooking|prep|preparation|bake|baking|travel|wait|waiting|run|running|reading|delivery|shipping|processing|response|lead|flight|journey|total|turnaround|playing|charging|battery|loading) time\b/, ['duration', 'number']],
    // a measure asked for: "the weight of the kettle", "oven temperature", "how heavy is it"
    [/\b(what is|what was|what are) the (temperature|weight|height|length|width|depth|capacity|distance|speed|volume|dimensions?)\b|^\W*(the\s+)?(\w+\s+)?(temperature|weight|height|length|width|depth|capacity|distance|speed|volume|dimensions?)\b|\bhow (heavy|tall|wide|deep|far)\b/, ['number', 'amount']],
    [/\bwhat time\b|\b(time|hour) (at|by|on) which\b|\bwhat hour\b|\bopening (time|hours)\b|\bstart(ing)? time\b|\bat what time\b/, ['time', 'date']],
    [/\b(what|which) (year|decade|century)\b|\bin what year\b|\byear (in|of) which\b|\bwhat year\b/, ['year', 'date']],
    [/\bwhen\b|\b(what|which) (date|day|month|season|era|period)\b|\bdate (on|of|at) which\b|\bdate\b/, ['date', 'year', 'time']],
    [/\bhow (many|much|old|far|tall|high|big|large|deep|wide|heavy|often|fast)\b|\bnumber of\b|\bcount of\b|\bhow much\b|\bwhat (is|was) the (number|population|size|length|height|area|age)\b|\b(population|age)\b/, ['number', 'amount', 'duration']],
    [/\bwhy\b|\bfor what reason\b|\b(reason|cause)\b/, ['reason', 'thing']],
    [/\bwhere\b|\b(what|which|in what|in which) (city|town|country|state|province|region|place|location|continent|river|island|village|area|county|venue|building|street)\b|\b(location|venue|address|place)\b/, ['place', 'organization', 'thing']],
    [/\bwho(m|se)?\b|\b(what|which)( \w+)? (person|people|man|woman|king|queen|president|leader|author|writer|artist|player|scientist|emperor|general|ruler|poet|actor|actress|singer|musician|composer|minister|pilot|officer|founder|inventor|explorer|philosopher|painter|politician|governor|mayor|senator|coach|athlete|engineer|architect|director|chancellor|pope|prince|princess|duke|lord)s?\b|\bname of the (person|man|woman)\b|\b(author|founder|director|ceo|president|inventor|composer|architect|person)\b/, ['person', 'organization', 'thing']],
    [/\b(what|which) (company|organization|organisation|group|team|university|school|party|agency|institution|band|club|firm|network|newspaper)\b/, ['organization', 'thing']],
    // a description that names the kind without a question word: "the year the quartet was founded"
    [/\b(year|decade|century)\b/, ['year', 'date']],
    [/\b(time|hour)\b/, ['time', 'date']],
    [/\b(city|town|country|village|region|place|venue|location|address|county|province|state)\b/, ['place', 'name', 'thing']],
];
function analyseQuestion(text) {
    const t = text.toLowerCase().replace(/[_-]+/g, ' ');
    const types = RULES.find(([re]) => re.test(t))?.[1] ?? ['thing'];
    const tokens = (0, words_js_1.tokenize)(text.replace(/[_-]+/g, ' '));
    // "how long", "how many": the question's words, not its subject's
    // "how heavy" asks for the weight: the measure's noun is what a page labels
    const asked = text.replace(/[_-]+/g, ' ').replace(/\bhow (heavy|tall|high|wide|deep|far|big|large|fast|old)\b/gi, (_m, w) => `how ${MEASURE[w.toLowerCase()]}`);
    // "the city where...", "which country...": the noun names the answer's type, the page names the answer
    const untyped = asked.replace(/\b(the|which|what|in which|in what)\s+(city|town|country|village|region|place|venue|location|state|province|county|continent|person|company|organi[sz]ation|firm|team)\s+(?=(where|when|that|which|who|whom|in|at|of|did|does|do|is|was|has|had)\b)/gi, '$1 ');
    const asking = (0, words_js_1.tokenize)(untyped.replace(/\bhow (long|many|much|often|soon)\b/gi, 'how'));
    const focus = [...new Set(asking.filter((k) => !(0, words_js_1.isStop)(k.lower) && k.lower.length > 1).map((k) => k.key))];
    const subject = /^\s*(what|who|which(\s+\w+)?)\s+(?!(is|are|was|were|did|does|do|has|have|had|will|would|can|could|should|may|might)\b)\w+/i.test(text);
    return { text, types, focus, words: new Set(tokens.map((k) => k.lower)), object: !subject, gap: gapOf(text, subject) };
}
const MEASURE = { heavy: 'weight', tall: 'height', high: 'height', wide: 'width', deep: 'depth', far: 'distance', big: 'size', large: 'size', fast: 'speed', old: 'age' };
const WH = /^(what|which|who|whom|whose|when|where|why|how)$/i;
const AUX = /^(is|are|was|were|did|does|do|has|have|had|will|would|can|could|should|may|might|be)$/i;
function gapOf(text, subject) {
    const toks = (0, words_js_1.tokenize)(text.replace(/[_-]+/g, ' '));
    const content = (t) => !(0, words_js_1.isStop)(t.lower) && !WH.test(t.lower) && !AUX.test(t.lower);
    const wh = toks.findIndex((t) => WH.test(t.lower));
    const lastContent = [...toks].reverse().find(content);
    // "the time at which the show starts" is "the show starts at <time>": the gap follows the last words
    if (wh > 0 && /^(which|whom)$/i.test(toks[wh].lower) && /^(at|in|on|by|for|from|during|to|with|of|under|after|before)$/i.test(toks[wh - 1].lower)) {
        return { before: lastContent?.key ?? null, after: null };
    }
    if (wh > 0) {
        // in place: "X is known by what other name", "the Rhine forms the border with what country"
        const before = [...toks.slice(0, wh)].reverse().find(content);
        let after = wh + 1;
        while (after < toks.length && !AUX.test(toks[after].lower) && after - wh <= 2 && !(0, words_js_1.isStop)(toks[after].lower))
            after++;
        const next = toks.slice(after).find(content);
        return { before: before?.key ?? null, after: next?.key ?? null };
    }
    // "what caused X": the gap is the subject, before the question's first words
    if (subject) {
        const first = toks.slice(Math.max(0, wh) + 1).find(content);
        return { before: null, after: first?.key ?? null };
    }
    // "what did X build", "what is X": the gap follows the question's last words
    return { before: lastContent?.key ?? null, after: null };
}
//# sourceMappingURL=question.js.map