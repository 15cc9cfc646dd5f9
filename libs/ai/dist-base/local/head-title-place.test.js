"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const main_item_js_1 = require("./main-item.js");
const head_title_place_js_1 = require("./head-title-place.js");
const page = (title, body) => new page_js_1.Page(`<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
const chips = '<div class="facts"><div><b>£24,500</b><span>per annum</span></div><div><b>Newcastle upon Tyne</b><span>On site, shifts</span></div></div>';
tap_1.default.test("the place the head title adds after the item's title", async (t) => {
    const p = page('Stock Controller vacancy in Newcastle upon Tyne - JobsNorth', `<h1>Stock Controller</h1>${chips}`);
    t.equal((0, head_title_place_js_1.headTitlePlace)(p), 'Newcastle upon Tyne');
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('location', 'where is the job')), 'Newcastle upon Tyne');
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('salary', 'salary')), 24500);
    t.equal((0, head_title_place_js_1.headTitlePlace)(page('Jobs in York | JobsNorth', `<h1>Stock Controller</h1>`)), null, 'a head title that is not the item\'s');
    t.equal((0, head_title_place_js_1.headTitlePlace)(page('Stock Controller in a busy warehouse | JobsNorth', `<h1>Stock Controller</h1>`)), null, 'no capitalised name after "in"');
    const home = page('Two bed flat for sale in Hexham | Agents', `<h1>Two bed flat for sale</h1><p class="address">4 Fore Street, Hexham NE46 1LX</p>`);
    t.equal((0, main_item_js_1.mainItemFact)(home, (0, intent_js_1.fieldIntent)('location', 'location')), '4 Fore Street, Hexham NE46 1LX', 'an address the page states says where, not the head title');
});
tap_1.default.test("a longer job title in the head title is not a place: the page's own text must name the place", async (t) => {
    t.equal((0, head_title_place_js_1.headTitlePlace)(page('Lecturer in Economics - University of Kent', `<h1>Lecturer</h1><p>Join our school.</p>`)), null);
    t.equal((0, head_title_place_js_1.headTitlePlace)(page('Software Engineer in Test | Acme Careers', `<h1>Software Engineer</h1><p>Write test tools.</p>`)), null);
    t.equal((0, head_title_place_js_1.headTitlePlace)(page('Research Fellow in Machine Learning – Acme', `<h1>Research Fellow</h1>`)), null);
    t.equal((0, head_title_place_js_1.headTitlePlace)(page('Nurse in ' + 'Ab-'.repeat(3000) + ' | x', `<h1>Nurse</h1><p>${'Ab-'.repeat(3000)}</p>`)), null, 'a name of thousands of characters is not a place');
    const crumb = page('Warehouse Operative role in Leeds – Jobs', `<nav class="crumbs"><a>Jobs</a> › <a>Leeds</a></nav><h1>Warehouse Operative</h1>`);
    t.equal((0, head_title_place_js_1.headTitlePlace)(crumb), 'Leeds', 'a breadcrumb names it');
});
//# sourceMappingURL=head-title-place.test.js.map