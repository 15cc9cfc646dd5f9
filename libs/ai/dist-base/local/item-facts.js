"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.townOf = townOf;
exports.admissionPrice = admissionPrice;
exports.labelsAnItem = labelsAnItem;
exports.labelsOneItem = labelsOneItem;
exports.itemFact = itemFact;
exports.postedAgent = postedAgent;
const structured_fields_js_1 = require("./structured-fields.js");
const item_labels_js_1 = require("./item-labels.js");
const item_dates_js_1 = require("./item-dates.js");
const values_js_1 = require("./values.js");
const item_block_js_1 = require("./item-block.js");
const item_meta_line_js_1 = require("./item-meta-line.js");
const item_address_js_1 = require("./item-address.js");
const fact_lines_js_1 = require("./fact-lines.js");
const event_page_js_1 = require("./event-page.js");
const label_languages_js_1 = require("./label-languages.js");
const page_furniture_js_1 = require("./page-furniture.js");
const agent_card_js_1 = require("./agent-card.js");
const head_title_place_js_1 = require("./head-title-place.js");
const text = (raw) => {
    const t = (0, item_labels_js_1.visibleClean)(raw);
    return t && t.length <= 120 ? t : null;
};
const firstNumber = (raw) => {
    const m = /\b(\d{1,3})\b/.exec(raw);
    return m ? Number(m[1]) : null;
};
// "Harrow House; 1st edition (4 May 2022)" -> "Harrow House"
const publisherName = (raw) => text(raw.split(/\s*[;(]\s*|,\s*(?=\d)/)[0]);
// the party a role phrase names: "Offered by", "Listed by", "Sold by", "Presented by", "Marketed by" (a verb
// of offering and "by"), with "this home is" or "exclusively" before it at most
const ROLE_PHRASE = /^(?:(?:this\s+(?:home|property|listing|house|flat|apartment)\s+is\s+)?(?:exclusively\s+)?(?:offered|listed|marketed|sold|presented|represented|brought to you|advertised|let|managed|hosted|organi[sz]ed|run|promoted)\s+by)\s*[:：]?\s+/i;
const PRESENTED = /^presented\b/i;
// "Marketed by Parkway Estates · Call 0117…" -> "Parkway Estates"
// (an agent card's lines: the person's name first, the firm on the next line)
const personOrFirm = (raw) => text(raw.replace(ROLE_PHRASE, '').split(/\s*\n\s*|\s+[·|•–—]\s+|\s*,\s*(?=\(?[+\d])/)[0]);
// an agent is named in words: under a "Contact" heading a phone number or an e-mail is no one's name
const agentName = (raw) => {
    const v = personOrFirm(raw);
    return v && /\p{L}{2}/u.test(v) && !/@|\d{3}/.test(v) ? v : null;
};
// a duration as the page writes it ("20 mins"); schema.org's "PT15M" in words
const duration = (raw) => {
    const t = (0, item_labels_js_1.visibleClean)(raw);
    if (/^P(\d|T)/i.test(t))
        return (0, item_dates_js_1.durationIn)(t);
    return (0, item_dates_js_1.durationIn)(t) ? text(t) : null;
};
const money = (raw) => {
    const m = (0, values_js_1.parseMoney)(raw, true);
    return m && m.amount > 0 ? m.amount : null;
};
// a figure labelled by its pay period ("£36,000" over "per year") is what the job pays
const PAY_PERIOD = '(?:per|an?|each)\\s+(?:year|annum|hour|month|week|day)|p\\.?a\\.?|annually|yearly';
const READERS = {
    // an event's price: labelled as the tickets, not as a price ("Tickets: £12 per person")
    admission: { paths: ['offers.price', 'offers.lowPrice'], labels: /^(tickets?|admission|entry|entrance|entry fee|ticket price|admission fee)$/, read: money },
    publisher: { paths: ['publisher.name', 'publisher'], labels: (0, label_languages_js_1.labelPattern)('publisher', 'publisher|published by|imprint|publishing house'), read: publisherName },
    place: {
        paths: ['location.name', 'jobLocation.address.addressLocality', 'jobLocation.name', 'location.address.addressLocality'],
        labels: (0, label_languages_js_1.labelPattern)('place', 'venue|where|location|place|city|job location|based in'),
        named: /(^|[-_\s])(venue|job-?location|location)([-_\s]|$)/i,
        read: (raw) => personOrFirm(raw),
        metaPart: 'place',
    },
    company: { paths: ['hiringOrganization.name', 'hiringOrganization'], labels: (0, label_languages_js_1.labelPattern)('company', 'company|employer|organi[sz]ation|hiring organi[sz]ation|firm'), named: /(^|[-_\s])(company(-?name)?|employer(-?name)?)([-_\s]|$)/i, read: personOrFirm, metaPart: 'org' },
    salary: { paths: ['baseSalary.value.value', 'baseSalary.value.minValue', 'baseSalary.value', 'estimatedSalary.value.value'], labels: (0, label_languages_js_1.labelPattern)('salary', `salary|pay|wage|compensation|${PAY_PERIOD}`), named: /(^|[-_\s])(salary(-?line)?|pay)([-_\s]|$)/i, read: money, metaPart: 'money' },
    prep_time: { paths: ['prepTime'], labels: /^(prep|prep time|preparation|preparation time|prep\.)$/, read: duration },
    cook_time: { paths: ['cookTime'], labels: /^(cook|cook time|cooking|cooking time|cook\.)$/, read: duration },
    total_time: { paths: ['totalTime'], labels: /^(total|total time|ready in)$/, read: duration },
    servings: { paths: ['recipeYield', 'yield'], labels: /^(serves|servings|yield|portions|makes|serving size|feeds)$/, read: firstNumber, counted: /^(servings?|portions?)$/ },
    address: {
        paths: [],
        labels: /^(address|property address|location)$/,
        named: /(^|[-_\s])((listing-?|property-?)?address)([-_\s]|$)/i,
        // an address written on lines reads as one line, its parts comma-separated
        read: (raw) => (/\d/.test(raw) ? text(raw.trim().replace(/\s*\n\s*/g, ', ').replace(/,\s*,/g, ',')) : null),
    },
    bedrooms: { paths: ['numberOfBedrooms', 'about.numberOfBedrooms', 'numberOfRooms', 'about.numberOfRooms'], labels: /^(bedrooms|beds|bedroom|bed|bd)$/, read: firstNumber, counted: /^(bedrooms?|beds?|bd|bdrms?|br)$/ },
    agent: {
        paths: ['offers.offeredBy.name', 'provider.name', 'seller.name', 'broker.name', 'agent.name'],
        // a card's heading that names the role ("Marketed by", "Presented by", "Contact"), the person under it
        labels: (0, label_languages_js_1.labelPattern)('agent', 'agent|listing agent|agency|estate agent|letting agent|(marketed|listed|offered|presented|sold|represented|managed|let) by|realtor|broker|contact|contact agent|contact the agent|your agent|your contact|agent details'),
        named: /(^|[-_\s])(agent(-?name)?)([-_\s]|$)/i,
        read: agentName,
    },
    // who puts an event on: schema.org's organizer, "Organiser", "Hosted by", "Presented by", "Run by"; a promoter's
    // line ("Halfmoon Promotions presents") names it before its verb
    organizer: {
        paths: ['organizer.name', 'organizer'],
        labels: /^(organi[sz]ers?|organi[sz]ed by|hosts?|hosted by|presented by|run by|promoter|promoted by)$/,
        named: /(^|[-_\s])(organi[sz]er|promoter|presenter)([-_\s]|$)/i,
        read: (raw) => personOrFirm(raw.replace(/\s+presents?\s*[:：]?\s*$/i, '')),
    },
    // the town a home or a job is in: a label of its own, else the town part of the item's address (townOf)
    town: { paths: ['address.addressLocality', 'about.address.addressLocality', 'location.address.addressLocality', 'jobLocation.address.addressLocality'], labels: (0, label_languages_js_1.labelPattern)('town', 'city|town|locality'), read: (raw) => text(raw), askedOnly: true },
    // whom the item is for: "who's it for", "who is it aimed at" (verb-asks.ts)
    audience: { paths: ['audience.audienceType', 'typicalAgeRange', 'audience.suggestedMinAge'], labels: /^(suitable for|audience|age|ages|age range|for ages|recommended for|intended for|ideal for|best for|who it's for|reading age|level)$/, read: (raw) => text(raw), askedOnly: true },
    // how long an event runs, how big a home is: read for "how long is it", "how big is it" (verb-asks.ts)
    duration: { paths: ['duration'], labels: /^(duration|running time|run time|runtime|length)$/, named: /(^|[-_\s])(duration|running-?time|runtime)([-_\s]|$)/i, read: duration, askedOnly: true },
    area: {
        paths: ['floorSize.value', 'floorSize'],
        labels: (0, label_languages_js_1.labelPattern)('area', 'living area|living space|floor area|floor space|internal area|surface|surface area|size|area|square footage'),
        named: /(^|[-_\s])(floor-?area|living-?area|floor-?size|sqft|area)([-_\s]|$)/i,
        read: (raw) => (/\d/.test(raw) ? text(raw) : null),
        askedOnly: true,
    },
};
// postcodes and a US state with its ZIP, which stand beside a town in an address line
const POSTCODES = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b\d{4}\s?[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b\d{4,5}\b/g;
/** the town of an address line: "218 Maple Ave, Portland, OR 97214" -> "Portland", "Biltstraat 140, 3572 BM Utrecht" -> "Utrecht" */
function townOf(address) {
    if (typeof address !== 'string')
        return null;
    const parts = address.split(/\s*,\s*/);
    // the street is the first part (it has the house number); the town the first later part with words left
    for (const part of parts.slice(parts.length > 1 ? 1 : 0)) {
        const t = part.replace(POSTCODES, ' ').replace(/\s+/g, ' ').trim();
        if (/\p{L}{2}/u.test(t) && !/^[A-Z]{2}$/.test(t) && !/\d/.test(t))
            return t;
    }
    return null;
}
/** a structured PostalAddress as one line: "14 Alder Row, Bristol BS3 4QT" */
function postalAddress(thing) {
    for (const a of [...(0, structured_fields_js_1.atPath)(thing, 'address'), ...(0, structured_fields_js_1.atPath)(thing, 'about.address')]) {
        if (typeof a === 'string')
            return text(a);
        if (a && typeof a === 'object') {
            const o = a;
            const street = typeof o.streetAddress === 'string' ? o.streetAddress : '';
            const place = [o.addressLocality, o.postalCode].filter((x) => typeof x === 'string' && x).join(' ');
            const line = [street, place].filter(Boolean).join(', ');
            if (line)
                return line;
        }
    }
    return null;
}
// the chrome's boxes and other items' (the furniture table's 'facts' rows)
const OTHER_BOXES = (0, page_furniture_js_1.furnitureSelector)('facts');
// elements named after a fact, outside navigation and other items' boxes, short enough to be one value
function named(page, re) {
    const $ = page.$;
    const out = [];
    $('[class],[id]').each((_, node) => {
        const el = node;
        const name = `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`;
        if (!re.test(name) || /^(script|style|body|html|meta|link|input|form|section|main|article)$/i.test(el.tagName))
            return undefined;
        if ($(el).closest(OTHER_BOXES).length)
            return undefined;
        const t = (0, item_labels_js_1.visibleClean)($(el).text());
        if (t && t.length <= 120)
            out.push(t);
        return out.length >= 3 ? false : undefined;
    });
    return out;
}
/** an event's price labelled as its tickets ("Tickets: £12 per person"), from the page's colon pairs only (cheap on big product pages) */
function admissionPrice(page) {
    for (const p of page.labels)
        if (READERS.admission.labels.test((0, item_labels_js_1.visibleClean)(p.label).replace(/\s*[:：]$/, '').toLowerCase())) {
            const v = money(p.value);
            if (v !== null)
                return v;
        }
    return null;
}
/** the page labels two or more facts of an item ("Author:", "Binding:", "Pages:"): an item page */
function labelsAnItem(page) {
    return page.remember('labelsAnItem', () => (0, item_labels_js_1.labelValues)(page, itemLabels()).length >= 2);
}
/** two or more of an item's labels the page states once or twice, more of them than of labels said three times or more: a listing's cards say theirs on every card ("Location:", "Salary:" on each job) */
function labelsOneItem(page) {
    return page.remember('labelsOneItem', () => {
        const times = new Map();
        for (const p of (0, item_labels_js_1.labelPairs)(page, itemLabels()))
            times.set(p.label.toLowerCase(), (times.get(p.label.toLowerCase()) ?? 0) + 1);
        const few = [...times.values()].filter((n) => n <= 2).length;
        return few >= 2 && few > times.size - few;
    });
}
const itemLabels = () => new RegExp(Object.values(READERS).filter((r) => !r.askedOnly).map((r) => r.labels.source).concat([EXTRA_ITEM_LABELS.source]).join('|'));
const EXTRA_ITEM_LABELS = /^(author|isbn|isbn-1[03]|binding|format|pages|published|publication date|condition)$/;
/** the fact's value, or null when the page does not state it */
function itemFact(page, thing, fact) {
    const r = READERS[fact];
    const tryAll = (raws) => {
        for (const raw of raws) {
            if (raw === null || raw === undefined || typeof raw === 'object')
                continue;
            const v = r.read(String(raw));
            if (v !== null && v !== '')
                return v;
        }
        return null;
    };
    // the address is better as the page writes it than rebuilt from parts
    const structured = () => (thing ? tryAll(r.paths.flatMap((p) => (0, structured_fields_js_1.atPath)(thing, p).map((v) => (v && typeof v === 'object' ? v.name : v)))) : null);
    // "Presented by" is an event's organizer and a home's agent: each reads it only on its own kind of page
    if (fact === 'organizer' && !(0, event_page_js_1.eventPage)(page, thing))
        return null;
    const presentedElsewhere = fact === 'agent' && (0, event_page_js_1.eventPage)(page, thing);
    const labelled = () => (0, item_labels_js_1.labelPairs)(page, r.labels).filter((p) => !PRESENTED.test(p.label)).map((p) => p.value);
    const order = [structured, () => tryAll(presentedElsewhere ? labelled() : (0, item_labels_js_1.labelValues)(page, r.labels)), () => (r.named ? tryAll(named(page, r.named)) : null)];
    // an <address> element of the item's block (the footer's contact address is the site's)
    if (fact === 'address')
        order.push(() => tryAll((0, item_address_js_1.addressElements)(page)));
    if (fact === 'address')
        order.push(() => (thing ? postalAddress(thing) : null));
    if (fact === 'agent')
        order.push(() => tryAll(roleNamed(page).filter((v) => !(presentedElsewhere && PRESENTED.test(v)))), () => tryAll((0, fact_lines_js_1.reachNamed)(page)), () => postedAgent(page, thing));
    // the name in bold on the agent's contact card (agent-card.ts)
    if (fact === 'agent')
        order.push(() => tryAll((0, agent_card_js_1.agentCardNames)(page)));
    // "<li>2 bedrooms</li>" in the item's key features: the count a line of its own states
    const counted = r.counted;
    if (counted)
        order.push(() => (0, fact_lines_js_1.countLine)(page, counted));
    // "at <strong>Foundry Hall Main Room</strong>" under an event's name: where it is held
    if (fact === 'place')
        order.push(() => ((0, event_page_js_1.eventPage)(page, thing) ? tryAll([(0, fact_lines_js_1.atLine)(page, thing)]) : null));
    // "Data Analyst job in Bristol | Site": the head title's place after the item's title, when no address says where (head-title-place.ts)
    if (fact === 'place')
        order.push(() => (itemFact(page, thing, 'address') === null ? (0, head_title_place_js_1.headTitlePlace)(page) : null));
    if (fact === 'address')
        order.push(() => (0, item_block_js_1.blockAddress)(page));
    if (fact === 'town')
        order.push(() => townOf(itemFact(page, thing, 'address')));
    const part = r.metaPart;
    if (part)
        order.push(() => tryAll([(0, item_meta_line_js_1.metaPart)(page, thing, part)?.text]));
    // a job's employer as a line of its own under the title, named by its legal form ("Fenwick & Daughters Ltd")
    if (fact === 'company')
        order.push(() => tryAll([(0, item_meta_line_js_1.orgLine)(page, thing)]));
    for (const source of order) {
        const v = source();
        if (v !== null && v !== undefined)
            return v;
    }
    return null;
}
// "Posted by <a>Aire & Calder Lettings</a>", "Posted by: X": who put the entry up
const POSTED_BY = /^posted\s+by\s*[:：]?\s+/i;
/**
 * A home's listing (the page states its bedrooms) "Posted by" someone: its agent (on an article or a recipe the same
 * words are its byline, item-authors.ts); null elsewhere
 */
function postedAgent(page, thing) {
    return page.remember('postedAgent', () => {
        if (itemFact(page, thing, 'bedrooms') === null)
            return null;
        const r = READERS.agent;
        for (const raw of [...(0, item_labels_js_1.labelValues)(page, /^posted by$/), ...roleNamed(page, POSTED_BY)]) {
            const v = r.read(raw);
            if (v !== null && v !== '')
                return v;
        }
        return null;
    });
}
/**
 * Short texts that open with a role phrase ("Offered by <a>Kaaij Makelaars</a> · 020 555 0142"), whatever
 * element holds them: found from the text node the phrase opens, the element around it read whole.
 */
function roleNamed(page, phrase = ROLE_PHRASE) {
    const $ = page.$;
    const out = [];
    const walk = (node) => {
        if (node.type === 'text') {
            if (!phrase.test((0, item_labels_js_1.visibleClean)(node.data) + ' '))
                return false;
            let el = node.parent;
            // the phrase in an element of its own (<span>Listed by</span> <a>…</a>): the name is beside it
            if (el && el.type === 'tag' && !phrase.test((0, item_labels_js_1.visibleClean)($(el).text())))
                el = el.parent;
            if (!el || el.type !== 'tag' || $(el).closest(OTHER_BOXES).length)
                return false;
            const t = (0, item_labels_js_1.visibleClean)($(el).text());
            if (t.length <= 150 && phrase.test(t))
                out.push(t.replace(phrase, ''));
            return out.length >= 2;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            return false;
        if (node.type === 'tag' && /^(script|style|noscript|head|template|nav|footer)$/i.test(node.tagName))
            return false;
        for (const c of node.children ?? [])
            if (walk(c))
                return true;
        return false;
    };
    walk($.root()[0]);
    return out;
}
//# sourceMappingURL=item-facts.js.map