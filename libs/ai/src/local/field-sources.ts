// Every source of a field's answer, in the order of trust: the product's facts, the main item's
// facts and core (title, authors, date), the prose's answer to a particular question, the answer's
// shapes (yes/no, a count, a list), then the kind's sources (sources.ts), then the prose's answer as
// a last resort. The resolver (resolve.ts) reads them all through `rank` and keeps the best credible
// candidate. A source that reads the field but finds the page silent can name a signal that makes
// the candidates of less trusted sources not credible (an item page that states no publisher is not
// answered by a sentence that mentions one).
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { asksQuestion, freeTextAnswer } from './free-text.js';
import { countIn } from './page-facts.js';
import { COUNTABLE, stem } from './lexicon.js';
import { transactionAsked } from './item-identity.js';
import { statedBasis, taxBasisAsked, taxBasisPrice } from './tax-basis.js';
import { productFact } from './product-facts.js';
import { mainItemAnswer, mainItemFact } from './main-item.js';
import { listFor, yesNo } from './answer-shapes.js';
import { focusCard } from './focus-card.js';
import { candidates, kindSources, type FieldSource } from './resolve.js';
import { shopPage } from './sources.js';
import { jobHomeOrEvent, consumerPricePage } from './item-kind.js';
import { MANY_WORDS } from './list-or-yes-no.js';
import { namedMetaTag } from './structured-fields.js';
import { factsType } from './fact-value.js';

const CODE_KINDS = /^(sku|mpn|gtin|currency|availability|image|url|email|phone)$/;

/** undefined stays undefined (not this source's field); null or '' is none; a value is one candidate */
const found = (v: unknown): unknown[] | undefined => (v === undefined ? undefined : v === null || v === '' ? [] : [v]);

