"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.linkOwner = linkOwner;
exports.ownerLinks = ownerLinks;
const structured_fields_js_1 = require("./structured-fields.js");
const lexicon_js_1 = require("./lexicon.js");
const OWNER_PATHS = { author: ['author', 'creator'], publisher: ['publisher'], brand: ['brand', 'manufacturer'] };
/** the person or maker whose link a url field asks for ("author.url": author), or null */
function linkOwner(intent) {
    if (intent.kind !== 'url' || intent.subject !== 'item')
        return null;
    for (const w of intent.words) {
        const k = (0, lexicon_js_1.kindOfStem)((0, lexicon_js_1.stem)(w));
        if (k && OWNER_PATHS[k])
            return k;
    }
    return null;
}
/** the owner's links the page states, absolute, best first */
function ownerLinks(page, owner) {
    const raw = [];
    for (const thing of (0, structured_fields_js_1.rankedThings)(page.things, owner)) {
        for (const path of OWNER_PATHS[owner] ?? [])
            for (const v of (0, structured_fields_js_1.atPath)(thing, `${path}.url`))
                if (typeof v === 'string' && v.trim())
                    raw.push(v.trim());
    }
    if (owner === 'author')
        page.$('a[rel~="author"][href]').each((_, a) => void raw.push(page.$(a).attr('href') ?? ''));
    const out = [];
    for (const u of raw) {
        try {
            out.push(new URL(u, page.url ?? undefined).href);
        }
        catch {
            // not an address
        }
    }
    return out;
}
//# sourceMappingURL=owner-links.js.map