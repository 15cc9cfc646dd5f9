"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describesArticle = describesArticle;
const ARTICLE_TYPE = /^(https?:\/\/schema\.org\/)?(article|newsarticle|blogposting|report|scholarlyarticle|techarticle|analysisnewsarticle|opinionnewsarticle|reportagenewsarticle|reviewnewsarticle|liveblogposting|socialmediaposting)$/i;
function describesArticle($) {
    if (/^article$/i.test(($('meta[property="og:type" i]').attr('content') ?? '').trim()))
        return true;
    if ($('[itemtype]').toArray().some((el) => ARTICLE_TYPE.test(el.attribs?.itemtype?.trim() ?? '')))
        return true;
    let found = false;
    $('script[type="application/ld+json" i]').each((_, el) => {
        if (found)
            return false;
        const raw = $(el).text();
        for (const m of raw.matchAll(/"@type"\s*:\s*(?:\[\s*)?"([^"]+)"/g))
            if (ARTICLE_TYPE.test(m[1]))
                found = true;
        return undefined;
    });
    return found;
}
//# sourceMappingURL=page-kind.js.map