"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.textLines = textLines;
exports.textLengths = textLengths;
exports.mainRegion = mainRegion;
exports.prunedText = prunedText;
exports.prunedContent = prunedContent;
const boilerplate_js_1 = require("./boilerplate.js");
const BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'tr', 'table', 'section', 'article', 'main', 'header', 'figure', 'figcaption', 'br', 'hr', 'address', 'details', 'summary', 'td', 'th', 'caption', 'form', 'fieldset', 'legend', 'label']);
function textLines(root, skip) {
    const parts = [];
    const walk = (node) => {
        if (node.type === 'text') {
            parts.push(node.data);
            return;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            return;
        const el = node;
        if (node.type === 'tag' && skip(el))
            return;
        const block = node.type === 'tag' && BLOCK.has(el.tagName.toLowerCase());
        const cell = node.type === 'tag' && /^(td|th)$/i.test(el.tagName);
        if (block)
            parts.push(cell ? ' \t ' : '\n');
        for (const c of el.children ?? [])
            walk(c);
        if (block)
            parts.push(cell ? ' \t ' : '\n');
    };
    walk(root);
    return parts
        .join('')
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
}
const INVISIBLE = new Set(['script', 'style', 'noscript', 'template', 'svg', 'title']);
const INVISIBLE_BUT_NOSCRIPT = new Set(['script', 'style', 'template', 'svg', 'title']);
/** Visible text length of every element, in one pass (scripts and styles do not count). */
function textLengths(root, withNoscript = false) {
    const invisible = withNoscript ? INVISIBLE_BUT_NOSCRIPT : INVISIBLE;
    const out = new Map();
    const walk = (node) => {
        if (node.type === 'text')
            return node.data.replace(/\s+/g, ' ').trim().length;
        if (node.type !== 'tag' && node.type !== 'root')
            return 0;
        const el = node;
        if (node.type === 'tag' && invisible.has(el.tagName.toLowerCase()))
            return 0;
        let n = 0;
        for (const c of el.children ?? [])
            n += walk(c);
        out.set(node, n);
        return n;
    };
    walk(root);
    return out;
}
/** The element that holds the page's content: <main> or role=main when it holds most of the text, else the body. */
// a line that is only a button's or a link's call ("Read more", "Shop now") says nothing
const CALL_TO_ACTION = /^(read more|read less|shop now|shop all|learn more|see more|show more|show less|view all|see all|view more|load more|buy now|add to (cart|bag|basket)|sign up|subscribe|log ?in|sign in|close|menu|share|tweet|print|e-?mail|reply|quote|like|report|more|next|previous|back to top|skip to (main )?content|reply with quote|post a reply|add a comment|report post|share this post|link to post|sorted by:?|permalink|edit|flag|follow|upvote|downvote)[.!›»>→ ]*$/i;
// lines that are counters, labels of counters, or prompts to sign in: a thread's furniture, not its posts
const NOISE_LINE = /^((showing|loaded|displaying)\b.*\bresults?|\d+ (products|items|results)|sort( by| and filter)?|filters?|compare|results list|related searches|skip to .*|(regular|sale|original) price|[\d.,]+[kKmM]?\+?|\d*\s*(answers?|views?|replies|reply|followers?|posts?|likes?|votes?|comments?|members?|reactions?)|offline|online|status|top|bottom|thread starter|edited|click to expand\.*|ask question|(you must|please) (log in|sign in|register|be logged in)\b.*|(create an account|register a new account|sign in now|already have an account|join the conversation|start asking to get answers|find the answer to your question by asking|explore related questions|see similar questions|by clicking .*you agree|not open for further replies|last edited\b|show \d+ more comments?|forum jump|post reply|your answer|advertisement)\b.*)$/i;
function mainRegion($, lengths) {
    // markup broken enough to put the page into <head> (a stray tag before <body>) leaves the body empty
    const root = $.root()[0];
    const bodyEl = $('body')[0];
    const body = bodyEl && (lengths.get(bodyEl) ?? 0) >= 0.5 * (lengths.get(root) ?? 0) ? bodyEl : root;
    const total = lengths.get(body) || 1;
    const mains = $('main, [role="main"]').toArray().filter((el) => (lengths.get(el) ?? 0) >= 0.25 * total);
    if (mains.length === 1)
        return mains[0];
    const articles = $('article').toArray().filter((el) => !$(el).parents('article').length);
    if (articles.length === 1 && (lengths.get(articles[0]) ?? 0) >= 0.5 * total)
        return articles[0];
    return body;
}
function prunedText($) {
    return prunedContent($).text;
}
function prunedContent($) {
    let lengths = textLengths($.root()[0]);
    // a page that renders its content with script and says it in <noscript> for other readers
    // (forum software does): what it says there is its content
    const all = textLengths($.root()[0], true);
    const noscript = (all.get($.root()[0]) ?? 0) > 2 * (lengths.get($.root()[0]) ?? 0) + 200;
    if (noscript)
        lengths = all;
    const region = mainRegion($, lengths);
    const regionLength = lengths.get(region) || 1;
    // a block named as chrome that holds most of the region's text is a wrapper misnamed, not chrome
    const skip = (el) => {
        if (noscript && el.tagName.toLowerCase() === 'noscript')
            return false;
        const kind = (0, boilerplate_js_1.boilerplateKind)(el);
        return kind === 'tag' || (kind === 'name' && (lengths.get(el) ?? 0) < 0.5 * regionLength);
    };
    const read = (skipping) => textLines(region, skipping)
        .filter((l) => !CALL_TO_ACTION.test(l) && !NOISE_LINE.test(l))
        .join('\n');
    let text = read(skip);
    // names that pruned nearly everything were wrong ("wsite-not-footer" holds the content): prune by tags only
    if (text.length < 200 && regionLength > 2000)
        text = read((el) => (0, boilerplate_js_1.boilerplateKind)(el) === 'tag');
    return { text, region };
}
//# sourceMappingURL=pruned.js.map