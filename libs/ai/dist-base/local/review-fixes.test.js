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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const cheerio = __importStar(require("cheerio"));
const page_js_1 = require("./page.js");
const text_js_1 = require("./text.js");
const structured_js_1 = require("./structured.js");
const superscript_cents_js_1 = require("./superscript-cents.js");
// Session 19 review fixes (issue 27): the JSON-LD unwrap and the raised-cents marks, their values and
// how much they read (counted, not timed: bench/extraction/review-fixes.mjs times them).
const page = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Shop</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item/1');
const text = (html) => (0, text_js_1.elementText)(page(`<p id="x">${html}</p>`).$('#x')[0]);
tap_1.default.test('a JSON-LD block loses the wrapping old XHTML parsers needed, and nothing of its own', async (t) => {
    const json = '{"@type":"Product","name":"Kettle"}';
    for (const wrapped of [
        json,
        `<![CDATA[${json}]]>`,
        `\n<![CDATA[\n${json}\n]]>\n`,
        `//<![CDATA[\n${json}\n//]]>`,
        `/*<![CDATA[*/ ${json} /*]]>*/`,
        `<!--\n${json}\n-->`,
        `// <!--\n${json}\n// -->`,
    ])
        t.equal((0, structured_js_1.unwrapScriptText)(wrapped), json, JSON.stringify(wrapped));
    // a closing or an opening only where it is one: inside the JSON, or an end without "]]>"/"-->", stays
    t.equal((0, structured_js_1.unwrapScriptText)('{"a":"x]]> y"}'), '{"a":"x]]> y"}');
    t.equal((0, structured_js_1.unwrapScriptText)('{"a":1} */'), '{"a":1} */');
    const spaced = `{"@type":"Product","name":"a${' '.repeat(5000)}b"}`;
    t.equal((0, structured_js_1.unwrapScriptText)(`<![CDATA[${spaced}]]>`), spaced, 'a long run of spaces inside a string is kept');
    const $ = cheerio.load(`<script type="application/ld+json">//<![CDATA[\n${spaced}\n//]]></script>`);
    t.equal((0, structured_js_1.readJsonLd)($)[0].name.length, 5002);
});
tap_1.default.test('raised cents: only after whole units, not after decimals nor a power\'s base', async (t) => {
    t.equal(text('The budget is $1.5 × 10<sup>12</sup> this year.'), 'The budget is $1.5 × 1012 this year.', 'a power of ten');
    t.equal(text('About $2 x 10<sup>12</sup> in all'), 'About $2 x 1012 in all');
    t.equal(text('Was £24.99<sup>12</sup>'), 'Was £24.9912', 'a footnote mark after an amount with its decimals');
    t.equal(text('£<b>24.99</b><sup>12</sup>'), '£24.9912');
    t.equal(text('1.299,00<sup>12</sup> €'), '1.299,0012 €');
    t.equal(text('Save £24<sup>99</sup>'), 'Save £24.99');
    t.equal(text('£1,299<sup>00</sup>'), '£1,299.00', 'a comma groups thousands');
    t.equal(text('Box £<b>10</b><sup>50</sup>'), 'Box £10.50', 'a word ending in x is no multiplication sign');
    t.equal((0, superscript_cents_js_1.centsMark)('1.299'), ',');
    t.equal((0, superscript_cents_js_1.centsMark)('1.299.000'), ',');
    t.equal((0, superscript_cents_js_1.centsMark)('12,345'), '.');
    t.equal((0, superscript_cents_js_1.centsMark)('£24.9'), null);
    t.equal((0, superscript_cents_js_1.centsMark)('10^10'), null);
    t.equal((0, superscript_cents_js_1.centsMark)('3×10'), null);
    t.equal((0, superscript_cents_js_1.centsMark)('24 '), null, 'the sup follows the units directly');
});
/** the tree under root with every text and every child counted when read (a list of children read whole counts each) */
function counted(root, counter) {
    const stack = [root];
    while (stack.length) {
        const n = stack.pop();
        if (n.type === 'text') {
            let data = n.data;
            Object.defineProperty(n, 'data', { get: () => (counter.reads++, data), set: (v) => (data = v) });
        }
        else if ('children' in n) {
            const kids = n.children;
            stack.push(...kids);
            const read = new Proxy(kids, { get: (target, key, receiver) => (typeof key === 'string' && /^\d+$/.test(key) && counter.reads++, Reflect.get(target, key, receiver)) });
            Object.defineProperty(n, 'children', { get: () => read, set: () => undefined });
        }
    }
}
tap_1.default.test('raised cents read a bounded amount of text per sup, however large the element around them', async (t) => {
    const readsPerSup = (n, item) => {
        const $ = cheerio.load(`<html><body>${item.repeat(n)}</body></html>`);
        const counter = { reads: 0 };
        counted($.root()[0], counter);
        (0, superscript_cents_js_1.markRaisedCents)($.root()[0]);
        return counter.reads / n;
    };
    for (const item of ['<span>1</span><sup>12</sup> ', '£<span>1</span><sup>12</sup>', '<i></i><i></i><b>7</b><sup>05</sup>']) {
        const small = readsPerSup(100, item);
        const large = readsPerSup(3000, item);
        // the whole body's text per sup would read 30 times as much at 3000 as at 100
        t.ok(large < small * 2 && large < 1000, `${item}: ${small.toFixed(1)} reads per sup at 100, ${large.toFixed(1)} at 3000`);
    }
    // the marks themselves are unchanged on such a page: a currency in the small element around the units
    t.equal(text('<span>£<b>3</b><sup>49</sup></span> or <span>£<b>4</b><sup>99</sup></span>'), '£3.49 or £4.99');
});
//# sourceMappingURL=review-fixes.test.js.map