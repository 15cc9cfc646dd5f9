"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pagePassages = pagePassages;
const visible_js_1 = require("./visible.js");
const SKIP = /^(script|style|noscript|head|template|svg|select|option|iframe|nav|footer|form|button|dialog)$/i;
const BLOCK = /^(p|div|li|td|th|dd|dt|h[1-6]|blockquote|pre|figcaption|caption|section|article|main|aside|header|ul|ol|table|tr|tbody|thead|dl|br|hr|address|summary|details|label)$/i;
const BOILERPLATE = /(^|[-_\s])(nav|menu|breadcrumbs?|cookie|consent|share|social|newsletter|subscribe|footer|masthead|sidebar|related|promo|advert|ads?)([-_\s]|$)/i;
function pagePassages(page) {
    return page.remember('passages', () => {
        const out = [];
        let heading;
        let buffer = [];
        const flush = () => {
            const text = buffer.join('').replace(/\s+/g, ' ').trim();
            buffer = [];
            if (text)
                out.push(heading ? { text, heading } : { text });
        };
        const walk = (node) => {
            if (node.type === 'text') {
                buffer.push(node.data);
                return;
            }
            if (node.type !== 'tag' && node.type !== 'root')
                return;
            const el = node;
            if (node.type === 'tag') {
                if (SKIP.test(el.tagName) || (0, visible_js_1.hiddenElement)(el))
                    return;
                const role = el.attribs?.role ?? '';
                if (/^(navigation|banner|contentinfo|search|dialog|alertdialog)$/.test(role) || BOILERPLATE.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`))
                    return;
            }
            const block = node.type === 'tag' && BLOCK.test(el.tagName);
            if (block)
                flush();
            if (node.type === 'tag' && /^h[1-6]$/i.test(el.tagName)) {
                heading = page.$(el).text().replace(/\s+/g, ' ').trim() || heading;
                return;
            }
            for (const c of el.children ?? [])
                walk(c);
            if (block)
                flush();
        };
        const body = page.$('body')[0] ?? page.$.root()[0];
        walk(body);
        flush();
        for (const pair of page.labels)
            out.push({ text: pair.value, heading: pair.label });
        return out;
    });
}
//# sourceMappingURL=passages.js.map