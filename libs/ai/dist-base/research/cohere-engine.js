"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CohereResearchEngine = void 0;
// The Cohere research engine: passages are embedded at indexing (kept in the index with the BM25
// postings); a question is embedded, the nearest passages and BM25's best are reranked, and the best
// go to chat as documents. The model's citations name the passages it used, mapped back to the
// data sources. A text answer is then checked against what it cites, by the answer finder's verifier
// (answer/claim.ts): one its cited passages do not support, or that misses a constraint of the question
// (a name, a number, "first", a negation), is "not found", as the local engine's would be; the
// confidence is the reranker's score of what was cited times the share of the answer's words it says.
const cohere_ai_1 = require("cohere-ai");
const json_reply_js_1 = require("../cohere/json-reply.js");
const platform_1 = require("@gleaner/platform");
const build_js_1 = require("./build.js");
const confidence_js_1 = require("./confidence.js");
const index_file_js_1 = require("./index-file.js");
const local_engine_js_1 = require("./local-engine.js");
const not_found_js_1 = require("./not-found.js");
const claim_js_1 = require("../answer/claim.js");
const EMBED_BATCH = 96;
const CANDIDATES = 20;
const DOCUMENTS = 5;
const NOT_FOUND_MARK = 'NOT_FOUND';
const SYSTEM = 'Answer the question from the documents only. Quote or closely follow their words. ' +
    `If the documents do not contain the answer, reply with exactly ${NOT_FOUND_MARK} and nothing else.`;
