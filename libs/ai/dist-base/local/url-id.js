"use strict";
// The product identifier many shops put in the page URL (/dp/B01GOH7PKA, /itm/1234567, /p/name-12345.html).
// Taken only when the page's own HTML repeats it, so it is something the page states.
Object.defineProperty(exports, "__esModule", { value: true });
exports.urlIdentifier = urlIdentifier;
const ID_AFTER = /^(dp|gp|itm|p|pd|prod|product|products?_id|item|items|deal|offer|article|artikel|sku|id|ad|listing)$/i;
const ID_LIKE = /^(?=.*\d)[A-Za-z0-9]{4,30}$/;
function candidates(url) {
    const segments = url.pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s).replace(/\.(html?|php|aspx?)$/i, ''));
    const out = [];
    segments.forEach((seg, i) => {
        if (i > 0 && ID_AFTER.test(segments[i - 1]) && ID_LIKE.test(seg))
            out.push(seg);
    });
    for (const key of ['sku', 'pid', 'productid', 'product_id', 'itemid', 'item_id', 'id', 'products_id']) {
        const v = url.searchParams.get(key);
        if (v && ID_LIKE.test(v))
            out.push(v);
    }
    const last = segments[segments.length - 1] ?? '';
    if (ID_LIKE.test(last))
        out.push(last);
    // a trailing id after the slug: "retro-console-MKI6IKW1N4", "iid-1021493409", "p40010"
    const tail = /[-_]([A-Za-z]{0,2}\d[A-Za-z0-9]{3,29})$/.exec(last);
    if (tail)
        out.push(tail[1].replace(/^[a-z]{1,2}(?=\d{5,}$)/, ''));
    return out;
}
function urlIdentifier(pageUrl, html) {
    let url;
    try {
        url = new URL(pageUrl);
    }
    catch {
        return null;
    }
    for (const id of candidates(url)) {
        // the id must appear in the page more than in its links to itself: at least twice
        let count = 0;
        for (let at = html.indexOf(id); at >= 0 && count < 2; at = html.indexOf(id, at + id.length))
            count++;
        if (count >= 2)
            return id;
    }
    return null;
}
//# sourceMappingURL=url-id.js.map