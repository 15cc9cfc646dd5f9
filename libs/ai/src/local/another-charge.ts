// The one table of the words that make an amount or a price statement another's than the item's own price:
// another charge ("Delivery £4.95", "Shipping prices include VAT"), another amount ("the original purchase
// price, including taxes" on a refund note) and another customer's prices ("Prices for trade accounts are ex
// VAT", "B2B customers see prices excluding VAT"). tax-basis.ts reads an amount's or a statement's basis only
// when none of these qualifies it.
import { alternation } from './tax-words.js';

export const ANOTHER_CHARGE = {
  charges: ['delivery', 'shipping', 'postage', 'carriage', 'p&p', 'freight', 'refund', 'refunds', 'refunded', 'gift card', 'gift cards', 'voucher', 'vouchers', 'deposit', 'fee', 'fees'],
  amounts: ['original', 'was', 'old', 'previous'],
  customers: ['trade', 'business', 'businesses', 'b2b', 'wholesale', 'corporate', 'reseller', 'resellers', 'dealer', 'dealers', 'account holders', 'members', 'member'],
} as const;

const words = (list: readonly string[]): RegExp => new RegExp(String.raw`(?<![\p{L}&])${alternation(list)}(?![\p{L}&])`, 'iu');
/** another charge or amount named ("delivery", "original") */
export const NAMES_ANOTHER_AMOUNT = words([...ANOTHER_CHARGE.charges, ...ANOTHER_CHARGE.amounts]);
/** another customer named ("trade", "B2B") */
export const NAMES_ANOTHER_CUSTOMER = words(ANOTHER_CHARGE.customers);
/** the charges as an alternation, for a pattern that ends in one ("Delivery £4.95") */
export const CHARGES = alternation(ANOTHER_CHARGE.charges);
