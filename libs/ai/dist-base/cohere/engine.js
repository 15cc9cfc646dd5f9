"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CohereEngine = void 0;
// The Cohere engine: the page's cleaned content and the requested fields or schema go to /v2/chat with a
// JSON response format; the answer is validated with ajv, retried once with the validation errors, and
// otherwise fails as extraction_failed (422).
const cohere_ai_1 = require("cohere-ai");
const json_reply_js_1 = require("./json-reply.js");
const platform_1 = require("@gleaner/platform");
const schema_js_1 = require("../schema.js");
const prompt_js_1 = require("./prompt.js");
class CohereEngine {
    name = 'cohere';
    client;
    model;
    constructor(options) {
        this.client = new cohere_ai_1.CohereClientV2({
            token: options.apiKey,
            ...(options.baseUrl ? { environment: options.baseUrl } : {}),
            maxRetries: options.maxRetries ?? 2,
            timeoutInSeconds: options.timeoutSeconds ?? 60,
        });
        this.model = options.model ?? 'command-a-03-2025';
    }
    async chat(messages, schema) {
        try {
            const res = await this.client.chat({
                model: this.model,
                messages,
                responseFormat: { type: 'json_object', jsonSchema: schema },
                temperature: 0,
            });
            const parts = res.message?.content ?? [];
            return parts.map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join('');
        }
        catch (err) {
            const status = err.statusCode;
            throw new platform_1.GleanerError('service_unavailable', `the extraction model is unavailable${status ? ` (HTTP ${status})` : ''}`, { cause: err });
        }
    }
    /** one call, then one repair call with the validation errors; the answer validated against `schema` */
    async generate(userMessage, schema) {
        const messages = [
            { role: 'system', content: prompt_js_1.SYSTEM },
            { role: 'user', content: userMessage },
        ];
        let problem = '';
        for (let attempt = 0; attempt < 2; attempt++) {
            const text = await this.chat(messages, schema);
            let value;
            try {
                value = (0, json_reply_js_1.parseJsonReply)(text);
            }
            catch {
                problem = 'the answer is not valid JSON';
                messages.push({ role: 'assistant', content: text }, { role: 'user', content: `${problem}. Answer again with JSON only, valid against the schema.` });
                continue;
            }
            const errors = (0, schema_js_1.validateAgainst)(schema, value);
            if (!errors.length)
                return value;
            problem = (0, schema_js_1.describeErrors)(errors);
            messages.push({ role: 'assistant', content: text }, { role: 'user', content: `Your JSON does not validate against the schema: ${problem}. Answer again with corrected JSON only.` });
        }
        throw new platform_1.GleanerError('extraction_failed', `the model's output did not match the schema after a retry: ${problem}`, { details: { reason: problem } });
    }
    async extractFields(req) {
        const schema = (0, prompt_js_1.fieldsSchema)(req.fields);
        const value = (await this.generate((0, prompt_js_1.fieldsMessage)(req, (0, prompt_js_1.cleanedContent)(req.html, req.url)), schema));
        // every requested key present, nothing else
        return Object.fromEntries(Object.keys(req.fields).map((k) => [k, value[k] === undefined || value[k] === '' ? null : value[k]]));
    }
    async extractRecords(req) {
        const schema = req.schema ?? prompt_js_1.RECORDS_DEFAULT_SCHEMA;
        const value = await this.generate((0, prompt_js_1.recordsMessage)(req, (0, prompt_js_1.cleanedContent)(req.html, req.url), schema), schema);
        if (!req.schema) {
            const records = value.records;
            return { data: records, items: records.length };
        }
        if (Array.isArray(value))
            return { data: value, items: value.length };
        const obj = value;
        const arrays = Object.values(obj).filter(Array.isArray);
        return { data: obj, items: Object.keys(obj).length === 1 && arrays.length === 1 ? arrays[0].length : 1 };
    }
}
exports.CohereEngine = CohereEngine;
//# sourceMappingURL=engine.js.map