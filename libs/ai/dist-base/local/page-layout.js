"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.laidOut = laidOut;
const lexicon_js_1 = require("./lexicon.js");
// nouns that say only that something is shown: the field is the element they sit in
const GENERIC_NOUNS = (0, lexicon_js_1.stemSet)(['line', 'lines', 'text', 'words', 'word', 'writing', 'lettering', 'type', 'name', 'thing', 'bit', 'one', 'part', 'sentence', 'phrase', 'stuff', 'element', 'block', 'strip']);
// a name is a person's where it stands beside the heading or after "by"; a line or text is the heading's when big or on top
const NAME = (0, lexicon_js_1.stem)('name');
const LOOKS_BIG = (0, lexicon_js_1.stemSet)(['big', 'bigger', 'biggest', 'large', 'larger', 'largest', 'bold', 'bolder', 'boldest', 'heavy', 'tall', 'tallest', 'huge', 'giant', 'prominent', 'main', 'headline-sized', 'massive']);
const LOOKS_SMALL = (0, lexicon_js_1.stemSet)(['small', 'smaller', 'smallest', 'little', 'lighter', 'tiny', 'grey', 'gray', 'light', 'faint', 'italic', 'muted', 'fine', 'thin']);
// where, relative to another element: after it (below, beside, following) or before it (above, over)
const AFTER = (0, lexicon_js_1.stemSet)(['under', 'underneath', 'beneath', 'below', 'after', 'following', 'beside', 'besides', 'next', 'near', 'alongside', 'right', 'by']);
const BEFORE = (0, lexicon_js_1.stemSet)(['above', 'over', 'before', 'preceding', 'atop']);
// the other prepositions that place it ("on the page", "at the top", "of the story")
const PLACING = (0, lexicon_js_1.stemSet)(['at', 'on', 'in', 'of', 'across', 'within', 'inside']);
const TOP = (0, lexicon_js_1.stemSet)(['top', 'head', 'topmost', 'uppermost', 'start', 'beginning']);
// the elements a place is given against
const HEADING = (0, lexicon_js_1.stemSet)(['title', 'headline', 'heading', 'h1', 'hed', 'header']);
const BODY = (0, lexicon_js_1.stemSet)(['story', 'article', 'post', 'body', 'text', 'content', 'piece', 'page', 'item', 'copy', 'essay', 'report', 'entry']);
const LOGO = (0, lexicon_js_1.stemSet)(['logo', 'masthead', 'banner']);
const DATE = (0, lexicon_js_1.stemSet)(['date', 'dateline', 'timestamp']);
// a line "with the date", "that shows the price": the field named in it is the line's
const DETERMINERS = (0, lexicon_js_1.stemSet)(['the', 'a', 'an', 'this', 'that', 'its', 'their', 'very', 'first', 'one', 'single']);
// a clause that only says it stands there: "the name that comes after by", "the line which sits under the title"
const STANDING = (0, lexicon_js_1.stemSet)(['that', 'which', 'come', 'comes', 'sit', 'sits', 'appear', 'appears', 'stand', 'stands', 'is', 'are', 'go', 'goes', 'lie', 'lies', 'printed', 'placed', 'located', 'set', 'just', 'directly', 'immediately']);
const BODY_NOUNS = (0, lexicon_js_1.stemSet)(['text', 'words', 'writing']);
const NOTHING = { kind: null, subject: 'item' };
const HOLDING = (0, lexicon_js_1.stemSet)(['with', 'has', 'have', 'having', 'contain', 'containing', 'show', 'showing', 'hold', 'holding', 'give', 'giving', 'carry', 'carrying']);
/**
 * The field a description of where and how a value is shown names, or null when its head is a field's own
 * noun or its words name no element (`units`: the request's, noun-phrase.ts); a kind of null when a generic noun
 * is placed against an element that is not what it is
 */
