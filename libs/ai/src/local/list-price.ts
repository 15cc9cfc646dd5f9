// The maker's list price by its letters or its words ("RRP", "MSRP", "SRP", "recommended retail price", "suggested
// price"): the one place its readers take its wordings from (the kinds' lexicon, the product's facts, the
// question test). On a page that shows one price it is that price (product-facts.ts).
export const LIST_PRICE_LETTERS: readonly string[] = ['rrp', 'msrp', 'srp'];
// the words that say the price is the list one, as written or stemmed ("recommended", "recommend")
const LIST_PRICE_WORD = new RegExp(`^(?:${LIST_PRICE_LETTERS.join('|')}|recommend(?:ed)?|suggest(?:ed)?|retail)$`);

/** the word asks the list price: which of the item's amounts, not another thing to find */
export const listPriceWord = (word: string): boolean => LIST_PRICE_WORD.test(word);
