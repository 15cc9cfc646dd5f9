"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.typeOfKind = void 0;
exports.fieldIntent = fieldIntent;
// What a field asks for, read from its key and its description together: the kind of value (which
// decides where to look and how to parse), whose value it is (the page's main item or the site), the
// type expected (text, number, a count, yes/no, a list) and the words beyond the kind ("the date the
// tour ends": "tour", "ends") that make it a question about something the page says.
const abbreviations_js_1 = require("./abbreviations.js");
const function_words_js_1 = require("./function-words.js");
const list_or_yes_no_js_1 = require("./list-or-yes-no.js");
const description_reader_js_1 = require("./description-reader.js");
const verb_asks_js_1 = require("./verb-asks.js");
const request_pronouns_js_1 = require("./request-pronouns.js");
const page_layout_js_1 = require("./page-layout.js");
const role_acts_js_1 = require("./role-acts.js");
const item_identity_js_1 = require("./item-identity.js");
const noun_phrase_js_1 = require("./noun-phrase.js");
const lexicon_js_1 = require("./lexicon.js");
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'its', 'my', 'your', 'their', 'his', 'her', 'our']);
const CLAUSE = new Set(['it', 'that', 'which', 'who', 'when', 'where', 'was', 'were', 'is', 'are', 'they', 'you', 'we', 'i']);
const YES_NO = /^(is|are|was|were|does|do|did|can|could|will|would|has|have|had|if|whether)$/;
// a preposition before the question word ("in which money", "for how many people", "on which day") leaves the question as it is
const LEAD_PREPOSITION = /^(in|on|at|for|from|by|to|with|of|since|until|till|during)$/;
// the verbs a request opens with, as a prompt or a person writes it ("Return the ...", "Pull out the ..."): they ask nothing
const REQUEST_VERBS = ['tell', 'give', 'give back', 'show', 'find', 'find out', 'get', 'extract', 'say', 'return', 'provide', 'output', 'retrieve', 'fetch', 'grab', 'pull', 'pull out', 'scrape', 'capture', 'identify', 'determine', 'look up', 'read', 'read off', 'pick out', 'report', 'supply'].sort((a, b) => b.length - a.length).join('|');
// the manners and the imperative around a request ("please, ", "could you tell me ", "please give me "): they ask nothing
const POLITE = new RegExp(`^\\s*(?:(?:please|pls|plz|kindly)\\b[\\s,:]*|(?:so|well|ok|okay|hey|and)[\\s,]+(?=(?:who|what|when|where|which|how)\\b)|(?:can|could|would|will) you\\s+(?:please\\s+)?(?=${REQUEST_VERBS}|list|count)|(?:${REQUEST_VERBS})(?:\\s+(?:me|us))?\\b[\\s,:]*(?=\\S))+`, 'i');
// "the person credited with writing it", "the one responsible for it": a person asked by a role names no other thing to look for
const PERSON_ROLE = new Set(['person', 'individual', 'someone', 'somebody', 'credited', 'responsible'].map(lexicon_js_1.stem));
const PERSON_NOUNS = new Set(['person', 'individual', 'someone', 'somebody'].map(lexicon_js_1.stem));
/** the one who does a verb is a kind: its "who" row ("who published it") or its agent noun ("posted": a poster, an author) */
const doerKnown = (participleWord) => {
    const verb = (0, lexicon_js_1.stem)(participleWord);
    return noun_phrase_js_1.WHO_VERBS[verb] !== undefined || ['er', 'or', 'r'].some((end) => (0, lexicon_js_1.kindOfStem)((0, lexicon_js_1.stem)(verb + end)) !== null);
};
// what a work comes from is asked by these verbs; and the words for what a source gives beside a work ("this information")
const FROM_VERBS = new Set(['come', 'originate', 'is', 'was', 'are', 'does', 'do', 'did', 'get', 'taken', 'sourced', 'orginally', 'originally'].map(lexicon_js_1.stem));
const SOURCED = new Set(['it', 'this', 'that', 'news', 'content', 'text', 'information', 'info', 'data', 'report', 'page', 'quote'].map(lexicon_js_1.stem));
const OUTLET_BEFORE = /^(the|a|an|this|that|which|what|its)$/;
// works a website publishes itself (a book or a record has a publisher of its own)
const OUTLET_WORKS = new Set(['article', 'post', 'story', 'blog', 'column', 'piece'].map(lexicon_js_1.stem));
function read(text, key = false, keyWords, guess = true) {
    // what is not wanted ("without menus or ads", "excluding the comments") says nothing about what is
    const kept = (key ? text : (0, request_pronouns_js_1.everPronouns)(keyWords && (0, request_pronouns_js_1.asksParts)(keyWords) ? text.replace(POLITE, '') : (0, request_pronouns_js_1.wholeText)(text.replace(POLITE, ''))))
        .replace(/\((number|string|text|date|url|integer|decimal|float|boolean|yes\/no|iso[^)]*|[a-z]+ format)\)/gi, ' ')
        .replace(/\b(without|excluding|except|minus|but not|not including|leaving out|no(?=\s+\p{L}))\b[^,;.]*/giu, ' ');
    let toks = (0, noun_phrase_js_1.tokensOf)(kept, key, keyWords, guess);
    // "posted", "date added", "listed on": the date of the act an entry's page labels with one (request-pronouns.ts)
    if ((0, request_pronouns_js_1.datedAct)(toks))
        return { kind: 'date', strong: true, subject: 'item', specific: [], yesNo: false, verbFacts: [], agentFacts: [] };
    // "the publication", "which publication": a publication named with an article is the outlet ("publication date" its
    // date); so is a key that is the noun alone (`PUBLICATION`, `Publication`): a field named for a thing (a bare
    // description "publication" under a date's key, `pubDate: "publication"`, stays the date)
    toks = toks.map((t, i) => (t === 'publication' && (OUTLET_BEFORE.test(toks[i - 1] ?? '') || (key && toks.length === 1)) && !/^(date|day|time|year|'s)$/.test(toks[i + 1] ?? '') ? 'outlet' : t));
    // "the format of the book as sold here", "the date as printed": "as" and a participle after the head is a clause
    // that says which one (as it is sold, as it is shown), not what is asked
    const asAt = key ? -1 : toks.findIndex((t, i) => t === 'as' && (0, lexicon_js_1.participle)(toks[i + 1] ?? ''));
    if (asAt >= 0)
        toks = toks.slice(0, asAt);
    // "Published By", "Sold By", "Posted By": a participle and "by" ask who did it, as "who published it", when
    // the one who does it is a kind ("Developed By", "Reviewed By" name no kind asked for: read as they are)
    if (toks.length === 2 && toks[1] === 'by' && (0, lexicon_js_1.participle)(toks[0]) && doerKnown(toks[0]))
        return read(`who ${toks[0]} it`, false, keyWords, guess);
    // "in which money is the price", "for how many people": the question is the question word's
    if (!key && LEAD_PREPOSITION.test(toks[0] ?? '') && noun_phrase_js_1.QUESTION.test(toks[1] ?? ''))
        toks = toks.slice(1);
    const first = toks[0] ?? '';
    const question = noun_phrase_js_1.QUESTION.test(first) ? (first === 'how' && toks[1] ? `how ${toks[1]}` : first) : undefined;
    const stems = toks.map((t) => (t === "'s" ? t : (0, lexicon_js_1.stem)(t)));
    const units = (0, noun_phrase_js_1.unitsOf)(stems, key || (0, noun_phrase_js_1.terse)(text));
    // "salary per year", "pay a month": a rate's period says how the value is counted, not that a date is asked
    const rate = (0, verb_asks_js_1.ratePeriods)(units);
    for (const i of rate)
        units[i] = { stems: units[i].stems, kind: null };
    // the head phrase ends at a preposition of place, a purpose's "to" or a participle of showing after its noun ("the
    // picture | to show beside the headline"): the nouns after it are context, the possessive and the of-phrase are
    // read within it (noun-phrase.ts)
    const lead = key ? -1 : (0, noun_phrase_js_1.headPhraseEnd)(units, question !== undefined);
    const phrase = lead > 0 ? units.slice(0, lead) : units;
    // "the book's title": the head is after the possessive, the owner before; "the title of the book": the other way round
    const poss = phrase.findIndex((u) => u.stems[0] === "'s");
    // (after a noun of a kind or of an item's fact: "the address of the picture" is the picture's)
    const ofAt = phrase.findIndex((u, i) => i > 0 && (u.stems[0] === 'of' || u.stems[0] === 'for') && units.slice(0, i).some((x) => x.kind || (x.stems.length === 1 && x.stems[0] === (0, lexicon_js_1.stem)('address'))));
    // "the date it was posted", "the price that it sells for": a clause after the head says which one, not what
    const firstKind = units.findIndex((u) => u.kind);
    // "the agency that sells it": a relative clause after a noun naming an item's fact says which, the noun is the head
    const factNoun = (u) => !!u && !u.kind && !function_words_js_1.FUNCTION.has(u.stems[0]) && !noun_phrase_js_1.AGENTS.has(u.stems[0]) && (0, lexicon_js_1.factsIn)(u.stems).length > 0;
    // "the currency the price is in", "the company the post is for": a determiner right after a noun starts a
    // clause without "that", which says which one; the noun before it is the head
    const content = (u) => !!u && u.stems[0] !== "'s" && !function_words_js_1.FUNCTION.has(u.stems[0]) && !lexicon_js_1.ITEM_NOUNS.has(u.stems[0]);
    const contact = (u, i) => !key && i > 1 && DETERMINERS.has(u.stems[0]) && content(units[i - 1]) && !!units[i + 1] && !function_words_js_1.FUNCTION.has(units[i + 1].stems[0]) && units.slice(i + 1).some((x) => CLAUSE.has(x.stems[0]) || noun_phrase_js_1.WHO_VERBS[x.stems[0]] !== undefined || /^(end|start|begin|come|sell|go|happen|open|close)$/.test(x.stems[0]));
    const clause = units.findIndex((u, i) => (firstKind >= 0 && i > firstKind && CLAUSE.has(u.stems[0])) || (i > 0 && noun_phrase_js_1.RELATIVE.has(u.stems[0]) && factNoun(units[i - 1])) || contact(u, i));
    const end = Math.min(...[clause, lead].filter((i) => i > 0), units.length);
    let head = units.slice(0, end);
    let owner = [];
    // "the URL of the writer's page": an of-phrase before the possessive holds it (the owner is the writer's page)
    if (poss > 0 && poss < end && !(ofAt > 0 && ofAt < poss))
        [owner, head] = [units.slice(0, poss), head.slice(poss + 1)];
    else if (ofAt > 0 && ofAt < end)
        [head, owner] = [units.slice(0, ofAt), head.slice(ofAt + 1)];
    let { kind } = (0, noun_phrase_js_1.headKind)(head);
    // "what the article is titled", "how the post is named": an item noun between the question word and the clause's
    // verb is the clause's subject (the item), and the kind named after the verb is what is asked (none: the verb's
    // own row says, "what the article is about")
    if ((question === 'what' || /^how (the|this|that|its)$/.test(question ?? '')) && clause === firstKind + 1 && firstKind > 0 && units[firstKind].stems.length === 1 && lexicon_js_1.ITEM_NOUNS.has(units[firstKind].stems[0]) && units.slice(1, firstKind).every((u) => function_words_js_1.FUNCTION.has(u.stems[0])))
        kind = (0, noun_phrase_js_1.headKind)(units.slice(clause + 1)).kind;
    // a head that names nothing ("the figure | written on the price tag"): the context's own head is all there is
    // (a head that names an item's fact names it: "the format shown with the price" is the format)
    if (kind === null && !owner.length && lead > 0 && lead === end && !head.some((u) => (0, lexicon_js_1.factsIn)(u.stems).length))
        kind = (0, noun_phrase_js_1.headKind)((0, noun_phrase_js_1.ownHead)(units.slice(lead + 1))).kind;
    // "the person the story is by": a person whose clause ends in "by" is who made it
    if (kind === null && clause > 0 && units[units.length - 1].stems[0] === 'by' && head.some((u) => u.stems[0] === (0, lexicon_js_1.stem)('person')))
        kind = 'author';
    // "by", "written by": who it is by
    if (/^(written |created )?by$/.test(toks.join(' ')))
        kind = 'author';
    // where and how it is shown, without a field's noun ("the big bold line at the top", "the name under the
    // headline"): the page element's field (page-layout.ts); a role or an act ("the person credited with writing
    // it", "everything the writer wrote"): the doer or the object asked (role-acts.ts)
    const laid = key ? null : (question ? null : (0, page_layout_js_1.laidOut)(units)) ?? (0, role_acts_js_1.actAsked)(units, question);
    if (laid)
        kind = laid.kind;
    // "which currency the price is in", "what brand is it": the noun right after which / what is the one asked about
    // (a word that names a kind only as a label names it here too: "which money": the currency)
    const asked = units[1] ? units[1].kind ?? (0, lexicon_js_1.kindOfLabel)(units[1].stems[0]) : null;
    if ((question === 'which' || question === 'what') && asked && !laid)
        kind = asked;
    let strong = kind !== null;
    let counted;
    // the owner's own head names whose value it is ("the URL of the large image at the top of the article": the image)
    const ownerKind = (0, noun_phrase_js_1.headKind)((0, noun_phrase_js_1.ownHead)(owner)).kind;
    // "the name of the author": a name or title of a person or maker is that person
    if (kind === 'title' && ownerKind && noun_phrase_js_1.PERSONS.has(ownerKind))
        kind = ownerKind;
    // "the name of the person who reported it" ("of whoever reported it"): a person's name asked is the page's author
    const personAt = owner.length && ofAt > 0 ? units.findIndex((u, i) => i > ofAt && !function_words_js_1.FUNCTION.has(u.stems[0])) : -1;
    if (kind === 'title' && !ownerKind && personAt > 0 && PERSON_NOUNS.has(units[personAt].stems[0]) && noun_phrase_js_1.RELATIVE.has(units[personAt + 1]?.stems[0] ?? ''))
        kind = 'author';
    // "the number of photos", "photo count", "how many pictures": a count of the things named
    // ("total images": a total of things one can count is their number)
    const countWord = question === 'how many' || kind === 'number' || units.some((u, i) => (u.kind === 'number' && u.stems.join(' ') !== 'number') || (u.stems[0] === 'total' && !!units[i + 1]?.kind && !!lexicon_js_1.COUNTABLE[units[i + 1].kind]));
    if (countWord && kind !== 'review_count') {
        const things = [...owner, ...head, ...units].find((u) => u.kind && u.kind !== 'number');
        if (things?.kind && lexicon_js_1.COUNTABLE[things.kind])
            counted = things.kind;
        // "how many stars" is the rating; "how many reviews", "the number of ratings" the count of them
        kind = things?.kind === 'rating' ? (things.stems.includes('star') ? 'rating' : 'review_count') : /^review/.test(things?.stems.join(' ') ?? '') ? 'review_count' : 'number';
        strong = true;
    }
    // "the url of the main image", "the address of the picture": the image's address (an image has no street address)
    if ((kind === 'url' || (kind === null && head.some((u) => u.stems[0] === (0, lexicon_js_1.stem)('address')))) && ownerKind === 'image')
        kind = 'image';
    // "the venue of the concert": a head naming an item's fact is asked, its owner only says whose
    if (kind === null && ownerKind && !head.some((u) => !u.kind && (0, lexicon_js_1.factsIn)(u.stems).length))
        kind = ownerKind;
    // "the reference code of the item", "what is it": the item's code and its name, asked without a field's word (item-identity.ts)
    if (kind === null && !question && (0, item_identity_js_1.itemCode)(units))
        kind = 'sku';
    if (kind === null && (0, item_identity_js_1.asksIdentity)(units, question))
        kind = 'title';
    const verbs = units.flatMap((u) => u.stems);
    // "the blog post", "the shop's product page": a site noun before an item noun says which item, not the site
    let subject = units.some((u, i) => (0, noun_phrase_js_1.isSite)(u) && !(0, noun_phrase_js_1.modifiesItem)(units, i)) ? 'site' : 'item';
    // "the name of the publication": a publication named is the outlet (its date is "publication date")
    if (kind === 'title' && units.some((u) => u.stems[0] === (0, lexicon_js_1.stem)('publication')) && units.some((u) => u.stems[0] === (0, lexicon_js_1.stem)('name')))
        subject = 'site';
    // "the publisher of the article": what publishes an article is the site; a book's publisher is its publishing house
    if (kind === 'publisher' && [...owner, ...head].some((u) => u.stems.length === 1 && OUTLET_WORKS.has(u.stems[0]))) {
        subject = 'site';
        kind = 'title';
    }
    if (laid)
        subject = laid.subject;
    const agent = laid || (question && question !== 'which' && question !== 'what') ? null : (0, noun_phrase_js_1.agentOf)(units);
    // what the question's verb asks with its question word (verb-asks.ts); a row about the item itself ("what does
    // it say") holds only when the question names nothing else in particular ("what did the mayor say")
    const plain = (s) => function_words_js_1.FUNCTION.has(s) || lexicon_js_1.GENERIC.has(s) || lexicon_js_1.ITEM_NOUNS.has(s) || lexicon_js_1.SITE_NOUNS.has(s) || s === "'s" || noun_phrase_js_1.QUESTION.test(s) || /^\d+$/.test(s);
    const found = (0, verb_asks_js_1.verbAsk)(question, verbs);
    const asks = found?.itself && units.some((u) => !u.kind && !plain(u.stems[0]) && u.stems[0] !== found.verb && !(question === 'where' && verb_asks_js_1.WHERE_VERBS.has(u.stems[0]))) ? null : found;
    const itself = asks?.itself && asks.kind ? asks.verb : undefined;
    if (agent) {
        if (agent.kind === 'site') {
            subject = 'site';
            kind = 'title';
        }
        else
            kind = agent.kind;
        strong = true;
    }
    // "what does it earn", "what is it selling for": the verb names the kind a bare what leaves open
    if (asks?.kind && asks.kind !== 'site' && !strong && (question === 'what' || question === 'which')) {
        kind = asks.kind;
        // a question about the item itself reads the field when nothing else does: a key or a bracket that names it outranks it
        strong = !asks.itself;
    }
    let sourceAsked = false;
    if (question === 'when') {
        kind = 'date';
        strong = true;
    }
    else if (question === 'how much') {
        // "how much does it cost", "how much a ticket costs": a price; "how much higher was the rate": an amount of something else
        // "how much money" is a price: money there is what is counted, not its currency
        const priced = units.some((u, i) => i > 1 && (u.kind === 'price' || (0, lexicon_js_1.kindOfLabel)(u.stems[0]) === 'currency'));
        if (priced || !units.slice(2).some((u) => !u.kind && !function_words_js_1.FUNCTION.has(u.stems[0]) && !lexicon_js_1.ITEM_NOUNS.has(u.stems[0]))) {
            kind = 'price';
            strong = true;
        }
        else
            kind = 'text';
    }
    else if (question === 'who' || question === 'whom' || question === 'whose') {
        const verb = verbs.map((v) => noun_phrase_js_1.WHO_VERBS[v]).find(Boolean);
        if (!verb && asks?.facts) {
            // "who is hiring": the fact the verb names, not a person who wrote something
            kind = 'text';
            strong = true;
        }
        else if (verb === 'site') {
            subject = 'site';
            kind = 'title';
        }
        else if (verb)
            kind = verb;
        else if (!kind || !noun_phrase_js_1.PERSONS.has(kind))
            kind = 'author';
        // a person named by a verb ("who wrote it") or a noun ("who is the publisher") is the kind for sure
        if (verb !== undefined || units.some((u) => u.kind !== null && noun_phrase_js_1.PERSONS.has(u.kind)))
            strong = true;
        else if (!asks?.facts)
            strong = false;
    }
    else if (question === 'how long' && asks?.facts) {
        kind = 'text';
        strong = !asks.itself;
    }
    else if (question === 'where') {
        kind = kind === 'url' ? 'url' : 'text';
        // "where does the article come from", "where is this from": the outlet a work comes from, by name
        if (stems.includes('from') && stems.every((s) => s === 'from' || noun_phrase_js_1.QUESTION.test(s) || function_words_js_1.FUNCTION.has(s) || FROM_VERBS.has(s) || OUTLET_WORKS.has(s) || SOURCED.has(s))) {
            subject = 'site';
            kind = 'title';
            sourceAsked = true;
        }
    }
    // "which newspaper publishes this", "what site is it on": the noun asked about is the site, whatever its verb
    if ((question === 'which' || question === 'what') && units[1] && (0, noun_phrase_js_1.isSite)(units[1])) {
        subject = 'site';
        kind = 'title';
    }
    // "which website is this", "the site's name", "the name of the store": what the site is called
    if (subject === 'site' && (kind === null || kind === 'url') && (question === 'what' || question === 'which'))
        kind = 'title';
    // "the person this book is by": a person asked as an author names no other thing to look for
    const skip = (s) => (sourceAsked && FROM_VERBS.has(s)) || (kind !== null && noun_phrase_js_1.PERSONS.has(kind) && (role_acts_js_1.CREDITING.has(s) || (!question && PERSON_ROLE.has(s)))) || function_words_js_1.FUNCTION.has(s) || lexicon_js_1.GENERIC.has(s) || lexicon_js_1.ITEM_NOUNS.has(s) || lexicon_js_1.SITE_NOUNS.has(s) || s === "'s" || /^\d+$/.test(s) || (kind !== null && lexicon_js_1.QUALIFIERS[kind]?.has(s) === true);
    const named = kind === 'title' && !question && subject === 'item' ? (0, noun_phrase_js_1.itemNamed)(units) : new Set();
    // "the make of this kettle": the noun after "this" is the page's item under its own name, nothing to look for
    if (!question)
        units.forEach((u, i) => { if (i > 0 && units[i - 1].stems[0] === 'this' && !u.kind && !(0, lexicon_js_1.factsIn)(u.stems).length)
            named.add(i); });
    // where on the page the value sits says no more about it, unless it names a fact ("the time next to 'Prep'")
    const placed = key || question ? -1 : (0, noun_phrase_js_1.placeOnPage)(units);
    const specific = laid ? [] : units.filter((u, i) => !u.kind && !named.has(i) && !(placed > 0 && i >= placed && !(0, lexicon_js_1.factsIn)(u.stems).length) && !rate.has(i) && !skip(u.stems[0]) && u.stems[0] !== itself && !(noun_phrase_js_1.WHO_VERBS[u.stems[0]] && (question?.startsWith('who') || subject === 'site' || noun_phrase_js_1.WHO_VERBS[u.stems[0]] === kind)) && !agent?.at.includes(i)).map((u) => u.stems.join(' '));
    // "what force acted on bodies", "which species keep the eggs inside the parent's body": a question about
    // something in the text, not a request for the page's content or description
    if (question && specific.length && (kind === 'content' || kind === 'description'))
        kind = 'text';
    const agentFacts = agent && agent.kind !== 'site' ? agent.at.flatMap((i) => (0, lexicon_js_1.factsIn)(units[i].stems)) : [];
    return { kind, strong, subject, counted, question, specific, yesNo: question !== undefined && YES_NO.test(question.split(' ')[0]), verbFacts: asks?.facts ?? [], agentFacts };
}
function words(text) {
    const spell = (0, noun_phrase_js_1.terse)(text);
    return text
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 1 && !function_words_js_1.STOP.has(w))
        .map((w) => (spell ? (0, lexicon_js_1.spelled)(w) : w));
}
/**
 * The description's reading: its request without the notes on form ("date (YYYY-MM-DD please)": "date"),
 * or, when the request names nothing, the first other clause that does ("the mark of the product (who
 * makes it)": "who makes it")
 */
function readRequest(r, keyWords) {
    // a description of one word is a label, read as a key's part is ("brnd", "qty": what they abbreviate)
    const said = r.first || r.request;
    const text = /^\p{L}+$/u.test(said.trim()) ? (0, abbreviations_js_1.expandKey)(said.trim()) : said;
    // a clause names something when it names a kind by a noun or a verb, or an item's fact ("agent or agency")
    // (a question that reads as free text only, "where the article comes from", names no field: a later clause may)
    const names = (reading, clause) => (reading.kind !== null && reading.strong && reading.kind !== 'text') || (0, lexicon_js_1.factsIn)((0, noun_phrase_js_1.tokensOf)(clause, false, keyWords)).length > 0;
    const d = read(text, false, keyWords);
    if (names(d, text))
        return { d, text };
    for (const other of r.others) {
        const o = read(other, false, keyWords);
        if (names(o, other))
            return { d: o, text: other };
    }
    return { d, text };
}
function fieldIntent(name, full) {
    // notes about the value, exclusions and slips apart: the request is what is read (description-reader.ts)
    const noted = (0, description_reader_js_1.readDescription)(full);
    const description = noted.request;
    // a key's abbreviations written out ("pubd": "published date", "num_imgs": "number of images")
    const key = (0, abbreviations_js_1.expandKey)(name);
    const keyWords = new Set((0, noun_phrase_js_1.rawTokens)(name));
    const { d, text: asked } = readRequest(noted, keyWords);
    // a key's word read as a typo ("makler" as "maker") is a guess: it counts when the description names
    // nothing of its own (neither a kind nor an item fact) or names the same thing ("salery: salery")
    const dFacts = (0, lexicon_js_1.factsIn)((0, noun_phrase_js_1.tokensOf)(asked, false, keyWords));
    const guessed = read(key, true);
    const describes = (d.kind !== null && d.strong) || dFacts.length > 0;
    const guess = !describes || (guessed.kind !== null && guessed.kind === d.kind) || (0, lexicon_js_1.factsIn)((0, noun_phrase_js_1.tokensOf)(key, true)).some((f) => dFacts.includes(f));
    const read1 = guess ? guessed : read(key, true, undefined, false);
    // `code: "the postcode"`: a key that is an identifier noun alone yields its item-code reading to a description
    // that names its own thing (item-identity.ts)
    const n = read1.kind === 'sku' && (0, item_identity_js_1.keyCodeYields)((0, noun_phrase_js_1.tokensOf)(key, true).map(lexicon_js_1.stem), d.specific) ? { ...read1, kind: null } : read1;
    // the description says what is asked; a key that names a kind outranks a description that only hints at one
    // a "who" question asks for a person: a key naming a thing of another sort ("released_by" a date) does not outrank it
    const person = d.question?.startsWith('who') === true && n.kind !== null && !noun_phrase_js_1.PERSONS.has(n.kind);
    let kind = d.kind && (d.strong || !n.kind || person) ? d.kind : n.kind ?? d.kind ?? 'text';
    if (kind === d.kind && keyDecides(key, n.kind, d.kind, (0, noun_phrase_js_1.tokensOf)(asked, false, keyWords)))
        kind = n.kind;
    // a one-word description that names the value's form as a type does ("text", "url") beside a key that names a
    // field: that field, written so ("description: text" the description, "image: url" the image's address)
    if (n.kind && d.kind && n.kind !== d.kind && (d.kind === 'content' || (d.kind === 'url' && n.kind === 'image')) && /^\p{L}+$/u.test(asked.trim()))
        kind = n.kind;
    const from = kind === d.kind ? d : n;
    // a description that names no kind (only a question word: "where is this from?") leaves the key's subject
    const subject = d.subject === 'site' || (n.subject === 'site' && (!d.kind || !d.strong)) ? 'site' : 'item';
    // "source_site: where is this from?": the site it is from, by name
    if (subject === 'site' && d.question === 'where' && !d.specific.length && kind === 'text')
        kind = 'title';
    // a bare `website`, `site: "website"`, `newspaper`: the site itself, known by its name; its address is asked as
    // one ("website url", "site link")
    if (subject === 'site' && kind === 'text' && !d.specific.length)
        kind = 'title';
    // `publisher-name: "the publication"`: the publisher of an outlet is the outlet, known by its name
    if (subject === 'site' && d.subject === 'site' && kind === 'publisher')
        kind = 'title';
    // (the key's last word as written out: "svgs" is "servings", one number of them)
    // (a key that names nothing, "x" or "f7": the noun of the field in a description that is no question says it,
    // "x: the pictures")
    const keyNames = n.kind !== null || (0, lexicon_js_1.factsIn)((0, noun_phrase_js_1.tokensOf)(key, true)).length > 0;
    const noun = keyNames || d.question || noun_phrase_js_1.QUESTION.test((0, noun_phrase_js_1.rawTokens)(description)[0] ?? '') ? undefined : (0, noun_phrase_js_1.tokensOf)(asked, false, keyWords).find((w) => (0, lexicon_js_1.kindOfStem)((0, lexicon_js_1.stem)(w)) === kind);
    const plural = (0, list_or_yes_no_js_1.isPlural)(name, description, noun ?? words(key).pop() ?? '') || noted.list;
    const boolean = ((0, list_or_yes_no_js_1.predicateKey)(name.trim()) || noted.boolean || (d.yesNo && kind !== n.kind)) && kind !== 'text';
    const counted = from.counted;
    const type = boolean ? 'boolean' : counted ? 'count' : plural ? 'list' : (0, exports.typeOfKind)(kind);
    const said = [...(0, noun_phrase_js_1.tokensOf)(key, true, undefined, guess), ...(0, noun_phrase_js_1.tokensOf)(asked, false, keyWords)];
    // (a word that says which value of the kind the key names is no more than that: `price: "in dollars"`)
    const specific = asked.trim().split(/\s+/).length < 2 ? [] : d.specific.filter((w) => !lexicon_js_1.QUALIFIERS[kind]?.has(w));
    return (0, description_reader_js_1.withNotes)({ name, description, kind, words: [...new Set([...words(key), ...words(description)])], plural: plural && !boolean && !counted, subject, type, counted, question: d.question, specific, said: said.join(' '), facts: factsOf(said, d, subject), either: eitherOr(said) }, noted);
}
/** the type of one value of a kind */
const typeOfKind = (kind) => (/^(price|rating|review_count|number)$/.test(kind) ? 'number' : kind === 'date' ? 'date' : kind === 'url' || kind === 'image' ? 'url' : 'text');
exports.typeOfKind = typeOfKind;
/**
 * A key's head outranks the description's kind when the description names only what the value belongs to
 * or offers the key's kind as one of two: `priceCurrency: "the currency the price is in"` (price is whose
 * currency, the key's first part), `author_url: "the author"` (a link, not a name), `item_number: "item or
 * model number"` (the key picks one of the two)
 */
function keyDecides(key, keyKind, asked, described) {
    if (!keyKind || !asked || keyKind === asked)
        return false;
    const units = (0, noun_phrase_js_1.unitsOf)((0, noun_phrase_js_1.tokensOf)(key, true, undefined, false).map(lexicon_js_1.stem), true);
    // a compound of nouns only: "Salary (per year)" is a salary, its "per year" a qualifier, not the head
    // a key ending in a participle ("dt_posted", "price_reduced") names its value by the first part
    if (units.some((u) => function_words_js_1.FUNCTION.has(u.stems[0])) || /(ed|ing)$/.test((0, noun_phrase_js_1.rawTokens)(key).pop() ?? ''))
        return false;
    const { at } = (0, noun_phrase_js_1.headKind)(units);
    if (units.slice(0, Math.max(at, 0)).some((u) => u.kind === asked))
        return true;
    return eitherOr(described) && (0, noun_phrase_js_1.unitsOf)(described.map(lexicon_js_1.stem)).some((u) => u.kind === keyKind);
}
/** the item facts a field names: by its words, or a "where" question about the item itself ("where is the job") */
function factsOf(said, d, subject) {
    // the facts the words name, then the verb's ("how long does the prep take": the prep time, then the others;
    // "who is selling it": agent); a noun that only names the agent of a verb that decided the kind is not asked
    const named = [...new Set([...(0, lexicon_js_1.factsIn)(said), ...d.verbFacts])].filter((f) => !d.agentFacts.includes(f));
    if (named.length || d.question !== 'where' || subject !== 'item')
        return named;
    // "where is it", "where is the event held": where the item is, not where something it mentions happened
    return d.specific.every((w) => verb_asks_js_1.WHERE_VERBS.has(w)) ? ['place', 'address'] : [];
}
/** "ticket or property", "a ticket or of the home": two things joined by "or" (not "with or without", "yes or no") */
function eitherOr(said) {
    const content = (w) => !function_words_js_1.FUNCTION.has((0, lexicon_js_1.stem)(w)) && !/^(with|without|yes|no|not|true|false|'s)$/.test(w);
    return said.some((w, i) => w === 'or' && said.slice(0, i).some(content) && content(said.slice(i + 1).find((x) => !function_words_js_1.FUNCTION.has((0, lexicon_js_1.stem)(x))) ?? 'no'));
}
//# sourceMappingURL=intent.js.map