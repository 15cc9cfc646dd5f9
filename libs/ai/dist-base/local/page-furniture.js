"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.furnitureSelector = void 0;
exports.isFurnitureElement = isFurnitureElement;
exports.asksForFurniture = asksForFurniture;
const TABLE = [
    { what: "the site's banner", tags: ['header'], uses: ['title', 'listing', 'images', 'controls', 'card'] },
    { what: "the site's banner, by its id", ids: ['header'], uses: ['block'] },
    { what: "the banner's bar, by name", words: ['site-head', 'navbar', 'topnav'], uses: ['block'] },
    { what: 'navigation', tags: ['nav'], uses: ['title', 'lines', 'listing', 'images', 'controls', 'block', 'facts', 'card'] },
    { what: 'a menu', words: ['menu'], uses: ['title'] },
    { what: 'the footer', tags: ['footer'], uses: ['title', 'lines', 'listing', 'images', 'controls', 'block', 'facts', 'card'] },
    { what: 'the footer, by name', words: ['footer'], uses: ['lines'] },
    { what: 'the foot, by name ("site-foot", "footer")', words: ['foot'], uses: ['block'] },
    { what: 'a sidebar', tags: ['aside'], uses: ['title', 'lines', 'listing', 'images', 'block', 'facts'] },
    { what: 'a sidebar, by name', words: ['sidebar'], uses: ['title', 'block'] },
    { what: 'breadcrumbs ("breadcrumb", "crumbs")', words: ['crumb'], uses: ['title', 'block'] },
    { what: 'forms and buttons', tags: ['form', 'button'], uses: ['title', 'block'] },
    { what: 'a drop-down', tags: ['select'], uses: ['lines'] },
    { what: 'links (other pages\' titles)', tags: ['a'], uses: ['title'] },
    { what: 'captions', tags: ['figcaption'], uses: ['title'] },
    { what: 'a dialog', tags: ['dialog'], uses: ['title'] },
    { what: 'dialogs, drawers and pop-ups, by name', words: ['drawer', 'modal', 'popup', 'dialog'], uses: ['title'] },
    { what: 'no content', tags: ['template', 'script', 'style', 'noscript', 'svg'], uses: ['title', 'lines', 'controls'] },
    { what: 'a search form', selector: '[role="search"],form[action*="search" i]', uses: ['controls'] },
    { what: "the document's head", tags: ['head'], uses: ['lines'] },
    { what: 'related items', words: ['related', 'similar', 'recommend'], uses: ['title', 'lines', 'listing', 'block', 'facts', 'card'] },
    { what: 'other offers', words: ['upsell', 'also'], uses: ['title', 'block'] },
    { what: 'alternatives', words: ['alternative'], uses: ['listing'] },
    { what: 'nearby items', words: ['nearby'], uses: ['title', 'lines', 'block', 'card'] },
    { what: 'comments', words: ['comment'], uses: ['title', 'lines', 'block'] },
    // (a review page's own article is a review: its title block may sit in one)
    { what: 'reviews', words: ['review'], uses: ['title', 'lines'] },
    { what: 'a share bar', words: ['share'], uses: ['block'] },
    { what: 'sold items', words: ['sold'], uses: ['lines'] },
    { what: "the site's logo", words: ['logo'], asked: true, uses: ['title', 'images', 'block'] },
    { what: "the site's brand", words: ['brand'], uses: ['title', 'block'] },
    { what: 'the cart', words: ['cart', 'basket'], uses: ['title', 'controls'] },
    { what: "a cart's form (add to cart)", selector: 'form[action*="cart" i],form[action*="basket" i]', uses: ['controls'] },
    { what: 'a cookie notice', words: ['cookie'], uses: ['title', 'lines'] },
    { what: 'a newsletter box', words: ['newsletter'], uses: ['title'] },
    { what: 'the link home', selector: 'a[href="/"]', uses: ['images'] },
    { what: 'what is hidden', selector: '[hidden],[aria-hidden="true"]', uses: ['images'] },
];
// where a use reads the words: walkers read a class and an id, closest() queries a class
const READS_ID = { title: true, lines: true, listing: false, images: false, controls: false, block: true, facts: false, card: false };
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowsOf = (use) => TABLE.filter((r) => r.uses.includes(use));
const never = /(?!)/;
function compile(use) {
    const rows = rowsOf(use);
    const tags = rows.flatMap((r) => r.tags ?? []);
    const words = rows.flatMap((r) => r.words ?? []);
    const ids = READS_ID[use] ? rows.flatMap((r) => r.ids ?? []) : [];
    const attrs = READS_ID[use] ? ['class', 'id'] : ['class'];
    const selector = [...tags, ...words.flatMap((w) => attrs.map((a) => `[${a}*="${w}" i]`)), ...ids.map((id) => `[id="${id}" i]`), ...rows.flatMap((r) => (r.selector ? [r.selector] : []))].join(',');
    return {
        tags: tags.length ? new RegExp(`^(${tags.join('|')})$`, 'i') : never,
        words: words.length ? new RegExp(words.map(escape).join('|'), 'i') : never,
        ids: ids.length ? new RegExp(`^(${ids.map(escape).join('|')})$`, 'i') : never,
        selector,
    };
}
const COMPILED = Object.fromEntries(['title', 'lines', 'listing', 'images', 'controls', 'block', 'facts', 'card'].map((u) => [u, compile(u)]));
/** the element is furniture for this use by its tag or the words of its class (and id where the use reads ids); for walkers, one element at a time */
function isFurnitureElement(el, use) {
    const c = COMPILED[use];
    if (c.tags.test(el.tagName) || c.ids.test(el.attribs?.id ?? ''))
        return true;
    const named = READS_ID[use] ? `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}` : (el.attribs?.class ?? '');
    return c.words.test(named);
}
/** the selector of this use's furniture, for closest(): inside it, nothing is the page's own */
const furnitureSelector = (use) => COMPILED[use].selector;
exports.furnitureSelector = furnitureSelector;
/** the field asks for a piece of furniture itself ("the logo"), not for the page's pictures */
function asksForFurniture(intent) {
    return intent.kind === 'image' && TABLE.some((r) => r.asked && (r.words ?? []).some((w) => intent.words.includes(w)));
}
//# sourceMappingURL=page-furniture.js.map