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
exports.RECORDS_DEFAULT_SCHEMA = exports.SYSTEM = void 0;
exports.cleanedContent = cleanedContent;
exports.fieldsSchema = fieldsSchema;
exports.fieldsMessage = fieldsMessage;
exports.recordsMessage = recordsMessage;
const main_content_js_1 = require("../main-content.js");
const cheerio = __importStar(require("cheerio"));
const MAX_CONTENT = 24_000;
/** readable text plus the structured data the page states (JSON-LD and meta), within a size budget */
function cleanedContent(html, url) {
    const $ = cheerio.load(html);
    const jsonLd = $('script[type="application/ld+json" i]').map((_, el) => $(el).text().trim()).get().join('\n').slice(0, 6000);
    const meta = $('meta[property],meta[name]')
        .map((_, el) => `${$(el).attr('property') ?? $(el).attr('name')}: ${$(el).attr('content') ?? ''}`)
        .get()
        .filter((l) => l.length < 300)
        .join('\n')
        .slice(0, 3000);
    const content = (0, main_content_js_1.mainContent)(html, url);
    const body = content.text.length > 200 ? content.text : $('body').text().replace(/\s+/g, ' ');
    return [`URL: ${url}`, content.title ? `Title: ${content.title}` : '', meta ? `Meta:\n${meta}` : '', jsonLd ? `JSON-LD:\n${jsonLd}` : '', `Content:\n${body}`]
        .filter(Boolean)
        .join('\n\n')
        .slice(0, MAX_CONTENT);
}
exports.SYSTEM = 'You extract data from web pages. Answer with JSON only, matching the given JSON schema. Use only facts stated on the page; use null for anything the page does not state. Never invent values.';
function fieldsSchema(fields) {
    const properties = Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { description }]));
    // no required keys: a field the model leaves out is null, like one it could not find
    return { type: 'object', properties };
}
function fieldsMessage(req, content) {
    const list = Object.entries(req.fields).map(([k, d]) => `- ${k}: ${d}`).join('\n');
    return `Extract these fields from the page (a list when the description asks for several):\n${list}\n\nPage:\n${content}`;
}
function recordsMessage(req, content, schema) {
    return `${req.prompt}\n\nReturn JSON valid against this schema:\n${JSON.stringify(schema)}\n\nPage:\n${content}`;
}
/** without a schema: an array of records of strings */
exports.RECORDS_DEFAULT_SCHEMA = { type: 'object', properties: { records: { type: 'array', items: { type: 'object' } } }, required: ['records'] };
//# sourceMappingURL=prompt.js.map