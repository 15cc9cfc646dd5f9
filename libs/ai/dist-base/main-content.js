"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.mainContent = mainContent;
exports.mainContentOf = mainContentOf;
// The main content of a page and its metadata. Articles are read by Mozilla Readability (over a
// linkedom DOM), which finds their body among everything else best; every other kind of page
// (forums, listings, shops, documentation, services) by pruning its chrome off its main region,
// which keeps every post, item and section (content/pruned.ts). Title, author and date come from
// structured data, meta tags and the page itself (content/metadata.ts).
const cheerio = __importStar(require("cheerio"));
const readability_js_1 = require("./content/readability.js");
const pruned_js_1 = require("./content/pruned.js");
const metadata_js_1 = require("./content/metadata.js");
const page_kind_js_1 = require("./content/page-kind.js");
// linkedom publishes ESM-only type declarations; its CommonJS build is what runs here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseHTML } = require('linkedom');
// Block elements end a line in the plain text, so paragraphs do not run together.
const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'BLOCKQUOTE', 'TR', 'DT', 'DD', 'FIGCAPTION', 'SECTION', 'ARTICLE', 'UL', 'OL', 'TABLE', 'BR', 'HR']);
function blockText(root) {
    const parts = [];
    const walk = (node) => {
        if (node.nodeType === 3) {
            parts.push(node.textContent ?? '');
            return;
        }
        if (node.nodeType !== 1)
            return;
        const block = BLOCKS.has(node.nodeName.toUpperCase());
        if (block)
            parts.push('\n');
        // linkedom builds childNodes anew on every read: once per node, not once per child
        const children = node.childNodes;
        for (let i = 0; i < children.length; i++)
            walk(children[i]);
        if (block)
            parts.push('\n');
    };
    walk(root);
    return parts
        .join('')
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n');
}
function nonEmpty(s) {
    const t = (s ?? '').replace(/\s+/g, ' ').trim();
    return t ? t : null;
}
function mainContent(html, url) {
    return mainContentOf(cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } }), html, url);
}
/** The same from a page already parsed with cheerio (the extraction engine's). */
function mainContentOf($, html, url) {
    const pruned = (0, pruned_js_1.prunedContent)($);
    const meta = (0, metadata_js_1.pageMetadata)($, url, pruned.region);
    const fallbackTitle = nonEmpty($('title').first().text());
    let text = pruned.text;
    let article = null;
    if ((0, page_kind_js_1.describesArticle)($)) {
        article = readArticle(html, url);
        // Readability's body when it kept a good part of the page; a page it misread is left to pruning
        if (article && article.text.length >= 0.3 * pruned.text.length)
            text = article.text;
    }
    return {
        title: meta.title ?? nonEmpty(article?.title) ?? fallbackTitle,
        // Readability's byline when the page's markup named no author, unless it names the site or an organisation
        byline: meta.byline ?? authorOrNull(nonEmpty(article?.byline), meta.notAuthors),
        published_time: meta.published_time ?? nonEmpty(article?.publishedTime),
        text,
        excerpt: nonEmpty(article?.excerpt) ?? nonEmpty($('meta[name="description" i]').attr('content')) ?? nonEmpty($('meta[property="og:description" i]').attr('content')) ?? firstParagraph(text),
    };
}
function authorOrNull(name, notAuthors) {
    return name && !notAuthors.includes((0, metadata_js_1.squashName)(name)) ? name : null;
}
function firstParagraph(text) {
    return text.split('\n').find((l) => l.length >= 80) ?? null;
}
function readArticle(html, url) {
    const { document } = parseHTML(html);
    // Readability resolves relative links against the document's URL
    try {
        Object.defineProperty(document, 'documentURI', { value: url, configurable: true });
        Object.defineProperty(document, 'baseURI', { value: url, configurable: true });
    }
    catch {
        /* read-only in some DOMs: links stay relative */
    }
    let article = null;
    try {
        // the article's element itself, not its HTML to be parsed again (a large article's text took both)
        article = (0, readability_js_1.quickReadability)(document, { charThreshold: 300, serializer: (el) => el }).parse();
    }
    catch {
        article = null;
    }
    if (!article)
        return null;
    const body = article.content;
    return {
        title: nonEmpty(article.title),
        byline: nonEmpty(article.byline),
        publishedTime: nonEmpty(article.publishedTime),
        excerpt: nonEmpty(article.excerpt),
        text: body ? blockText(body) : nonEmpty(article.textContent) ?? '',
    };
}
//# sourceMappingURL=main-content.js.map