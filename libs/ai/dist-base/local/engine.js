"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LocalEngine = void 0;
const page_js_1 = require("./page.js");
const fields_js_1 = require("./fields.js");
const records_js_1 = require("./records.js");
const schema_js_1 = require("../schema.js");
const platform_1 = require("@gleaner/platform");
class LocalEngine {
    name = 'local';
    maxHtml;
    constructor(options = {}) {
        this.maxHtml = options.maxHtmlBytes ?? 5 * 1024 * 1024;
    }
    page(html, url) {
        return new page_js_1.Page(html.length > this.maxHtml ? html.slice(0, this.maxHtml) : html, url);
    }
    async extractFields(req) {
        return (0, fields_js_1.extractFields)(this.page(req.html, req.url), req.fields);
    }
    async extractRecords(req) {
        const result = (0, records_js_1.extractRecordsFrom)(this.page(req.html, req.url), req);
        if (req.schema) {
            const errors = (0, schema_js_1.validateAgainst)(req.schema, result.data);
            // what the page states did not fit the schema (required values missing): say so instead of inventing
            if (errors.length)
                throw new platform_1.GleanerError('extraction_failed', `extracted data does not match the schema: ${(0, schema_js_1.describeErrors)(errors)}`, { details: { errors: errors.slice(0, 10) } });
        }
        return result;
    }
}
exports.LocalEngine = LocalEngine;
//# sourceMappingURL=engine.js.map