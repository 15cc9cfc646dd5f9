"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DROP_TAGS = void 0;
exports.hiddenEl = hiddenEl;
exports.boilerplateKind = boilerplateKind;
exports.DROP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'embed', 'canvas', 'title', 'meta', 'link', 'button', 'select', 'option', 'input', 'textarea', 'dialog', 'nav', 'footer', 'aside', 'menu']);
const DROP_ROLES = /^(navigation|banner|contentinfo|complementary|search|dialog|alertdialog|menu|menubar|toolbar|tablist)$/i;
// whole words of a class or id (split at -, _ and spaces); "header" only when it is the site's
const BOILER_WORD = /^(nav|navbar|navigation|menu|menus|breadcrumb|breadcrumbs|crumbs|footer|masthead|sidebar|cookie|cookies|consent|gdpr|newsletter|subscribe|signup|share|sharing|social|socials|related|recommended|recommendations|promo|promotion|advert|advertisement|ads|ad|sponsored|popup|modal|overlay|skip|toolbar|pagination|pager|offcanvas|drawer|announcement|topbar|utility|login|disclaimer|copyright|comment-form|respond)$/;
// controls and asides of shops and forums: variant pickers, filters, sorting, reviews and ratings,
// delivery notes, user badges and signatures, votes, comments
const CONTROL_WORD = /^(swatch|swatches|variant|variants|picker|selector|quantity|qty|filter|filters|facet|facets|sort|sorting|sortby|reviews|ratings|rating|stars|delivery|shipping|rewards|toast|notification|notifications|alert|signature|userinfo|badges|badge|votes|vote|voting|reactions|likes|avatar|tooltip)$/;
function hiddenEl(el) {
    const a = el.attribs ?? {};
    return 'hidden' in a || a['aria-hidden'] === 'true' || /display:\s*none|visibility:\s*hidden/i.test(a.style ?? '');
}
/** a class or id as words: split at -, _, spaces and camelCase humps ("message-userExtras") */
function words(value) {
    return (value ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_-]+/).filter(Boolean);
}
// forum software's blocks about the poster rather than the post (phpBB postprofile, XenForo
// message-userExtras, vBulletin userinfo, Discourse user-card), and comment threads under Q&A posts
const POSTER_BLOCK = /(^|[\s_-])(user-?(info|details|extras|stats|card|title|blurb|banner|badges)|member-?(info|stats|details)|postprofile|post-?profile|author-?(info|stats|details|box)|message-?user(extras|details)?|post-?signature|signature|js-comments-container|comments-list|comment-list)([\s_-]|$)/i;
/** never chrome, whatever their classes say (WordPress puts "header" words on <body>) */
const NEVER = new Set(['html', 'body', 'main']);
/**
 * 'tag': chrome by what it is (a script, a nav, a button); 'name': chrome by its class, id or role,
 * or hidden, which a caller may doubt when the element holds most of the page's text; null: content.
 */
function boilerplateKind(el) {
    const tag = el.tagName.toLowerCase();
    if (NEVER.has(tag))
        return null;
    if (exports.DROP_TAGS.has(tag))
        return 'tag';
    // hidden by its attributes: a caller may doubt it too (content a script reveals is hidden in the HTML)
    return hiddenEl(el) || isNamedBoilerplate(el) ? 'name' : null;
}
function isNamedBoilerplate(el) {
    const tag = el.tagName.toLowerCase();
    const a = el.attribs ?? {};
    if (a.role && DROP_ROLES.test(a.role))
        return true;
    if (tag === 'header' && !insideMain(el))
        return true;
    if (POSTER_BLOCK.test(`${a.class ?? ''} ${a.id ?? ''}`))
        return true;
    const names = [...words(a.class), ...words(a.id)];
    return names.some((w) => BOILER_WORD.test(w) || CONTROL_WORD.test(w)) || (tag !== 'article' && names.includes('header') && !insideMain(el));
}
function insideMain(el) {
    for (let p = el.parent; p && p.type === 'tag'; p = p.parent) {
        const tag = p.tagName.toLowerCase();
        if (tag === 'main' || tag === 'article' || p.attribs?.role === 'main')
            return true;
    }
    return false;
}
//# sourceMappingURL=boilerplate.js.map