// What the page's item is, asked without a field's word: a code the item is known by ("the reference code of the
// item", "the product's code": its SKU) and a bare question of identity ("what is it", "what's this product": the
// item's name). Both read the phrase's head and whose it is, not a wording.
import { FUNCTION } from './function-words.js';
import { ITEM_NOUNS, stem } from './lexicon.js';
import type { Unit } from './noun-phrase.js';

// the nouns a thing is referred to by in a catalogue: alone they name no kind ("code" may be a discount's)
const IDENTIFIERS = new Set(['code', 'reference', 'ref', 'identifier', 'id'].map(stem));
// the copula of a question of identity ("what is it", "what's this", "what are these")
const COPULA = new Set(['is', "'s", 'are', 'was', 'were'].map(stem));

const content = (units: Unit[]): Unit[] => units.filter((u) => u.stems[0] !== "'s" && !FUNCTION.has(u.stems[0]));

/**
 * A phrase whose head is identifier nouns only, of the item or of no one ("the reference code of the item", "the
 * product's code", "product reference", "reference code"): the code the shop knows the item by, its SKU. An owner
 * that is no item ("the code of the coupon") or a head with another noun ("the promo code") is not.
 */
export function itemCode(units: Unit[]): boolean {
  const of = units.findIndex((u) => u.stems[0] === 'of');
  const poss = units.findIndex((u) => u.stems[0] === "'s");
  const [head, owner] = of > 0 ? [units.slice(0, of), units.slice(of + 1)] : poss > 0 ? [units.slice(poss + 1), units.slice(0, poss)] : [units, []];
  const said = content(head);
  const item = (u: Unit): boolean => u.stems.length === 1 && ITEM_NOUNS.has(u.stems[0]);
  // item nouns may lead the head ("product reference", "item ref"): the identifiers end it
  const lead = said.findIndex((u) => !item(u));
  if (lead < 0 || !said.slice(lead).every((u) => u.stems.length === 1 && IDENTIFIERS.has(u.stems[0]))) return false;
  return content(owner).every(item);
}

/**
 * A key of identifier nouns only (`code`, `ref`) reads as the item's code; a description that names a thing of its
 * own beside it ("the postcode", "the voucher code": words left to find that are neither identifiers nor the item)
 * says which code is meant, and the key's reading yields to it.
 */
export function keyCodeYields(keyStems: string[], describedWords: string[]): boolean {
  if (!keyStems.length || !keyStems.every((s) => IDENTIFIERS.has(s))) return false;
  return describedWords.some((w) => !IDENTIFIERS.has(w) && !ITEM_NOUNS.has(w));
}

// the acts of buying, booking or dealing a code can be the reference of: "the booking reference", "order number",
// "your reservation code" are that act's code, which a page of the item does not show, not the item's own code
const TRANSACTIONS = new Set(['order', 'booking', 'reservation', 'confirmation', 'invoice', 'tracking', 'transaction', 'receipt', 'shipment', 'payment', 'account', 'customer', 'membership', 'purchase'].map(stem));

/** a code the word before names as a transaction's ("booking reference number", "the order's number"): not the item's */
export function transactionCode(units: Unit[], at: number): boolean {
  const before = units[at - 1]?.stems[0] === "'s" ? units[at - 2] : units[at - 1];
  return !!before && before.stems.length === 1 && TRANSACTIONS.has(before.stems[0]);
}

const CODE_WORDS = new Set(['reference', 'ref', 'number', 'no', 'code', 'id', 'identifier', 'nr'].map(stem));
/** the transaction whose code a field's words ask ("order number", "the booking reference"), as its stem; null when none */
export function transactionAsked(said: string[]): string | null {
  const stems = said.slice(0, 40).map(stem);
  const at = stems.findIndex((s, i) => TRANSACTIONS.has(s) && stems.slice(i + 1, i + 3).some((n) => CODE_WORDS.has(n)));
  return at < 0 ? null : stems[at];
}

// the nouns of the kinds of item a page is about: its own noun alone names the item, known by its name
const ITEM_KINDS = new Set(['event', 'gig', 'show', 'concert', 'festival', 'job', 'position', 'role', 'vacancy', 'opening', 'listing', 'property', 'house', 'flat', 'apartment', 'book', 'novel', 'recipe', 'dish', 'product', 'item', 'course', 'film', 'movie', 'album'].map(stem));
const POINTING = /^(the|this|that|a|an|its|it|is|'s|are|was|were)$/;

/** the item's own noun alone, with a determiner or none ("the listing", `job`) */
export function itemNounAlone(units: Unit[]): boolean {
  const named = units.filter((u) => !(u.stems.length === 1 && POINTING.test(u.stems[0])));
  return named.length === 1 && named[0].stems.length === 1 && ITEM_KINDS.has(named[0].stems[0]);
}

/**
 * "what is it", "what's this", "what is this product": a question of the item's identity, its name; and the item's
 * own noun alone (`event`, `job`, "the listing") or asked with which ("which gig", "what job is it")
 */
export function asksIdentity(units: Unit[], question: string | undefined): boolean {
  const one = (u: Unit | undefined): boolean => !!u && u.stems.length === 1 && ITEM_KINDS.has(u.stems[0]);
  const pointing = (u: Unit): boolean => u.stems.length === 1 && POINTING.test(u.stems[0]);
  if (!question && itemNounAlone(units)) return true;
  if ((question === 'which' || question === 'what') && one(units[1]) && units.slice(2).every(pointing)) return true;
  if (question !== 'what' || units.length < 3 || units.length > 5 || !(COPULA.has(units[1].stems[0]) || units[1].stems[0] === "'s")) return false;
  // after the copula only the item: a pronoun or an item noun, with a determiner ("this thing", "the product")
  return units.slice(2).every((u) => u.stems.length === 1 && (ITEM_NOUNS.has(u.stems[0]) || /^(the|this|that|these|those|it|they)$/.test(u.stems[0])));
}
