// Facts of the main item of an item page, each read from its structured property, its labels (in the
// words pages use), then elements named after it: a book's publisher, an event's venue, a job's
// company, location and salary, a recipe's times and servings, a home's address, bedrooms and agent.
import { withoutTrailingPlace } from './place-names.js';
import { headingRoleNames } from './heading-roles.js';
import { leadLink } from './lead-link.js';
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { typeNames, type Thing } from './structured.js';
import { atPath } from './structured-fields.js';
import { labelPairs, labelValues, visibleClean } from './item-labels.js';
import { durationIn, durationSpan } from './item-dates.js';
import { FREE, PAY_PERIOD, SALARY_WORD, currencyMoney, moneyOrFree, salaryMoney } from './item-money.js';
import { blockAddress, headingAddressLine } from './item-block.js';
import { metaPart, orgLine, type PartType } from './item-meta-line.js';
import { addressElements } from './item-address.js';
import { atLine, countLine, creditedParty, namedMoneyLine, reachNamed } from './fact-lines.js';
import { proseLabelled } from './prose-facts.js';
import { eventPage } from './event-page.js';
import { labelAlternatives, labelPattern, labelWords, type LabelledField } from './label-languages.js';
import { COUNTED_FACTS } from './lexicon.js';
import { furnitureSelector } from './page-furniture.js';
import { agentCardNames } from './agent-card.js';
import { appositiveAgents } from './agent-appositive.js';
import { headTitlePlace } from './head-title-place.js';
import { siteAsEmployer, siteAsPublisher } from './site-roles.js';
import { statedSiteOrganizer, statedSitePublisher } from './site-publisher.js';
import { PUBLISHER_LABELS } from './publisher-phrases.js';
import { imprintParty, imprintPublisher } from './imprint.js';
import { ORGANIZER_BY, ORGANIZER_ROLE, organizerNouns, withoutPartner } from './organizer-role.js';

export type ItemFact = 'admission' | 'publisher' | 'place' | 'company' | 'salary' | 'prep_time' | 'cook_time' | 'total_time' | 'servings' | 'address' | 'bedrooms' | 'agent' | 'duration' | 'area' | 'town' | 'audience' | 'organizer';

interface FactReader {
  paths: string[];
  labels: RegExp;
  /** class or id tokens of elements that hold it */
  named?: RegExp;
  /** a value as the field returns it, or null when this is not one */
  read: (raw: string) => unknown;
  /** the part of the item's meta line beside its title that states it ("Kestrel Analytics Ltd · Leeds") */
  metaPart?: PartType;
  /** a count's nouns: a short line that is the count and its noun ("<li>2 bedrooms</li>") states it */
  counted?: RegExp;
  /** asked only by a question ("how long is it", "how big is it"): its labels ("Size", "Length") do not make a page an item's */
  askedOnly?: boolean;
}

