// The one table of sales tax words: the taxes' names, the words before a tax that say an amount is without it
// (net) or with it (gross), the words after it that say so, and the words that say so alone. tax-basis.ts reads
// a price's basis with them; note-markers.ts takes a note's tax words ("incl. VAT") from them; fact-kinds.ts
// tells "the price before tax" from an earlier price by the taxes' names.

import { escapeRegExp } from './regex-escape.js';

export const TAX_WORDS = {
  taxes: ['vat', 'tax', 'taxes', 'gst', 'hst', 'mwst', 'ust', 'iva', 'btw', 'tva', 'ddv', 'pdv'],
  // a tax named only on a page in its language ("inkl. moms"): an English word elsewhere ("price for moms")
  taxesAbroad: ['moms'],
  // a lead's own words say the basis; its links say it only before a tax's name ("with tax", "sans TVA", "include VAT",
  // Slovenian "brez DDV"/"z DDV", Croatian "bez PDV-a"/"s PDV-om")
  leads: {
    net: { own: ['ex', 'excl', 'exc', 'excluding', 'exclusive of', 'exclusive', 'pre', 'plus', '+', 'zzgl', 'exkl', 'net of'], links: ['before', 'without', 'ohne', 'sin', 'sans', 'hors', 'exclude', 'excludes', 'brez', 'bez'] },
    gross: { own: ['inc', 'incl', 'including', 'inclusive of', 'inclusive', 'inkl'], links: ['with', 'after', 'mit', 'con', 'avec', 'include', 'includes', 'incluent', 'incluyen', 'includono', 'z', 's', 'sa'] },
  },
  // an article or a qualifier between a lead and the tax's name ("including the tax", "incluent la TVA", "inkl. gesetzl. MwSt.")
  articles: ['the', 'la', 'le', 'die', 'el', 'il', 'gesetzl', 'gesetzlicher'],
  // after a tax's name ("VAT exclusive", "tax-free")
  states: { net: ['exclusive', 'excluded', 'free', 'not included'], gross: ['inclusive', 'included', 'incl'] },
  // a word in capitals is read only as written ("HT", not "ht")
  alone: { net: ['HT', 'netto'], gross: ['TTC', 'brutto'] },
  // the page's prices as a whole, which a statement of their basis is about ("All prices include VAT", "Alle Preise inkl. MwSt.")
  prices: ['prices', 'price', 'preise', 'preis', 'prix', 'precios', 'prezzi', 'preços', 'prijzen', 'priser'],
} as const;

/** a list of the table's words as one regular-expression alternation; a phrase's space is any space */
export const alternation = (words: readonly string[]): string => `(?:${words.map((w) => escapeRegExp(w).replace(/ /g, String.raw`\s+`)).join('|')})`;
/** the words before a tax's name that say the basis, own words and links */
export const leadsOf = (basis: 'net' | 'gross'): string[] => [...TAX_WORDS.leads[basis].own, ...TAX_WORDS.leads[basis].links];

/**
 * The table's words a request's note may be written with ("(incl. VAT)", "(ex GST)"): the taxes, the leads' own
 * words and the states, one word each; not a link (it says nothing alone: "con", "include") nor "free" (a
 * clause "free or not" asks something)
 */
const oneWord = (w: string): boolean => /^[a-z]+$/.test(w) && w !== 'free';
/** of those, the taxes and their states: a note's lead words ("(plus)", "(ex)") make a tax note only beside one */
export const NOTE_TAX_NAMES = new Set<string>([...TAX_WORDS.taxes, ...TAX_WORDS.states.net, ...TAX_WORDS.states.gross].filter(oneWord));
export const NOTE_TAX_LEADS = new Set<string>([...TAX_WORDS.leads.net.own, ...TAX_WORDS.leads.gross.own].filter(oneWord));
export const NOTE_TAX_WORDS: string[] = [...NOTE_TAX_NAMES, ...NOTE_TAX_LEADS];
