"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.siteNamesOf = siteNamesOf;
exports.stripSiteName = stripSiteName;
exports.leadingPiece = leadingPiece;
const structured_js_1 = require("../local/structured.js");
const SEPARATOR = /\s+[|·•–—:\/-]\s+|\s+[|·•]\s*|\s*[|·•]\s+/;
const squash = (s) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** og:site_name, application-name, the page's WebSite or Organization, its host: squashed for comparing */
function siteNamesOf(meta, things, url) {
    const names = [...(meta.get('og:site_name') ?? []), ...(meta.get('application-name') ?? [])];
    for (const t of things) {
        if ((0, structured_js_1.typeNames)(t).some((x) => /^(website|organization)$/.test(x)) && typeof t.name === 'string')
            names.push(t.name);
    }
    try {
        const host = new URL(url).hostname.replace(/^www\./, '');
        names.push(host, host.split('.')[0]);
    }
    catch {
        /* no host */
    }
    return [...new Set(names.map(squash).filter((n) => n.length > 1))];
}
// a trail of places ("Home › Fiction › The Quiet Harbour", three steps or more): the page is its last step
const BREADCRUMB = /\s+[›»]\s+/;
function stripSiteName(title, names) {
    let text = title.replace(/\s+/g, ' ').trim();
    if (!text)
        return null;
    if (text.split(BREADCRUMB).length >= 3) {
        const steps = text.split(BREADCRUMB).filter((p) => p && !names.includes(squash(p)) && !/^home$/i.test(p.trim()));
        text = steps[steps.length - 1]?.trim() ?? '';
        if (!text)
            return null;
    }
    const isName = (part) => names.includes(squash(part));
    // a piece beside a separator may be the name or built on it ("Arch Linux Forums", "ProMatcher Cost Report")
    const isSitePiece = (part) => {
        const p = squash(part);
        return p.length > 0 && names.some((n) => p === n || (n.length >= 4 && ((p.length <= n.length + 4 && n.includes(p)) || (p.includes(n) && p.length <= n.length + 14))));
    };
    // pieces and the separators between them, so what stays is kept as written
    const pieces = text.split(new RegExp(`(${SEPARATOR.source})`));
    while (pieces.length > 1 && isSitePiece(pieces[pieces.length - 1]))
        pieces.splice(-2, 2);
    while (pieces.length > 1 && isSitePiece(pieces[0]))
        pieces.splice(0, 2);
    const rest = pieces.join('').trim();
    return rest && !isName(rest) ? rest : null;
}
/** the title's first piece when it has a separator the site name did not explain: "Dental Care | ONE Health Ohio" */
function leadingPiece(title) {
    const piece = title.split(/\s+[|·•–—]\s+|\s+-\s+/)[0]?.trim();
    return piece || title;
}
//# sourceMappingURL=site-name.js.map