function laidOut(units) {
    const stems = units.map((u) => u.stems.join(' '));
    // the head: the words before the first word of place or of holding (the first word is never one: "top story")
    const cut = stems.findIndex((s, i) => i > 0 && (AFTER.has(s) || BEFORE.has(s) || HOLDING.has(s) || PLACING.has(s)));
    // cut at a preposition ("at the top", "of the page"), the words up to the word of before or after only place
    // it: a noun they hold is what is named ("the name of the brand under the title" is the brand's, no byline)
    const head = units.slice(0, cut < 0 ? units.length : cut);
    const nouns = head.filter((u) => GENERIC_NOUNS.has(u.stems.join(' ')));
    // a field's own noun in the head wins ("the price under the title", "the photo at the top"), and so does any
    // other word that says what it is ("the venue name under the event title", "the shop's name at the top")
    const generic = nouns.length > 0 && head.every((u) => plain(u.stems.join(' ')));
    // "the name in the byline", "the text on the price tag": a generic noun inside an element that is a field's
    // is that field's value
    const inside = generic && cut > 0 && WITHIN.has(stems[cut]) ? container(units, cut) : null;
    if (inside)
        return { kind: inside, subject: 'item' };
    if (cut > 0 && PLACING.has(stems[cut]) && !placesOnly(stems, cut))
        return null;
    if (!generic)
        return null;
    const noun = nouns[nouns.length - 1].stems.join(' ');
    const looks = head.map((u) => u.stems[0]);
    const big = looks.some((s) => LOOKS_BIG.has(s));
    const small = looks.some((s) => LOOKS_SMALL.has(s));
    const rest = cut < 0 ? [] : stems.slice(cut);
    // "the line with the date", "the bit that shows the price": the field the held words name
    // (a name "with" something is what is named: "the name with the best rating" is no rating)
    const held = cut < 0 || noun === NAME ? null : holds(units, cut);
    if (held)
        return { kind: held, subject: 'item' };
    const relation = rest.find((s) => AFTER.has(s) || BEFORE.has(s));
    const after = relation !== undefined && AFTER.has(relation);
    const top = rest.some((s, i) => TOP.has(s) && i > 0);
    // the element the place is given against: the first noun after the word of place
    const against = rest.find((s, i) => i > 0 && (ELEMENT(s) || s === 'by'));
    // after "by": the byline's person
    if (against === 'by' && after)
        return { kind: 'author', subject: 'item' };
    if (noun === NAME) {
        // a name beside the heading or the date is the byline's; beside the logo, the site's
        if (after && against && (HEADING.has(against) || DATE.has(against)))
            return { kind: 'author', subject: 'item' };
        if (against && LOGO.has(against))
            return { kind: 'title', subject: 'site' };
        return relation && against ? NOTHING : null;
    }
    // text under the heading is the body; a small line under it is its byline or date line, which says no more
    if (after && against && HEADING.has(against))
        return !small && BODY_NOUNS.has(noun) ? { kind: 'content', subject: 'item' } : NOTHING;
    // the big line, the text at the top, the words above the story: the heading
    if (!small && (big || top || (relation && BEFORE.has(relation) && against && BODY.has(against))))
        return { kind: 'title', subject: 'item' };
    // a generic noun placed against another element names none: the element is where it is, not what
    return relation && against ? NOTHING : null;
}
// words that put a value inside an element (not "at" a place, nor "of" an owner)
const WITHIN = (0, lexicon_js_1.stemSet)(['in', 'on', 'inside', 'within']);
// an element's kind that is not a text's: a picture or a link holds no name, and the body ("the name in the
// article") is where the value is, not what it is
const NOT_HELD = new Set(['image', 'url', 'content', 'description']);
/** the field kind of the element named after a word of containment, up to the next word of place, if one */
function container(units, cut) {
    let kind = null;
    for (let i = cut + 1; i < units.length; i++) {
        const s = units[i].stems.join(' ');
        if (AFTER.has(s) || BEFORE.has(s) || PLACING.has(s))
            break;
        // the element's last noun of a kind is its head ("the author box": the author's)
        if (units[i].kind && !GENERIC_NOUNS.has(s))
            kind = units[i].kind;
    }
    return kind && !NOT_HELD.has(kind) ? kind : null;
}
/** whether the words from `cut` up to the first word of before or after are words of place or look or an element's noun */
function placesOnly(stems, cut) {
    for (let i = cut; i < stems.length; i++) {
        const s = stems[i];
        if (i > cut && (AFTER.has(s) || BEFORE.has(s)))
            return true;
        if (!(plain(s) || PLACING.has(s) || TOP.has(s) || ELEMENT(s)))
            return false;
    }
    return true;
}
const ELEMENT = (s) => HEADING.has(s) || BODY.has(s) || LOGO.has(s) || DATE.has(s);
/** a word of the head that says only how or that something is shown: a determiner, a look, a generic noun */
const plain = (s) => GENERIC_NOUNS.has(s) || LOOKS_BIG.has(s) || LOOKS_SMALL.has(s) || DETERMINERS.has(s) || lexicon_js_1.GENERIC.has(s) || STANDING.has(s);
/** the kind a holding clause right after the head names ("with the date", "that has the price"), if any */
function holds(units, cut) {
    const at = units.findIndex((u, i) => i >= cut && HOLDING.has(u.stems[0]));
    if (at < 0)
        return null;
    // up to the next word of place: "the line with the date under the title" holds the date, not the title
    for (let i = at + 1; i < units.length; i++) {
        const s = units[i].stems[0];
        if (AFTER.has(s) || BEFORE.has(s))
            break;
        if (units[i].kind && !GENERIC_NOUNS.has(units[i].stems.join(' ')))
            return units[i].kind;
    }
    return null;
}
//# sourceMappingURL=page-layout.js.map