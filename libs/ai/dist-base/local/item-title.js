"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cleanHeadTitle = cleanHeadTitle;
exports.itemTitle = itemTitle;
const structured_fields_js_1 = require("./structured-fields.js");
const item_labels_js_1 = require("./item-labels.js");
const page_title_js_1 = require("./page-title.js");
const item_format_js_1 = require("./item-format.js");
const site_name_js_1 = require("../content/site-name.js");
const title_prominence_js_1 = require("./title-prominence.js");
const item_facts_js_1 = require("./item-facts.js");
const event_page_js_1 = require("./event-page.js");
const regex_escape_js_1 = require("./regex-escape.js");
const title_parts_js_1 = require("./title-parts.js");
const text_js_1 = require("./text.js");
const FORMAT_TAIL = new RegExp(`\\s+\\(?(?:${item_format_js_1.FORMAT_WORDS})\\)?(?:\\s*[–—-]\\s*.*)?$`, 'i');
const PIECES = /\s+[|·•–—-]\s+|\s*[|]\s*|\s*:\s+/;
function siteNames(page) {
    return page.remember('siteNames', () => (0, site_name_js_1.siteNamesOf)(page.meta, page.things, page.url));
}
function credible(page, text) {
    const s = (0, text_js_1.squash)(text);
    return s.length >= 2 && text.length <= 250 && !siteNames(page).includes(s);
}
function fromThing(thing) {
    for (const key of ['name', 'title', 'headline']) {
        for (const v of thing ? (0, structured_fields_js_1.atPath)(thing, key) : [])
            if (typeof v === 'string' && (0, item_labels_js_1.visibleClean)(v))
                return (0, item_labels_js_1.visibleClean)(v);
    }
    return null;
}
function fromH1(page) {
    const $ = page.$;
    for (const h of $('h1').toArray()) {
        // the page's banner (a header with a menu) holds the site's h1; a posting's own <header> holds the item's
        const header = $(h).closest('header');
        if ($(h).closest('nav,footer,aside').length || (header.length && (header.find('nav').length || header.find('a').length >= 3)) || siteHeading(page, h))
            continue;
        // the h1's title part when it is two parts (the series, then the title)
        const part = (0, title_parts_js_1.titlePart)(page, h);
        if (part)
            return part;
        // the title's own element inside the h1 (<span id="productTitle">), not the format beside it
        const own = $(h).find('[id*="title" i],[class*="title" i]').filter((_, e) => !/sub/i.test(`${$(e).attr('id') ?? ''} ${$(e).attr('class') ?? ''}`)).first();
        const text = (0, item_labels_js_1.visibleClean)((own.length ? own : $(h)).text()).replace(FORMAT_TAIL, '');
        if (credible(page, text))
            return text;
    }
    return null;
}
const FORMAT_PIECE = new RegExp(`^\\(?(?:${item_format_js_1.FORMAT_WORDS})\\)?(?:\\s+edition)?$`, 'i');
/** "X - Paperback - Shop": a piece that is only the format ends the item's part; what follows is the shop's */
function beforeFormatPiece(title) {
    const parts = title.split(/(\s+[|·•–—-]\s+)/);
    for (let i = 2; i < parts.length; i += 2)
        if (FORMAT_PIECE.test(parts[i].trim()))
            return parts.slice(0, i - 1).join('');
    return title;
}
/** "The Salt Orchard by Mara Quill (Hardcover): Paperback Alley" -> "The Salt Orchard"; "X - Paperback - Shop" -> "X" */
function cleanHeadTitle(page, title) {
    let t = beforeFormatPiece((0, item_labels_js_1.visibleClean)(title));
    const byTail = new RegExp(`\\s+by\\s+.+?\\s*\\((?:${item_format_js_1.FORMAT_WORDS})\\).*$`, 'i');
    if (byTail.test(t))
        t = t.replace(byTail, '');
    t = t.replace(new RegExp(`\\s*\\((?:${item_format_js_1.FORMAT_WORDS})\\)`, 'i'), '');
    const stripped = (0, page_title_js_1.withoutSiteName)(page, t);
    return stripped && credible(page, stripped) ? stripped : null;
}
/** a heading (h2, h3) that is one piece of the head's title: the item on pages without an h1 */
function headingInTitle(page, headTitle) {
    const pieces = new Set([headTitle, ...headTitle.split(PIECES)].map(text_js_1.squash).filter((p) => p.length >= 3));
    for (const h of page.$('h2,h3').toArray()) {
        if (page.$(h).closest('header,nav,footer,aside').length)
            continue;
        const text = (0, item_labels_js_1.visibleClean)(page.$(h).text());
        if (pieces.has((0, text_js_1.squash)(text)) && credible(page, text))
            return text;
    }
    return null;
}
/** the page's own text, lower case, outside its banner, menus, sidebars and footer (where the site's name is shown) */
function ownText(page) {
    return page.remember('ownText', () => {
        const $ = page.$;
        const body = $('body').clone();
        body.find('header,nav,footer,aside,script,style,template,noscript').remove();
        return (0, item_labels_js_1.visibleClean)(body.text()).toLowerCase();
    });
}
/** whether the page's own text shows the title or one of its pieces (a word or more, not inside a longer word) */
function shown(page, title) {
    const text = ownText(page);
    return [title, ...title.split(PIECES)].map((p) => (0, item_labels_js_1.visibleClean)(p).toLowerCase()).filter((p) => (0, text_js_1.squash)(p).length >= 4)
        .some((p) => new RegExp(`(^|[^\\p{L}\\p{N}])${(0, regex_escape_js_1.escapeRegExp)(p)}($|[^\\p{L}\\p{N}])`, 'u').test(text));
}
/** a link to a site's home page ("/", "https://host/"): what a banner's name or logo links to */
const homeLink = (page, href) => {
    try {
        return !!href && new URL(href, page.url).pathname.replace(/\/(index\.\w+)?$/, '') === '';
    }
    catch {
        return false;
    }
};
/** every h1 of the page is the site's own name: a name the site goes by (its Organization, og:site_name), or all a link home */
const siteH1 = (page) => page.$('h1').toArray().every((h) => siteHeading(page, h));
/** a heading that is the site's name: one it goes by, or all of it a link home */
function siteHeading(page, h) {
    const text = (0, text_js_1.squash)((0, item_labels_js_1.visibleClean)(page.$(h).text()));
    const home = page.$(h).find('a').filter((_, a) => homeLink(page, page.$(a).attr('href')));
    return siteNames(page).includes(text) || (home.length > 0 && (0, text_js_1.squash)((0, item_labels_js_1.visibleClean)(home.text())) === text);
}
function itemTitle(page, thing) {
    return page.remember('itemTitle', () => {
        const named = fromThing(thing);
        if (named && credible(page, named))
            return named;
        const h1 = fromH1(page);
        if (h1)
            return h1;
        const head = (0, item_labels_js_1.visibleClean)(page.$('title').first().text());
        const heading = head ? headingInTitle(page, head) : null;
        if (heading)
            return heading;
        // a head title the page never shows ("Foundry Hall Presents"): the most prominent heading or banner names the item
        const cleanHead = [...(page.meta.get('og:title') ?? []), head].map((t) => (t ? cleanHeadTitle(page, t) : null)).find(Boolean) ?? null;
        // only on a page with no h1 at all (one the site's banner holds still says where the title is not), near an
        // item's facts (labels of an item, an event's doors or tickets): elsewhere a page without an h1
        // (a blog's home, a shop's category) has no one item, and its head title is the better name
        // (an h1 that is only the site's name, "Crumbwise" over a recipe's h2, says no more than none: the item's title is
        // the most prominent heading under it)
        // (a head title that holds that name, "Panfire Kitchen | Weeknight recipes", names the site too, not the item)
        const site = page.$('h1').length > 0 && siteH1(page);
        const siteHead = site && !!cleanHead && page.$('h1').toArray().some((h) => (0, text_js_1.squash)(cleanHead).includes((0, text_js_1.squash)((0, item_labels_js_1.visibleClean)(page.$(h).text()))));
        if ((!page.$('h1').length || site) && (!cleanHead || !shown(page, cleanHead) || siteHead) && ((0, item_facts_js_1.labelsAnItem)(page) || (0, event_page_js_1.eventPage)(page, thing))) {
            const prominent = (0, title_prominence_js_1.prominentTitle)(page, (text) => credible(page, text));
            if (prominent)
                return prominent;
        }
        for (const t of [...(page.meta.get('og:title') ?? []), ...(page.meta.get('twitter:title') ?? []), head]) {
            const clean = t ? cleanHeadTitle(page, t) : null;
            if (clean)
                return clean;
        }
        return null;
    });
}
//# sourceMappingURL=item-title.js.map