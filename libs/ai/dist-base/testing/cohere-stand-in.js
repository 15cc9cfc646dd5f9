"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.startCohereStandIn = startCohereStandIn;
// A local stand-in of the Cohere HTTP API for tests (127.0.0.1, a free port): POST /v2/chat answers with
// scripted replies (or a responder function), /v2/embed with deterministic vectors, /v2/rerank by word
// overlap. Every request body is kept for assertions.
const node_http_1 = __importDefault(require("node:http"));
function chatResponse(text, citations) {
    return {
        id: `stand-in-${Math.random().toString(36).slice(2)}`,
        finish_reason: 'COMPLETE',
        message: { role: 'assistant', content: [{ type: 'text', text }], ...(citations ? { citations } : {}) },
        usage: { billed_units: { input_tokens: 10, output_tokens: 10 }, tokens: { input_tokens: 10, output_tokens: 10 } },
    };
}
function vector(text, dims = 64) {
    const v = new Array(dims).fill(0);
    for (const w of text.toLowerCase().split(/\W+/).filter(Boolean)) {
        let h = 0;
        for (const c of w)
            h = (h * 31 + c.charCodeAt(0)) >>> 0;
        v[h % dims] += 1;
    }
    const norm = Math.hypot(...v) || 1;
    return v.map((x) => x / norm);
}
function overlap(a, b) {
    const wa = new Set(a.toLowerCase().split(/\W+/).filter(Boolean));
    const wb = b.toLowerCase().split(/\W+/).filter(Boolean);
    return wb.length ? wb.filter((w) => wa.has(w)).length / Math.sqrt(wb.length) : 0;
}
async function startCohereStandIn() {
    const queue = [];
    let responder = () => ({ text: '{}' });
    const chats = [];
    const authorizations = [];
    const embeds = [];
    const reranks = [];
    const server = node_http_1.default.createServer((req, res) => {
        let raw = '';
        req.on('data', (c) => (raw += c.toString('utf8')));
        req.on('end', () => {
            const send = (status, body) => {
                res.writeHead(status, { 'content-type': 'application/json' });
                res.end(JSON.stringify(body));
            };
            let body = {};
            try {
                body = raw ? JSON.parse(raw) : {};
            }
            catch {
                send(400, { message: 'invalid JSON' });
                return;
            }
            authorizations.push(String(req.headers.authorization ?? ''));
            if (req.method === 'POST' && req.url === '/v2/chat') {
                chats.push(body);
                const r = queue.shift() ?? responder(body);
                if ('text' in r)
                    send(200, chatResponse(r.text, r.citations));
                else
                    send(r.status, r.body ?? { message: `stand-in error ${r.status}` });
            }
            else if (req.method === 'POST' && req.url === '/v2/embed') {
                embeds.push(body);
                const texts = body.texts ?? [];
                send(200, { id: 'stand-in-embed', embeddings: { float: texts.map((t) => vector(t)) }, texts, meta: {} });
            }
            else if (req.method === 'POST' && req.url === '/v2/rerank') {
                reranks.push(body);
                const docs = body.documents ?? [];
                const query = String(body.query ?? '');
                const results = docs.map((d, index) => ({ index, relevance_score: overlap(query, d) })).sort((a, b) => b.relevance_score - a.relevance_score);
                send(200, { id: 'stand-in-rerank', results: results.slice(0, Number(body.top_n ?? results.length)), meta: {} });
            }
            else {
                send(404, { message: 'not found' });
            }
        });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    return {
        baseUrl: `http://127.0.0.1:${port}`,
        chats,
        embeds,
        reranks,
        authorizations,
        reply: (...replies) => void queue.push(...replies),
        respond: (fn) => void (responder = fn),
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
//# sourceMappingURL=cohere-stand-in.js.map