// an emoji or icon before a value ("📍 Remote (EU)", "🏢 Acme") is the page's decoration, no word of it (©, ® stay)
const LEAD_ICON = /^(?:(?![©®™])[\p{Extended_Pictographic}\p{So}][\uFE0F\u200D\p{Emoji_Modifier}]*\s*){1,4}(?=[\p{L}\p{N}])/u;
const text = (raw: string): string | null => {
  const t = visibleClean(raw).replace(LEAD_ICON, '');
  return t && t.length <= 120 ? t : null;
};
const firstNumber = (raw: string): number | null => {
  const m = /\b(\d{1,3})\b/.exec(raw);
  return m ? Number(m[1]) : null;
};
// "Harrow House; 1st edition (4 May 2022)" -> "Harrow House"
// (an imprint, "New York : Knopf, 2004", names it between the place and the year: imprint.ts)
// (the place of publication after the name, "Harrow & Finch, London", is no part of it: place-names.ts)
const publisherName = (raw: string): string | null => imprintParty(raw) ?? text(withoutTrailingPlace(raw.split(/\s*[;(]\s*|,\s*(?=\d)/)[0]));
// the party a role phrase names: "Offered by", "Listed by", "Sold by", "Presented by", "Marketed by" (a verb
// of offering and "by", or an event organizer's: organizer-role.ts), with "this home is" or "exclusively" before it at most
const ROLE_PHRASE = new RegExp(String.raw`^(?:(?:this\s+(?:home|property|listing|house|flat|apartment)\s+is\s+)?(?:exclusively\s+)?(?:offered|listed|marketed|sold|represented|brought to you|advertised|let|managed|${ORGANIZER_ROLE.by.join('|')})\s+by)\s*[:：]?\s+`, 'i');
const PRESENTED = /^presented\b/i;
// "Marketed by Parkway Estates · Call 0117…" -> "Parkway Estates"
// (an agent card's lines: the person's name first, the firm on the next line)
const personOrFirm = (raw: string): string | null => text(raw.replace(ROLE_PHRASE, '').split(/\s*\n\s*|\s+[·|•–—]\s+|\s*,\s*(?=\(?[+\d])/)[0]);
// an agent is named in words: under a "Contact" heading a phone number or an e-mail is no one's name
// and a card read whole, two labelled lines run together ("Your branch: X Negotiator: Y"), is no one name: the
// card's own parts (agent-card.ts) say which is the agent
const LABELLED_LINES = /\p{L}[:：]\s.*\p{L}[:：]\s/u;
const agentName = (raw: string): string | null => {
  const v = personOrFirm(raw);
  return v && /\p{L}{2}/u.test(v) && !/@|\d{3}/.test(v) && !LABELLED_LINES.test(v) ? v : null;
};
// a duration as the page writes it ("20 mins"); schema.org's "PT15M" in words
const duration = (raw: string): string | null => {
  const t = visibleClean(raw);
  if (/^P(\d|T)/i.test(t)) return durationIn(t);
  // without an approximation before it or a verb after it ("about 25 minutes", "25 min bereiden")
  return durationIn(t) ? text(durationSpan(t) ?? t) : null;
};
// elements named after a fact in English (a reader's own regular-expression parts) or in the words of the label table's
// languages written as class names are ("offre-entreprise", "firma-name")
const namedIn = (field: LabelledField, english: string): RegExp =>
  new RegExp(String.raw`(^|[-_\s])(${english}|${labelWords(field).filter((w) => /^[a-z]+$/.test(w)).join('|')})([-_\s]|$)`, 'i');

// a job's "Base" is where it is done (a council's or a crew's work base): a workplace only, never an event's venue
const WORK_BASE_WORDS = 'based at|base|work base|workplace|place of work';
export const WORK_BASE = new RegExp(`^(?:${WORK_BASE_WORDS})$`);

const READERS: Record<ItemFact, FactReader> = {
  // an event's price: labelled as the tickets, not as a price ("Tickets: £12 per person")
  admission: { paths: ['offers.price', 'offers.lowPrice'], labels: /^(tickets?|admission|entry|entrance|entry fee|ticket price|admission fee)$/, read: moneyOrFree },
  publisher: { paths: ['publisher.name', 'publisher'], labels: labelPattern('publisher', PUBLISHER_LABELS.join('|')), read: publisherName },
  place: {
    paths: ['location.name', 'jobLocation.address.addressLocality', 'jobLocation.name', 'location.address.addressLocality'],
    labels: labelPattern('place', `venue|where|location|place|city|job location|based in|${WORK_BASE_WORDS}`),
    named: /(^|[-_\s])(venue|job-?location|location|job-?loc|loc)([-_\s]|$)/i,
    read: (raw) => personOrFirm(raw),
    metaPart: 'place',
  },
  company: { paths: ['hiringOrganization.name', 'hiringOrganization'], labels: labelPattern('company', 'company|employer|organi[sz]ation|hiring organi[sz]ation|firm'), named: namedIn('company', 'company(-?name)?|employer(-?name)?'), read: personOrFirm, metaPart: 'org' },
  salary: { paths: ['baseSalary.value.value', 'baseSalary.value.minValue', 'baseSalary.value', 'estimatedSalary.value.value'], labels: labelPattern('salary', `salary|pay|wage|compensation|${PAY_PERIOD}`), named: /(^|[-_\s])(salary(-?line)?|pay)([-_\s]|$)/i, read: salaryMoney, metaPart: 'money' },
  prep_time: { paths: ['prepTime'], labels: labelPattern('prep_time', 'prep|prep time|preparation|preparation time|prep\\.'), read: duration },
  cook_time: { paths: ['cookTime'], labels: labelPattern('cook_time', 'cook|cook time|cooking|cooking time|cook\\.'), read: duration },
  total_time: { paths: ['totalTime'], labels: labelPattern('total_time', 'total|total time|ready in'), read: duration },
  servings: { paths: ['recipeYield', 'yield'], labels: labelPattern('servings', 'serves|servings|yield|portions|makes|serving size|feeds|cuts into|cut into'), read: firstNumber, counted: /^(servings?|portions?)$/ },
  address: {
    paths: [],
    labels: labelPattern('address', 'address|property address|location'),
    named: /(^|[-_\s])((listing-?|property-?)?address)([-_\s]|$)/i,
    // an address written on lines reads as one line, its parts comma-separated
    read: (raw) => (/\d/.test(raw) ? text(raw.trim().replace(/\s*\n\s*/g, ', ').replace(/,\s*,/g, ',')) : null),
  },
  bedrooms: { paths: ['numberOfBedrooms', 'about.numberOfBedrooms', 'numberOfRooms', 'about.numberOfRooms'], labels: labelPattern('bedrooms', 'bedrooms|beds|bedroom|bed|bd'), read: firstNumber, counted: new RegExp(`^(?:bedrooms?|beds?|bd|bdrms?|br|${labelAlternatives('bedrooms')})$`, 'u') },
  agent: {
    paths: ['offers.offeredBy.name', 'provider.name', 'seller.name', 'broker.name', 'agent.name'],
    // a card's heading that names the role ("Marketed by", "Presented by", "Contact"), the person under it; in
    // Scotland solicitors sell homes ("Selling solicitor"), so the selling firm is the agent; a room's "Advertiser"
    // (the role "advertised by" says as a noun) is whoever lets it
    labels: labelPattern('agent', 'agent|listing agent|agency|estate agent|letting agent|(marketed|listed|offered|presented|sold|represented|managed|let) by|realtor|broker|contact|contact agent|contact the agent|your agent|your agency|your contact|agent details|selling agents?|selling solicitors?|solicitors? estate agents?|advertiser|advertised by'),
    named: /(^|[-_\s])(agent(-?name)?)([-_\s]|$)/i,
    read: agentName,
  },
  // who puts an event on: schema.org's organizer, "Organiser", "Hosted by", "Presented by", "Run by" (organizer-role.ts);
  // a promoter's line ("Halfmoon Promotions presents") names it before its verb. A label "Presenter" is who is on
  // the show; an element named "host" a web component's or a server's
  organizer: {
    paths: ['organizer.name', 'organizer'],
    labels: new RegExp(`^(${[...organizerNouns('presenter').map((n) => `${n}s?`), ...ORGANIZER_BY].join('|')}|${labelAlternatives('organizer')})$`, 'u'),
    named: new RegExp(String.raw`(^|[-_\s])(${organizerNouns('host').join('|')})([-_\s]|$)`, 'i'),
    // ("Organiza: X. Colabora: Y": the value ends where a sentence ends and another label opens)
    read: (raw) => personOrFirm(withoutPartner(raw).replace(/\s+presents?\s*[:：]?\s*$/i, '').replace(/\.\s+\p{Lu}[\p{L} ]{0,30}[:：].*$/su, '')),
  },
  // the town a home or a job is in: a label of its own, else the town part of the item's address (townOf)
  town: { paths: ['address.addressLocality', 'about.address.addressLocality', 'location.address.addressLocality', 'jobLocation.address.addressLocality'], labels: labelPattern('town', 'city|town|locality'), read: (raw) => text(raw), askedOnly: true },
  // whom the item is for: "who's it for", "who is it aimed at" (verb-asks.ts)
  audience: { paths: ['audience.audienceType', 'typicalAgeRange', 'audience.suggestedMinAge'], labels: /^(suitable for|audience|age|ages|age range|for ages|recommended for|intended for|ideal for|best for|who it's for|reading age|level)$/, read: (raw) => text(raw), askedOnly: true },
  // how long an event runs, how big a home is: read for "how long is it", "how big is it" (verb-asks.ts)
  duration: { paths: ['duration'], labels: /^(duration|running time|run time|runtime|length)$/, named: /(^|[-_\s])(duration|running-?time|runtime)([-_\s]|$)/i, read: duration, askedOnly: true },
  area: {
    paths: ['floorSize.value', 'floorSize'],
    labels: labelPattern('area', 'living area|living space|floor area|floor space|internal area|surface|surface area|size|area|square footage'),
    named: /(^|[-_\s])(floor-?area|living-?area|floor-?size|sqft|area)([-_\s]|$)/i,
    read: (raw) => (/\d/.test(raw) ? text(raw) : null),
    askedOnly: true,
  },
};

/** what a fact's value is, as its reader types it: a duration ("20 mins"), a count (the lexicon's counted nouns), or other text */
export function factValueType(fact: string): 'duration' | 'count' | null {
  const reader = (READERS as Record<string, FactReader | undefined>)[fact];
  if (reader?.read === duration) return 'duration';
  return reader?.counted || COUNTED_FACTS.has(fact) ? 'count' : null;
}

// postcodes and a US state with its ZIP, which stand beside a town in an address line
const POSTCODES = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b\d{4}\s?[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b\d{4,5}\b/g;
/** the town of an address line: "218 Maple Ave, Portland, OR 97214" -> "Portland", "Biltstraat 140, 3572 BM Utrecht" -> "Utrecht" */
export function townOf(address: unknown): string | null {
  if (typeof address !== 'string') return null;
  const parts = address.split(/\s*,\s*/);
  // the street is the first part (it has the house number); the town the first later part with words left
  for (const part of parts.slice(parts.length > 1 ? 1 : 0)) {
    const t = part.replace(POSTCODES, ' ').replace(/\s+/g, ' ').trim();
    if (/\p{L}{2}/u.test(t) && !/^[A-Z]{2}$/.test(t) && !/\d/.test(t)) return t;
  }
  return null;
}

/** a structured PostalAddress as one line: "14 Alder Row, Bristol BS3 4QT" */
function postalAddress(thing: Thing): string | null {
  for (const a of [...atPath(thing, 'address'), ...atPath(thing, 'about.address')]) {
    if (typeof a === 'string') return text(a);
    if (a && typeof a === 'object') {
      const o = a as Record<string, unknown>;
      const street = typeof o.streetAddress === 'string' ? o.streetAddress : '';
      const place = [o.addressLocality, o.postalCode].filter((x) => typeof x === 'string' && x).join(' ');
      const line = [street, place].filter(Boolean).join(', ');
      if (line) return line;
    }
  }
  return null;
}

// the chrome's boxes and other items' (the furniture table's 'facts' rows)
const OTHER_BOXES = furnitureSelector('facts');

const innerNamed = (el: Element, re: RegExp): boolean => {
  let seen = 0;
  const walk = (node: Element): boolean => {
    for (const c of node.children ?? []) {
      if (c.type !== 'tag' || ++seen > 200) continue;
      const e = c as Element;
      if (re.test(`${e.attribs?.class ?? ''} ${e.attribs?.id ?? ''}`) || walk(e)) return true;
    }
    return false;
  };
  return walk(el);
};

// elements named after a fact, outside navigation and other items' boxes, short enough to be one value
function named(page: Page, re: RegExp): string[] {
  const $ = page.$;
  const out: string[] = [];
  $('[class],[id]').each((_, node) => {
    const el = node as Element;
    const name = `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`;
    if (!re.test(name) || /^(script|style|body|html|meta|link|input|form|section|main|article)$/i.test(el.tagName)) return undefined;
    if ($(el).closest(OTHER_BOXES).length) return undefined;
    const t = leadLink(page, el) ?? visibleClean($(el).text());
    // a card named after the fact ("company-row") around the element that holds it ("company-name") glues the
    // name to its tagline: the inner element is the value (the first 200 elements inside looked at)
    if (t && t.length <= 120 && !innerNamed(el, re)) out.push(t);
    return out.length >= 3 ? false : undefined;
  });
  return out;
}

/** an event's price labelled as its tickets ("Tickets: £12 per person"), from the page's colon pairs only (cheap on big product pages) */
export function admissionPrice(page: Page): number | null {
  for (const p of page.labels) if (READERS.admission.labels.test(visibleClean(p.label).replace(/\s*[:：]$/, '').toLowerCase())) {
    const v = moneyOrFree(p.value);
    if (v !== null) return v;
  }
  return null;
}

/** an event's price said to be none under any price label ("Cost: Free", "Price: Free entry"): 0, else null */
export function freeAdmission(page: Page): number | null {
  if (!eventPage(page, null)) return null;
  for (const p of labelPairs(page, /^(cost|price|fee|admission|entry|tickets?)$/)) if (FREE.test(visibleClean(p.value))) return 0;
  return null;
}

/** the page is a job's or a home's listing by its facts (an employer, bedrooms): another party's item, not the site's own writing */
export function listsOthersItem(page: Page): boolean {
  return page.remember('listsOthersItem', () => itemFact(page, null, 'company') !== null || itemFact(page, null, 'bedrooms') !== null);
}

/** the page labels two or more facts of an item ("Author:", "Binding:", "Pages:"): an item page */
export function labelsAnItem(page: Page): boolean {
  return page.remember('labelsAnItem', () => labelValues(page, itemLabels()).length >= 2);
}

/** two or more of an item's labels the page states once or twice, more of them than of labels said three times or more: a listing's cards say theirs on every card ("Location:", "Salary:" on each job) */
export function labelsOneItem(page: Page): boolean {
  return page.remember('labelsOneItem', () => {
    const times = new Map<string, number>();
    for (const p of labelPairs(page, itemLabels())) times.set(p.label.toLowerCase(), (times.get(p.label.toLowerCase()) ?? 0) + 1);
    const few = [...times.values()].filter((n) => n <= 2).length;
    return few >= 2 && few > times.size - few;
  });
}
// (and the date an item is posted, in any label language: "Geplaatst op", "Publié le")
const itemLabels = (): RegExp => new RegExp(Object.values(READERS).filter((r) => !r.askedOnly).map((r) => r.labels.source).concat([EXTRA_ITEM_LABELS.source, `^(?:posted|date posted|posted on|${labelAlternatives('posted')})$`]).join('|'), 'u');
const EXTRA_ITEM_LABELS = /^(author|isbn|isbn-1[03]|binding|format|pages|published|publication date|condition)$/;

/** the fact's value, or null when the page does not state it */
export function itemFact(page: Page, thing: Thing | null, fact: ItemFact): unknown {
  const r = READERS[fact];
  // a label is never its own value: an element named after the fact may hold its label ("<p class="agent-header">Listed by:</p>")
  const isLabel = (raw: string): boolean => /[:：]\s*$/.test(raw) || r.labels.test(raw.trim().toLowerCase());
  const tryAll = (raws: unknown[]): unknown => {
    for (const raw of raws) {
      if (raw === null || raw === undefined || typeof raw === 'object' || isLabel(String(raw))) continue;
      const v = r.read(String(raw));
      if (v !== null && v !== '') return v;
    }
    return null;
  };
  // the address is better as the page writes it than rebuilt from parts
  const structured = (): unknown => (thing ? tryAll(r.paths.flatMap((p) => atPath(thing, p).map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>).name : v)))) : null);
  // "Presented by" is an event's organizer and a home's agent: each reads it only on its own kind of page
  // a page that labels no event may still be the site's event: its foot says so ("Le Festival X est organisé par Y"),
  // unless the page lists another's job or home
  if (fact === 'organizer' && !eventPage(page, thing)) return listsOthersItem(page) ? null : statedSiteOrganizer(page);
  const presentedElsewhere = fact === 'agent' && eventPage(page, thing);
  const labelled = (): unknown[] => labelPairs(page, r.labels).filter((p) => !PRESENTED.test(p.label)).map((p) => p.value);
  // a job's structured locality ("Avonmouth") that its shown location line goes on from ("Avonmouth, Bristol BS11"):
  // the line as the page writes it
  const shownPlace = (): unknown => {
    const v = structured();
    if (typeof v !== 'string' || !r.named) return v;
    // (or a district joined to the town, "Kassel-Bettenhausen")
    return named(page, r.named).find((t) => (t.startsWith(`${v},`) || t.startsWith(`${v}-`)) && t.length <= v.length + 40) ?? v;
  };
  const order: Array<() => unknown> = [fact === 'place' ? shownPlace : structured, () => tryAll(presentedElsewhere ? labelled() : labelValues(page, r.labels)), () => (r.named ? tryAll(named(page, r.named)) : null)];
  // an <address> element of the item's block (the footer's contact address is the site's)
  if (fact === 'address') order.push(() => tryAll(addressElements(page)));
  if (fact === 'address') order.push(() => (thing ? postalAddress(thing) : null));
  if (fact === 'agent') order.push(() => tryAll(roleNamed(page).filter((v) => !(presentedElsewhere && PRESENTED.test(v)))), () => tryAll(reachNamed(page)), () => postedAgent(page, thing));
  // the name in bold on the agent's contact card (agent-card.ts)
  if (fact === 'agent') order.push(() => tryAll(agentCardNames(page)));
  // a box headed by the offering party's role ("Votre hôte", "Aangeboden door"): the name under it (heading-roles.ts)
  if (fact === 'agent') order.push(() => tryAll(headingRoleNames(page)));
  // "chiama <strong>Davide Colombo</strong>, agente immobiliare": a name its role follows (agent-appositive.ts)
  if (fact === 'agent') order.push(() => (itemFact(page, thing, 'bedrooms') !== null ? tryAll(appositiveAgents(page)) : null));
  // "<li>2 bedrooms</li>" in the item's key features: the count a line of its own states
  const counted = r.counted;
  if (counted) order.push(() => countLine(page, counted));
  // "at <strong>Foundry Hall Main Room</strong>" under an event's name: where it is held
  if (fact === 'place') order.push(() => (eventPage(page, thing) ? tryAll([atLine(page, thing)]) : null));
  // "Data Analyst job in Bristol | Site": the head title's place after the item's title, when no address says where (head-title-place.ts)
  if (fact === 'place') order.push(() => (itemFact(page, thing, 'address') === null ? headTitlePlace(page) : null));
  if (fact === 'address') order.push(() => blockAddress(page));
  // weakest: a bare address-shaped line next to the heading (item-block.ts)
  if (fact === 'address') order.push(() => headingAddressLine(page));
  if (fact === 'town') order.push(() => townOf(itemFact(page, thing, 'address')));
  const part = r.metaPart;
  if (part) order.push(() => tryAll([metaPart(page, thing, part)?.text]));
  // "The evening is hosted by the Friends of Ashby Library in the Reading Room": who puts the event on
  if (fact === 'organizer') order.push(() => creditedParty(page, ORGANIZER_ROLE.by.join('|')));
  if (fact === 'organizer') order.push(() => statedSiteOrganizer(page)); // "X is produced by Y" in the site's foot
  // "A salary of €3,400 – €4,100 gross per month" in the job's list of what it offers: the line's money
  if (fact === 'salary') order.push(() => namedMoneyLine(page, SALARY_WORD, currencyMoney));
  // a job's employer as a line of its own under the title, named by its legal form ("Fenwick & Daughters Ltd")
  if (fact === 'company') order.push(() => tryAll([orgLine(page, thing)]));
  // the site itself, when the page says so of it ("Jobs at X", "Published by X in March 2021": site-roles.ts)
  if (fact === 'company') order.push(() => siteAsEmployer(page));
  // a library record's imprint, "Published: London : Faber & Faber, 2019." (imprint.ts)
  if (fact === 'publisher') order.push(() => imprintPublisher(page));
  if (fact === 'publisher') order.push(() => siteAsPublisher(page));
  // the site's own writing (an article, a recipe) is published by whoever the foot says publishes the site
  if (fact === 'publisher') order.push(() => (ownWriting(page, thing) ? statedSitePublisher(page) : null));
  // a time or a count labelled in prose, "Prep takes about 25 minutes", "Makes 8 scones" (prose-facts.ts): its reader proves its value
  if (factValueType(fact)) order.push(() => proseLabelled(page, r.labels, r.read));
  for (const source of order) {
    const v = source();
    if (v !== null && v !== undefined) return v;
  }
  return null;
}

// the kinds of item a site writes itself (a shop's books, a venue's events, a board's jobs are others')
const OWN_WRITING = /^(recipe|article|newsarticle|blogposting|howto|report|posting)$/;
/** the item is the site's own writing: typed so, an article by its og:type, or a recipe by its times or servings */
function ownWriting(page: Page, thing: Thing | null): boolean {
  if (thing) return typeNames(thing).some((t) => OWN_WRITING.test(t));
  if (/article|blog|news/i.test(page.meta.get('og:type')?.[0] ?? '')) return true;
  return (['prep_time', 'cook_time', 'servings'] as const).some((f) => itemFact(page, null, f) !== null);
}

// "Posted by <a>Aire & Calder Lettings</a>", "Posted by: X": who put the entry up
const POSTED_BY = /^posted\s+by\s*[:：]?\s+/i;

/**
 * A home's listing (the page states its bedrooms) "Posted by" someone: its agent (on an article or a recipe the same
 * words are its byline, item-authors.ts); null elsewhere
 */
export function postedAgent(page: Page, thing: Thing | null): unknown {
  return page.remember('postedAgent', () => {
    if (itemFact(page, thing, 'bedrooms') === null) return null;
    const r = READERS.agent;
    for (const raw of [...labelValues(page, /^posted by$/), ...roleNamed(page, POSTED_BY)]) {
      const v = r.read(raw);
      if (v !== null && v !== '') return v;
    }
    return null;
  });
}

/**
 * Short texts that open with a role phrase ("Offered by <a>Kaaij Makelaars</a> · 020 555 0142"), whatever
 * element holds them: found from the text node the phrase opens, the element around it read whole.
 */
function roleNamed(page: Page, phrase = ROLE_PHRASE): string[] {
  const $ = page.$;
  const out: string[] = [];
  const walk = (node: AnyNode): boolean => {
    if (node.type === 'text') {
      if (!phrase.test(visibleClean((node as Text).data) + ' ')) return false;
      let el = node.parent as Element | null;
      // the phrase in an element of its own (<span>Listed by</span> <a>…</a>): the name is beside it
      if (el && el.type === 'tag' && !phrase.test(visibleClean($(el).text()))) el = el.parent as Element | null;
      if (!el || el.type !== 'tag' || $(el).closest(OTHER_BOXES).length) return false;
      const t = visibleClean($(el).text());
      if (t.length <= 150 && phrase.test(t)) out.push(t.replace(phrase, ''));
      return out.length >= 2;
    }
    if (node.type !== 'tag' && node.type !== 'root') return false;
    if (node.type === 'tag' && /^(script|style|noscript|head|template|nav|footer)$/i.test((node as Element).tagName)) return false;
    for (const c of (node as Element).children ?? []) if (walk(c)) return true;
    return false;
  };
  walk($.root()[0] as unknown as AnyNode);
  return out;
}
