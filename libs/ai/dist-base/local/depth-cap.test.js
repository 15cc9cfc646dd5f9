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
const depth_cap_js_1 = require("./depth-cap.js");
const engine_js_1 = require("./engine.js");
// A page built deeper than a browser's parser nests (a script can): its elements past 512 levels
// are lifted to follow their parent, the text keeps its order, and every reader runs without
// overflowing the stack.
const deep = (levels) => `<html><head><title>Deep</title></head><body><h1>A deep page</h1><p>By Ann Lee</p>${'<div><span>x</span>'.repeat(levels)}<p>Price: $12</p>${'</div>'.repeat(levels)}<p>The end</p></body></html>`;
function maxDepth(root) {
    let most = 0;
    const stack = [[root, 0]];
    for (let top = stack.pop(); top; top = stack.pop()) {
        const [n, d] = top;
        most = Math.max(most, d);
        for (const c of n.children ?? [])
            stack.push([c, d + 1]);
    }
    return most;
}
tap_1.default.test('no element deeper than the cap; the text and its order stay', async (t) => {
    const $ = cheerio.load(deep(3000));
    const root = $.root()[0];
    const before = maxDepth(root);
    t.ok(before > 3000, `the page as parsed: ${before} levels`);
    t.ok((0, depth_cap_js_1.capDepth)(root) > 0, 'elements moved');
    t.ok(maxDepth(root) <= depth_cap_js_1.MAX_DEPTH + 1, `after: ${maxDepth(root)} levels`);
    const text = $('body').text();
    t.match(text, /^A deep page\s*By Ann Lee\s*(x)+Price: \$12\s*The end$/, 'the text in the page\'s order');
    t.equal((text.match(/x/g) ?? []).length, 3000, 'no text lost');
    const $2 = cheerio.load(deep(100));
    t.equal((0, depth_cap_js_1.capDepth)($2.root()[0]), 0, 'a page within the cap is left as it is');
});
tap_1.default.test('the engine reads fields and records on a page 20,000 levels deep', async (t) => {
    // (wrappers only: 20,000 elements side by side after the cap; docs/benchmarks.md, session 17, on wide pages)
    const html = `<html><head><title>Deep</title></head><body><h1>A deep page</h1><p>By Ann Lee</p>${'<div>'.repeat(20000)}<p>Price: $12</p>${'</div>'.repeat(20000)}</body></html>`;
    const e = new engine_js_1.LocalEngine();
    const got = await e.extractFields({ html, url: 'http://127.0.0.1/deep', fields: { title: 'title', author: 'who wrote it', price: 'the price' } });
    t.same(got, { title: 'A deep page', author: 'Ann Lee', price: 12 });
    const records = await e.extractRecords({ html, url: 'http://127.0.0.1/deep', prompt: 'prices' });
    t.ok(Array.isArray(records.data), 'records answer (no stack overflow)');
});
//# sourceMappingURL=depth-cap.test.js.map