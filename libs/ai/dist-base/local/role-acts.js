"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CREDITING = void 0;
exports.actAsked = actAsked;
const noun_phrase_js_1 = require("./noun-phrase.js");
const lexicon_js_1 = require("./lexicon.js");
// the acts whose object is the page's text: what a writer wrote, said, penned
const WRITING = (0, lexicon_js_1.stemSet)(['write', 'wrote', 'written', 'pen', 'say', 'said', 'type', 'typed']);
// heads that are only "what" the act made
const THINGS = (0, lexicon_js_1.stemSet)(['everything', 'all', 'whatever', 'what', 'word', 'words', 'text', 'thing', 'things', 'stuff', 'content', 'material', 'lines']);
// the doer of a writing act named by a person's word
const PEOPLE = (0, lexicon_js_1.stemSet)(['person', 'individual', 'someone', 'somebody', 'people', 'one', 'he', 'she', 'they', 'staff', 'team', 'user']);
/** the verbs of giving someone credit ("who should I thank for it", "who do we cite"): they ask the person, nothing more */
exports.CREDITING = (0, lexicon_js_1.stemSet)(['thank', 'thanks', 'credit', 'cite', 'acknowledge', 'deserve', 'deserves', 'praise', 'blame']);
// the words of a role given for an act: credited with, responsible for, thanked for
const ROLE = (0, lexicon_js_1.stemSet)(['credited', 'responsible', 'thanked', 'acknowledged', 'cited', 'behind']);
// what bears a maker's or a writer's name: "whose name is on the product", "whose logo is on the box"
const MARKS = (0, lexicon_js_1.stemSet)(['name', 'logo', 'mark', 'label', 'signature', 'badge', 'emblem']);
const MAKERS = (0, lexicon_js_1.stemSet)(['company', 'firm', 'business', 'maker', 'manufacturer', 'brand', 'label', 'organisation', 'organization', 'corporation', 'producer']);
const CLAUSE_OPENERS = (0, lexicon_js_1.stemSet)(['that', 'which', 'the', 'a', 'an', 'its', 'their', 'his', 'her', 'this', 'whose']);
// the doer of a writing act: a writer's noun or a pronoun ("what people say about it" is the reviews', not the
// text; "person" shares its stem with "people")
const ONE_PERSON = (0, lexicon_js_1.stemSet)(['individual', 'someone', 'somebody', 'he', 'she', 'they']);
const isDoer = (u) => !!u && (u.kind === 'author' || ONE_PERSON.has(u.stems[0]));
/** the kind a role or an act in the request asks, or null (then the request is read as it is) */
function actAsked(units, question) {
    // a who-question asks the doer already ("who should I thank for it")
    if (question && question !== 'what')
        return null;
    return objectOfWriting(units, question) ?? ownerOfMark(units) ?? doerByRole(units, question) ?? placeOfAppearing(units);
}
// what a piece appears in: "the publication this appeared in", "the paper it was printed in", "the outlet the
// story ran on": the head is the object of the clause's last preposition, the outlet, not the act's date
const OUTLETS = (0, lexicon_js_1.stemSet)(['publication', 'paper', 'newspaper', 'journal', 'periodical', 'magazine', 'site', 'website', 'outlet', 'blog', 'title', 'masthead']);
const APPEARING = (0, lexicon_js_1.stemSet)(['appear', 'appeared', 'run', 'ran', 'print', 'printed', 'publish', 'published', 'post', 'posted', 'feature', 'featured', 'carry', 'carried', 'come', 'came']);
const IN_ON = (0, lexicon_js_1.stemSet)(['in', 'on', 'at']);
/** "the publication this appeared in": the site's name */
function placeOfAppearing(units) {
    const h = units.findIndex((u) => !CLAUSE_OPENERS.has(u.stems[0]) && !/^(what|which)$/.test(u.stems[0]));
    if (h < 0 || !OUTLETS.has(units[h].stems[0]) || !IN_ON.has(units[units.length - 1].stems[0]))
        return null;
    return units.some((u, i) => i > h + 1 && APPEARING.has(u.stems[0])) ? { kind: 'title', subject: 'site' } : null;
}
/** "everything the writer wrote", "all that the author has written", "what the journalist wrote": the text */
function objectOfWriting(units, question) {
    const v = units.findIndex((u, i) => i > 1 && WRITING.has(u.stems[0]) && u.kind !== 'content');
    if (v < 0)
        return null;
    // the doer before the verb ("the writer wrote", "the author has written") or after "by" ("everything written by her")
    let d = v - 1;
    while (d > 0 && /^(has|have|had|ha|is|was|were|did|does|do)$/.test(units[d].stems[0]))
        d--;
    const by = units[v + 2] && CLAUSE_OPENERS.has(units[v + 2].stems[0]) ? units[v + 3] : units[v + 2];
    const passive = units[v + 1]?.stems[0] === 'by' && isDoer(by);
    if (!isDoer(units[d]) && !passive)
        return null;
    // the head: the words before the clause; each one a determiner or a word of "what" ("everything", "all the words")
    let start = passive ? v : d;
    while (start > 0 && CLAUSE_OPENERS.has(units[start - 1].stems[0]))
        start--;
    const head = units.slice(0, start);
    if (!head.length && question !== 'what')
        return null;
    const content = head.filter((u) => !/^(the|a|an|of|just|only|exactly|every|each)$/.test(u.stems[0]));
    if (!content.length && question !== 'what')
        return null;
    return content.every((u) => THINGS.has(u.stems[0]) || (u.stems.length === 1 && u.stems[0] === 'what')) ? { kind: 'content', subject: 'item' } : null;
}
/** "the person credited with writing the article", "the individual responsible for making it": the act's doer */
function doerByRole(units, question) {
    if (question)
        return null;
    const p = units.findIndex((u) => PEOPLE.has(u.stems[0]) || noun_phrase_js_1.AGENTS.has(u.stems[0]));
    if (p < 0 || units.slice(0, p).some((u) => u.kind))
        return null;
    const role = units.findIndex((u, i) => i > p && i <= p + 2 && ROLE.has(u.stems[0]));
    if (role < 0)
        return null;
    // the act the role is for ("with writing", "for making"): its "who" kind; without one the doer's kind says
    // it: a person behind an item is its writer, a company or an organisation (AGENTS) its maker or organizer: the brand
    const act = units.slice(role + 1).map((u) => noun_phrase_js_1.WHO_VERBS[u.stems[0]]).find(Boolean);
    if (act === 'site')
        return null;
    // (whoever is behind an event puts it on: its organizer, an item fact, not a maker's brand)
    if (!act && (0, lexicon_js_1.namesEvent)(units.slice(role + 1).flatMap((u) => u.stems)))
        return { kind: 'text', subject: 'item' };
    return { kind: act ?? (PEOPLE.has(units[p].stems[0]) ? 'author' : 'brand'), subject: 'item' };
}
/** "the company whose name is on the product": the maker whose mark the item bears; "the person whose name is on the article": its writer */
function ownerOfMark(units) {
    const w = units.findIndex((u, i) => i > 0 && u.stems[0] === (0, lexicon_js_1.stem)('whose') && MARKS.has(units[i + 1]?.stems[0] ?? ''));
    if (w < 0)
        return null;
    const owner = units[w - 1].stems[0];
    if (MAKERS.has(owner))
        return { kind: 'brand', subject: 'item' };
    const kind = PEOPLE.has(owner) ? 'author' : (0, lexicon_js_1.kindOfStem)(owner);
    return kind === 'author' || kind === 'brand' || kind === 'publisher' ? { kind, subject: 'item' } : null;
}
//# sourceMappingURL=role-acts.js.map