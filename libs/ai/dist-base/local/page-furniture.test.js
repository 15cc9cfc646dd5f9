"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const page_furniture_js_1 = require("./page-furniture.js");
const intent_js_1 = require("./intent.js");
const BODY = `<header id="top"><a href="/"><img class="site-logo" src="/l.png"></a></header><nav><a href="/a">A</a></nav>
<main><h2 id="t">The item</h2><div class="key-facts"><p id="line">3 bedrooms</p></div>
<div class="related-items"><h3 id="rel">Another item</h3></div><div id="comments"><p id="cm">Nice</p></div>
<div class="sold-box"><p id="sold">2 bedrooms</p></div><div class="product-alternatives"><p id="alt">Other</p></div>
<div class="cookie-banner" id="cookies"><p id="ck">We use cookies</p></div></main><footer><p id="ft">© Site</p></footer>`;
const page = new page_js_1.Page(`<!doctype html><html><head><title>x</title></head><body>${BODY}</body></html>`, 'https://x.example/item/1');
const inside = (id, use) => page.$(`#${id}`).closest((0, page_furniture_js_1.furnitureSelector)(use)).length > 0;
const walked = (id, use) => {
    // a walker's view: the element or an ancestor is furniture
    for (let el = page.$(`#${id}`)[0]; el && el.type === 'tag'; el = el.parent)
        if ((0, page_furniture_js_1.isFurnitureElement)(el, use))
            return true;
    return false;
};
tap_1.default.test('one table, five uses: each passes over the chrome and what its use must', async (t) => {
    for (const use of ['title', 'lines', 'listing', 'images', 'controls', 'block', 'facts']) {
        t.notOk(inside('t', use), `${use}: the item's own heading is not furniture`);
        t.notOk(inside('line', use), `${use}: the item's facts are not furniture`);
        t.ok(inside('ft', use) && walked('ft', use), `${use}: the footer is`);
    }
    t.ok(inside('rel', 'title') && inside('rel', 'lines') && inside('rel', 'listing'), 'related items: for titles, lines and listings');
    t.notOk(inside('rel', 'images'), 'a related item\'s picture is still a picture of the page');
    t.ok(walked('sold', 'lines') && !walked('sold', 'title'), 'a box of sold items: only lines pass it over');
    t.ok(inside('alt', 'listing') && !inside('alt', 'lines'), 'alternatives: only a listing passes them over');
    t.ok(walked('cm', 'title') && walked('cm', 'lines'), 'comments by id: the walkers read ids');
    t.notOk(inside('cm', 'listing'), 'a listing reads classes only');
    t.ok(walked('ck', 'lines') && walked('ck', 'title'), 'a cookie notice');
    t.ok(inside('top', 'images') && !walked('top', 'lines'), 'the banner: no picture of the page, but an item page\'s lines may start there');
    t.ok(page.$('img.site-logo').closest((0, page_furniture_js_1.furnitureSelector)('images')).length > 0, 'the logo in the link home');
});
tap_1.default.test('a field that asks for furniture itself: the logo, read from the table', async (t) => {
    t.ok((0, page_furniture_js_1.asksForFurniture)((0, intent_js_1.fieldIntent)('logo', '')));
    t.ok((0, page_furniture_js_1.asksForFurniture)((0, intent_js_1.fieldIntent)('site_logo', 'the site\'s logo image')));
    t.notOk((0, page_furniture_js_1.asksForFurniture)((0, intent_js_1.fieldIntent)('image', 'the main image')));
    t.notOk((0, page_furniture_js_1.asksForFurniture)((0, intent_js_1.fieldIntent)('images', 'all the images')));
});
tap_1.default.test("the title block's chrome and the item facts' other boxes: rows of the same table", async (t) => {
    const p = new page_js_1.Page(`<!doctype html><html><body><div id="header"><p id="hd">Shop</p></div><div class="entry-header"><h1 id="h1">The item</h1></div>
<div class="share-bar"><p id="sh">Share</p></div><div id="site-foot"><p id="sf">© Site</p></div><div class="user-reviews"><p id="rv">Great</p></div>
<div class="recommendations"><p id="rc">Other</p></div><nav><p id="nv">Menu</p></nav><div class="crumbs"><p id="cr">Home</p></div></body></html>`, 'https://x.example/item/2');
    const walk = (id, use) => {
        for (let el = p.$(`#${id}`)[0]; el && el.type === 'tag'; el = el.parent)
            if ((0, page_furniture_js_1.isFurnitureElement)(el, use))
                return true;
        return false;
    };
    t.ok(walk('hd', 'block'), 'a banner by its whole id "header"');
    t.notOk(walk('h1', 'block'), 'an entry\'s header is the item\'s');
    t.ok(walk('sh', 'block') && walk('sf', 'block') && walk('cr', 'block'), 'a share bar, the foot by id, breadcrumbs');
    t.notOk(walk('rv', 'block'), 'a review page\'s article may be a review: not the block\'s chrome');
    t.ok(p.$('#rc').closest((0, page_furniture_js_1.furnitureSelector)('facts')).length > 0 && p.$('#nv').closest((0, page_furniture_js_1.furnitureSelector)('facts')).length > 0, 'facts: other items and navigation');
    t.notOk(p.$('#sh').closest((0, page_furniture_js_1.furnitureSelector)('facts')).length > 0, 'facts: a share bar is no other item\'s box');
    t.ok(p.$('#hd').closest((0, page_furniture_js_1.furnitureSelector)('block')).length > 0, 'the whole id in the selector too');
});
//# sourceMappingURL=page-furniture.test.js.map