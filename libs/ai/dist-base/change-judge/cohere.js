"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CohereChangeJudge = void 0;
const cohere_ai_1 = require("cohere-ai");
const local_js_1 = require("./local.js");
const json_reply_js_1 = require("../cohere/json-reply.js");
// The judge with Cohere: the prompt, the changed lines and both texts (bounded) go to /v2/chat
// with a JSON answer {matters, summary}. A failed or malformed answer falls back to the local
// judge: a model outage never loses a change.
const MAX_TEXT = 6_000;
const SCHEMA = { type: 'object', required: ['matters', 'summary'], properties: { matters: { type: 'boolean' }, summary: { type: 'string' } } };
const SYSTEM = 'You watch a web page for a person. Given their instruction, the lines that changed and the page before and after, answer JSON {"matters": boolean, "summary": string}: ' +
    'matters is true only when the change is one the instruction asks to be told about; summary is one plain sentence under 200 characters saying what changed (name values, e.g. "Price dropped from $19.99 to $17.49").';
class CohereChangeJudge {
    model;
    name = 'cohere';
    client;
    local = new local_js_1.LocalChangeJudge();
    constructor(options, model = options.model ?? 'command-a-03-2025') {
        this.model = model;
        this.client = new cohere_ai_1.CohereClientV2({ token: options.apiKey, ...(options.baseUrl ? { environment: options.baseUrl } : {}), maxRetries: options.maxRetries ?? 1, timeoutInSeconds: 30 });
    }
    async judge(req) {
        try {
            const res = await this.client.chat({
                model: this.model,
                temperature: 0,
                responseFormat: { type: 'json_object', jsonSchema: SCHEMA },
                messages: [
                    { role: 'system', content: SYSTEM },
                    { role: 'user', content: `Instruction: ${req.prompt}\nPage: ${req.url}\n\nChanged lines:\n${req.diffText.slice(0, MAX_TEXT)}\n\nBefore:\n${req.before.slice(0, MAX_TEXT)}\n\nAfter:\n${req.after.slice(0, MAX_TEXT)}` },
                ],
            });
            const text = (res.message?.content ?? []).map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join('');
            const answer = (0, json_reply_js_1.parseJsonReply)(text);
            if (typeof answer.matters !== 'boolean' || typeof answer.summary !== 'string')
                throw new Error('malformed answer');
            const summary = answer.summary.replace(/\s+/g, ' ').trim().slice(0, 200);
            return { matters: answer.matters, summary: summary || req.localSummary };
        }
        catch {
            return this.local.judge(req);
        }
    }
}
exports.CohereChangeJudge = CohereChangeJudge;
//# sourceMappingURL=cohere.js.map