class CohereResearchEngine {
    options;
    name = 'cohere';
    client;
    constructor(options) {
        this.options = options;
        this.client = new cohere_ai_1.CohereClientV2({
            token: options.apiKey,
            ...(options.baseUrl ? { environment: options.baseUrl } : {}),
            maxRetries: options.maxRetries ?? 2,
            timeoutInSeconds: options.timeoutSeconds ?? 60,
        });
    }
    async index(documents) {
        const file = (0, build_js_1.indexDocuments)(documents, 'cohere');
        const texts = file.passages.map((p) => p.t);
        const vectors = [];
        for (let i = 0; i < texts.length; i += EMBED_BATCH) {
            for (const v of await this.embed(texts.slice(i, i + EMBED_BATCH), 'search_document'))
                vectors.push((0, index_file_js_1.fromFloats)(v));
        }
        return (0, index_file_js_1.encodeIndex)({ ...file, vectors });
    }
    load(bytes) {
        return (0, index_file_js_1.decodeIndex)(bytes);
    }
    async ask(loaded, q) {
        const index = loaded.without(q.gone);
        const query = q.context ? `${q.question}\n${q.context}` : q.question;
        const candidates = await this.candidates(index, query, (0, local_engine_js_1.queryKeys)(q));
        if (!candidates.length)
            return (0, not_found_js_1.notFound)(q.format);
        const reranked = await this.call('rerank', () => this.client.rerank({ model: this.options.rerankModel ?? 'rerank-v3.5', query, documents: candidates.map((p) => index.textOf(p)), topN: DOCUMENTS }));
        const top = reranked.results.map((r) => ({ passage: candidates[r.index], relevance: r.relevanceScore }));
        const reply = await this.call('chat', () => this.client.chat({
            model: this.options.chatModel ?? 'command-a-03-2025',
            temperature: 0,
            messages: [
                { role: 'system', content: SYSTEM + formatInstruction(q.format) },
                { role: 'user', content: q.question + (q.context ? `\n\nContext: ${q.context}` : '') },
            ],
            documents: top.map((t) => ({ id: `p${t.passage}`, data: { title: index.sourceOf(t.passage).title, url: index.sourceOf(t.passage).url, text: index.textOf(t.passage) } })),
            ...(q.format === 'text' ? {} : { responseFormat: { type: 'json_object' } }),
        }));
        const text = (reply.message?.content ?? []).map((c) => ('text' in c && typeof c.text === 'string' ? c.text : '')).join('').trim();
        if (!text || text.includes(NOT_FOUND_MARK))
            return (0, not_found_js_1.notFound)(q.format);
        const cited = new Set();
        for (const c of reply.message?.citations ?? [])
            for (const s of c.sources ?? [])
                if (s.type === 'document' && s.id?.startsWith('p'))
                    cited.add(Number(s.id.slice(1)));
        const used = top.filter((t) => cited.has(t.passage));
        // The model says when the documents do not answer (NOT_FOUND); the reranker's score only weighs what it said.
        // No citation: the answer stands on the best reranked passage, at half its confidence.
        const basis = used.length ? used : top.slice(0, 1);
        let confidence = (0, confidence_js_1.round)(Math.min(1, Math.max(...basis.map((t) => t.relevance))) * (used.length ? 1 : 0.5));
        if (q.format === 'text') {
            const claim = (0, claim_js_1.checkClaim)(q.question, text, basis.map((t) => index.textOf(t.passage)));
            if (!claim.verified)
                return (0, not_found_js_1.notFound)(q.format, confidence * claim.support);
            confidence = (0, confidence_js_1.round)(confidence * claim.support);
        }
        return { answer: q.format === 'text' ? text : parseJson(text, q.format), found: true, confidence, sources: sourcesOf(index, basis), span: null };
    }
    /** The nearest passages by embedding, then BM25's best not among them. */
    async candidates(index, query, keys) {
        const out = new Set();
        if (index.vectors?.length) {
            const [v] = await this.embed([query], 'search_query');
            const scored = [];
            index.vectors.forEach((p, i) => index.isLive(i) && scored.push({ i, s: dot(p, v) }));
            scored.sort((a, b) => b.s - a.s);
            for (const { i } of scored.slice(0, CANDIDATES))
                out.add(i);
        }
        for (const h of index.bm25.search(keys, CANDIDATES))
            out.add(h.passage);
        return [...out];
    }
    async embed(texts, inputType) {
        const res = await this.call('embed', () => this.client.embed({ texts, model: this.options.embedModel ?? 'embed-v4.0', inputType, embeddingTypes: ['float'] }));
        const vectors = res.embeddings.float ?? [];
        if (vectors.length !== texts.length)
            throw new platform_1.GleanerError('service_unavailable', `the embedding model answered ${vectors.length} vectors for ${texts.length} texts`);
        return vectors;
    }
    async call(what, fn) {
        try {
            return await fn();
        }
        catch (err) {
            if (err instanceof platform_1.GleanerError)
                throw err;
            const status = err.statusCode;
            throw new platform_1.GleanerError('service_unavailable', `the research model is unavailable (${what}${status ? `, HTTP ${status}` : ''})`, { cause: err });
        }
    }
}
exports.CohereResearchEngine = CohereResearchEngine;
function formatInstruction(format) {
    if (format === 'table')
        return ' Answer as a JSON object {"headers": [strings], "rows": [[strings]]}, one row per item compared.';
    if (format === 'json')
        return ' Answer as a JSON value.';
    return '';
}
function parseJson(text, format) {
    try {
        const value = (0, json_reply_js_1.parseJsonReply)(text);
        if (format === 'table' && !isTable(value))
            throw new Error('not a table');
        return value;
    }
    catch {
        throw new platform_1.GleanerError('extraction_failed', `the model's answer is not ${format === 'table' ? 'a table ({headers, rows})' : 'JSON'}`);
    }
}
function isTable(v) {
    const t = v;
    return !!t && Array.isArray(t.headers) && Array.isArray(t.rows) && t.rows.every((r) => Array.isArray(r));
}
function dot(a, b) {
    let s = 0;
    for (let i = 0; i < a.length && i < b.length; i++)
        s += a[i] * b[i];
    return s;
}
function sourcesOf(index, used) {
    const best = new Map();
    for (const u of used) {
        const s = index.sourceOf(u.passage);
        const prev = best.get(s.id);
        if (!prev || prev.relevance < u.relevance)
            best.set(s.id, { id: s.id, url: s.url, relevance: (0, confidence_js_1.round)(Math.min(1, Math.max(0, u.relevance))) });
    }
    return [...best.values()].sort((a, b) => b.relevance - a.relevance);
}
//# sourceMappingURL=cohere-engine.js.map