const namedTag: FieldSource = {
  // a key spelled as a meta tag ("og:image:width", "article:section") is that tag (structured-fields.ts)
  name: 'named-tag',
  answer: (p, i) => found(namedMetaTag(p, i.name, i.kind)),
  silence: 'page-states-no-such-tag',
};
const transactionCode: FieldSource = {
  // "the booking reference", "order number": a code of a purchase or a booking, not the item's (item-identity.ts):
  // only a value the page labels with that transaction's word ("Booking ref: K7Q2"); none labelled is null
  name: 'transaction-code',
  answer: (p, i) => {
    // (a key of the item's code, `ref: "the order reference"`, is read as the code: the transaction named decides)
    const asked = i.kind === 'text' || i.kind === 'sku' ? transactionAsked(i.said.split(' ')) : null;
    return asked ? p.labels.filter((l) => l.label.split(/[^\p{L}]+/u).some((w) => w && stem(w) === asked)).map((l) => l.value).slice(0, 1) : undefined;
  },
  silence: 'page-labels-no-such-code',
};
const taxBasis: FieldSource = {
  // "price excluding VAT", "price incl. tax": the amount the page labels with that basis (tax-basis.ts); a page
  // that labels its amounts only with the other basis does not state the one asked
  name: 'tax-basis',
  answer: (p, i) => {
    const basis = taxBasisAsked(i);
    if (!basis) return undefined;
    const found = candidates(p, { ...i, kind: 'price' }, 8).map((c) => c.value);
    const prices = new Set(found);
    const v = taxBasisPrice(p, basis, (amount) => prices.has(amount));
    // a page that labels no basis: a product's price is the one asked (its other sources read it); a job's salary,
    // a home's rent or price, an event's ticket has no tax basis to ask about
    if (v === null) {
      // (first: a job's "Advertising packages: all prices include VAT" states nothing of its salary; an event's
      // ticket or a home's price is a consumer's, shown with any tax in: asked so, it is the shown one, without, unknown)
      if (jobHomeOrEvent(p)) return basis === 'gross' && consumerPricePage(p) ? undefined : [];
      // a page that states once the basis of all its prices ("All prices include VAT"): its unlabelled price is on it
      const stated = statedBasis(p);
      return stated && stated !== basis ? [] : undefined;
    }
    if (v !== 'other') return [v];
    // only the other basis labelled ("£99.99 ex VAT" under "£119.99"): the item's unlabelled price is the one asked
    const other = taxBasisPrice(p, basis === 'net' ? 'gross' : 'net', (amount) => prices.has(amount));
    return typeof found[0] === 'number' && typeof other === 'number' && found[0] !== other ? [found[0]] : [];
  },
  silence: 'page-labels-the-other-tax-basis',
};
const productFacts: FieldSource = {
  // the was price, colours, units left, rating and scale, shipping (product-facts.ts)
  name: 'product-fact',
  answer: (p, i) => found(productFact(p, i.name, i.description, i.excluded)),
  silence: 'product-fact-not-stated',
};
const itemFacts: FieldSource = {
  // the main item's publisher, venue, servings... named by the field's words (main-item.ts)
  name: 'item-fact',
  answer: (p, i) => found(mainItemFact(p, i)),
  silence: 'item-page-states-no-such-fact',
};
const question: FieldSource = {
  // a question about something the page mentions ("the time at which the show starts") is the prose's to
  // answer: the kind's sources would give the page's own date, price or author
  name: 'answer-finder',
  answer: (p, i) => (i.kind !== 'content' && asksQuestion(i.description, i) && !MANY_WORDS.test(i.description) ? found(freeTextAnswer(p, i)) : undefined),
  silence: 'not-the-particular-thing-asked',
};
const yesOrNo: FieldSource = {
  name: 'yes-no',
  answer: (p, i) => (i.type === 'boolean' ? found(yesNo(p, i)) : undefined),
  silence: 'no-state-to-say-yes-or-no',
};
const count: FieldSource = {
  name: 'count',
  answer: (p, i) => (i.type === 'count' && i.counted ? [countIn(p, COUNTABLE[i.counted]!)] : undefined),
};
const mainItem: FieldSource = {
  // the main item of an item page: its title, authors and date (main-item.ts)
  name: 'main-item',
  answer: (p, i) => {
    const v = mainItemAnswer(p, i);
    return v === undefined ? [] : [v];
  },
};
const openedCard: FieldSource = {
  // a listing opened on one card (focus-card.ts) whose item names no people: another card's guest ("Meet the
  // Author: X") is not its author
  name: 'opened-card',
  answer: (p, i) => (i.kind === 'author' && !i.plural && focusCard(p) ? [] : undefined),
  silence: 'another-cards-people',
};
const list: FieldSource = {
  name: 'list',
  answer: (p, i) => {
    if (!i.plural) return undefined;
    const values = listFor(p, i);
    return values.length ? [values] : [];
  },
  silence: 'not-a-list',
};
// a part or model number asked without naming its maker ("partNumber", "Part No.", "model no."): the
// manufacturer's when the page states one, else the shop's own code for the item, which shops print under that
// label (a page with one product code shows it as the item's number); "mpn", "manufacturer part number" ask for
// the maker's alone
const MAKERS_CODE = /^(mpn|manufacturer|manufacturers|mfr|mfg|maker|makers|brand)$/;
const shopCode: FieldSource = {
  name: 'shop-code',
  answer: (p, i) => (i.kind === 'mpn' && shopPage(p) && !i.words.some((w) => MAKERS_CODE.test(w)) ? candidates(p, { ...i, kind: 'sku' }).map((c) => c.value) : undefined),
};
const lastResort: FieldSource = {
  // the kind's sources found nothing: the page's text may still say it ("the date the tour ends")
  name: 'answer-finder',
  // (a fact of a typed value asked by its name alone, "prep_time": the name is the question, its value typed by the fact)
  answer: (p, i) => (i.kind !== 'text' && (i.specific.length || factsType(i)) && !CODE_KINDS.test(i.kind) ? found(freeTextAnswer(p, i)) : undefined),
};

/** a source's amounts; words alone are no answer (not its silence either) */
const amountsOf = (values: unknown[] | undefined): unknown[] | undefined => {
  const amounts = values?.filter((v) => typeof v === 'number');
  return values?.length && !amounts?.length ? undefined : amounts;
};
/** the sources of one field, most trusted first */
export function fieldSources(intent: FieldIntent): FieldSource[] {
  const sources = [namedTag, transactionCode, taxBasis, productFacts, itemFacts, question, yesOrNo, count, mainItem, openedCard, list, ...kindSources(intent), shopCode, lastResort];
  // a price asked on a tax basis is an amount whichever source answers it: never the prose's words ("twenty-five", "Income")
  return taxBasisAsked(intent) ? sources.map((s) => ({ ...s, answer: (p, i) => amountsOf(s.answer(p, i)) })) : sources;
}
