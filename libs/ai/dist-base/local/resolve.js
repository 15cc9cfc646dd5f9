"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.kindSources = kindSources;
exports.rank = rank;
exports.candidates = candidates;
exports.resolve = resolve;
const parse_kind_js_1 = require("./parse-kind.js");
const sources_js_1 = require("./sources.js");
const site_name_js_1 = require("../content/site-name.js");
const date_order_js_1 = require("./date-order.js");
const excluded_signal_js_1 = require("./excluded-signal.js");
const item_facts_js_1 = require("./item-facts.js");
const main_item_js_1 = require("./main-item.js");
const text_js_1 = require("./text.js");
// the most any signal adds: a source can be skipped when even this would not let it win
const MAX_BONUS = 0;
/** the signals of a typed value for the field: negative weights say it is not a credible answer */
function signalsOf(page, intent, value) {
    const out = [];
    const text = typeof value === 'string' ? value : '';
    switch (intent.kind) {
        case 'title': {
            if (intent.subject === 'item') {
                const names = page.remember('siteNames', () => (0, site_name_js_1.siteNamesOf)(page.meta, page.things, page.url));
                // a demotion, not a veto: some pages give their WebSite the article's name
                if (names.includes((0, text_js_1.squash)(text)))
                    out.push(['only-the-site-name', -1.5]);
            }
            if (text.length > 300)
                out.push(['too-long-for-a-title', -100]);
            break;
        }
        case 'author':
        case 'publisher':
        case 'brand':
            // a person or a maker is a short name, not a sentence, an address or a date
            if (text.length > 100 || /^(https?:|@)|\d{4,}/.test(text))
                out.push(['not-a-name', -100]);
            // an e-mail address is a name only when nothing else names them (an account's login a Person node holds as its name)
            else if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(text))
                out.push(['an-e-mail-address', -2]);
            // a home's listing "Posted by" its agent: the agent, not a writer (item-facts.ts)
            if (intent.kind === 'author' && text && (0, text_js_1.squash)(text) === (0, text_js_1.squash)(String((0, item_facts_js_1.postedAgent)(page, (0, main_item_js_1.mainThing)(page)) ?? '')))
                out.push(['the-listings-agent', -100]);
            break;
        case 'date':
            if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value) && !/\d/.test(value))
                out.push(['no-digits', -100]);
            break;
        default:
            break;
    }
    // "the city, not the street address": a candidate that is what the field excludes loses
    out.push(...(0, excluded_signal_js_1.excludedSignals)(intent, value));
    return out;
}
/** the kind's sources (sources.ts) as field sources: their raw strings read as the kind's type */
function kindSources(intent) {
    // a numeric date that reads both ways ("09/12/2023") is read in the page's order (date-order.ts)
    const typed = (p, i, raw) => (i.kind === 'date' && !/\d{4}-\d{2}-\d{2}/.test(raw) ? ((0, date_order_js_1.numericDate)(raw, (0, date_order_js_1.dateOrder)(p)) ?? (0, parse_kind_js_1.parseForKind)(i.kind, raw, p.url)) : (0, parse_kind_js_1.parseForKind)(i.kind, raw, p.url));
    return (0, sources_js_1.sourcesOf)(intent).map((s) => ({ name: s.name, weighed: true, answer: (p, i) => s.read(p, i).map((raw) => typed(p, i, raw)) }));
}
/**
 * Every candidate of the field's sources with its signals, ranked together, best credible first. A
 * source's prior is its place in the order of trust; a source is read only while it could still
 * outrank the best credible candidate, and not at all once a more trusted source's silence has made
 * every later candidate not credible.
 */
function rank(page, intent, sources, enough = 1) {
    const out = [];
    const seen = new Set();
    let silence = null;
    sources.forEach((source, i) => {
        const prior = sources.length - i;
        const credible = out.filter((c) => c.score > 0);
        if (silence || (credible.length >= enough && credible[enough - 1].score >= prior + MAX_BONUS))
            return;
        const values = source.answer(page, intent);
        if (values === undefined)
            return;
        if (!values.length && source.silence)
            silence = source.silence;
        values.forEach((value, j) => {
            const key = JSON.stringify(value);
            if (value === null || value === undefined || value === '' || seen.has(key))
                return;
            seen.add(key);
            const signals = source.weighed ? signalsOf(page, intent, value) : [];
            // within a source, its first values first
            const score = prior - j * 1e-3 + signals.reduce((s, [, w]) => s + w, 0);
            out.push({ value, source: source.name, score, signals: [source.name, ...signals.map(([n]) => n)] });
        });
        out.sort((a, b) => b.score - a.score);
    });
    return out.filter((c) => c.score > 0);
}
/** candidates of the kind's sources alone, best first */
function candidates(page, intent, enough = 1) {
    return rank(page, intent, kindSources(intent), enough);
}
/** the best credible value of the kind's sources, or null when none has one */
function resolve(page, intent) {
    return candidates(page, intent)[0]?.value ?? null;
}
//# sourceMappingURL=resolve.js.map