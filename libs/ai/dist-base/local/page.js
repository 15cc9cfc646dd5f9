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
exports.Page = void 0;
// A page parsed once with cheerio; each source of facts is read on first use and kept.
const cheerio = __importStar(require("cheerio"));
const structured_js_1 = require("./structured.js");
const labels_js_1 = require("./labels.js");
const main_content_js_1 = require("../main-content.js");
const visible_js_1 = require("./visible.js");
const line_breaks_js_1 = require("./line-breaks.js");
const superscript_cents_js_1 = require("./superscript-cents.js");
const depth_cap_js_1 = require("./depth-cap.js");
const machine_values_js_1 = require("./machine-values.js");
const icon_glyphs_js_1 = require("./icon-glyphs.js");
class Page {
    html;
    url;
    $;
    cache = new Map();
    constructor(html, url) {
        this.html = html;
        this.url = url;
        // htmlparser2 (the xml option with xmlMode off) parses about five times faster than parse5 here
        this.$ = cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true } });
        // no deeper than a browser's parser nests (a script may build more; recursive readers would overflow)
        (0, depth_cap_js_1.capDepth)(this.$.root()[0]);
        // <data value="3">Three</data> and gauges read as their values; icons written as characters ("✓") are no words
        (0, machine_values_js_1.markMachineValues)(this.$.root()[0]);
        (0, icon_glyphs_js_1.dropIconGlyphs)(this.$.root()[0]);
        // element text breaks where the page shows a new line (<br>, blocks): every reader gets "a b", never "ab"
        (0, line_breaks_js_1.breakLines)(this.$.root()[0]);
        // raised cents ("24<sup>99</sup>") read as the amount they show, 24.99
        (0, superscript_cents_js_1.markRaisedCents)(this.$.root()[0]);
    }
    once(key, make) {
        if (!this.cache.has(key))
            this.cache.set(key, make());
        return this.cache.get(key);
    }
    /** a value derived from the page, computed on first use (several fields share it) */
    remember(key, make) {
        return this.once(`derived:${key}`, make);
    }
    get jsonLd() {
        return this.once('jsonld', () => (0, structured_js_1.readJsonLd)(this.$));
    }
    get microdata() {
        return this.once('microdata', () => (0, structured_js_1.readMicrodata)(this.$));
    }
    /** JSON-LD first (it is the more complete), then microdata */
    get things() {
        return this.once('things', () => [...this.jsonLd, ...this.microdata]);
    }
    get meta() {
        return this.once('meta', () => (0, structured_js_1.readMeta)(this.$));
    }
    get labels() {
        return this.once('labels', () => (0, labels_js_1.readLabelPairs)(this.$));
    }
    /** the text people see: text nodes outside scripts, styles, templates and hidden elements, one space apart */
    get visibleText() {
        return this.once('visibleText', () => (0, visible_js_1.readVisibleText)(this.$));
    }
    /** readable article text (a second parse, so only when a field needs it) */
    get content() {
        return this.once('content', () => (0, main_content_js_1.mainContentOf)(this.$, this.html, this.url));
    }
    metaFirst(...keys) {
        for (const k of keys) {
            const v = this.meta.get(k);
            if (v && v.length)
                return v[0];
        }
        return null;
    }
}
exports.Page = Page;
//# sourceMappingURL=page.js.map