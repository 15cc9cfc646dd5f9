import type { Unit } from './noun-phrase.js';
/**
 * A phrase whose head is identifier nouns only, of the item or of no one ("the reference code of the item", "the
 * product's code", "product reference", "reference code"): the code the shop knows the item by, its SKU. An owner
 * that is no item ("the code of the coupon") or a head with another noun ("the promo code") is not.
 */
export declare function itemCode(units: Unit[]): boolean;
/**
 * A key of identifier nouns only (`code`, `ref`) reads as the item's code; a description that names a thing of its
 * own beside it ("the postcode", "the voucher code": words left to find that are neither identifiers nor the item)
 * says which code is meant, and the key's reading yields to it.
 */
export declare function keyCodeYields(keyStems: string[], describedWords: string[]): boolean;
/** "what is it", "what's this", "what is this product": a question of the item's identity, its name */
export declare function asksIdentity(units: Unit[], question: string | undefined): boolean;
//# sourceMappingURL=item-identity.d.ts.map