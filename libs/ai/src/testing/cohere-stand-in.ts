// A local stand-in of the Cohere HTTP API for tests (127.0.0.1, a free port): POST /v2/chat answers with
// scripted replies (or a responder function), /v2/embed with deterministic vectors, /v2/rerank by word
// overlap. Every request body is kept for assertions.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInReply =
  | { text: string; citations?: unknown[] }
  | { status: number; body?: unknown };

export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: unknown };
  [key: string]: unknown;
}

export interface CohereStandIn {
  baseUrl: string;
  /** bodies of the /v2/embed and /v2/rerank requests received, in order */
  embeds: Array<Record<string, unknown>>;
  reranks: Array<Record<string, unknown>>;
  /** bodies of the /v2/chat requests received, in order */
  chats: ChatRequestBody[];
  /** the Authorization headers received */
  authorizations: string[];
  /** queue replies for the next chat calls (used first, in order) */
  reply(...replies: StandInReply[]): void;
  /** answers chat calls when the queue is empty */
  respond(fn: (body: ChatRequestBody) => StandInReply): void;
  close(): Promise<void>;
}

function chatResponse(text: string, citations?: unknown[]): unknown {
  return {
    id: `stand-in-${Math.random().toString(36).slice(2)}`,
    finish_reason: 'COMPLETE',
    message: { role: 'assistant', content: [{ type: 'text', text }], ...(citations ? { citations } : {}) },
    usage: { billed_units: { input_tokens: 10, output_tokens: 10 }, tokens: { input_tokens: 10, output_tokens: 10 } },
  };
}

function vector(text: string, dims = 64): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const w of text.toLowerCase().split(/\W+/).filter(Boolean)) {
    let h = 0;
    for (const c of w) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    v[h % dims] += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

function overlap(a: string, b: string): number {
  const wa = new Set(a.toLowerCase().split(/\W+/).filter(Boolean));
  const wb = b.toLowerCase().split(/\W+/).filter(Boolean);
  return wb.length ? wb.filter((w) => wa.has(w)).length / Math.sqrt(wb.length) : 0;
}

export async function startCohereStandIn(): Promise<CohereStandIn> {
  const queue: StandInReply[] = [];
  let responder: (body: ChatRequestBody) => StandInReply = () => ({ text: '{}' });
  const chats: ChatRequestBody[] = [];
  const authorizations: string[] = [];
  const embeds: Array<Record<string, unknown>> = [];
  const reranks: Array<Record<string, unknown>> = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const send = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      let body: Record<string, unknown> = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        send(400, { message: 'invalid JSON' });
        return;
      }
      authorizations.push(String(req.headers.authorization ?? ''));
      if (req.method === 'POST' && req.url === '/v2/chat') {
        chats.push(body as ChatRequestBody);
        const r = queue.shift() ?? responder(body as ChatRequestBody);
        if ('text' in r) send(200, chatResponse(r.text, r.citations));
        else send(r.status, r.body ?? { message: `stand-in error ${r.status}` });
      } else if (req.method === 'POST' && req.url === '/v2/embed') {
        embeds.push(body);
        const texts = (body.texts as string[] | undefined) ?? [];
        send(200, { id: 'stand-in-embed', embeddings: { float: texts.map((t) => vector(t)) }, texts, meta: {} });
      } else if (req.method === 'POST' && req.url === '/v2/rerank') {
        reranks.push(body);
        const docs = (body.documents as string[] | undefined) ?? [];
        const query = String(body.query ?? '');
        const results = docs.map((d, index) => ({ index, relevance_score: overlap(query, d) })).sort((a, b) => b.relevance_score - a.relevance_score);
        send(200, { id: 'stand-in-rerank', results: results.slice(0, Number(body.top_n ?? results.length)), meta: {} });
      } else {
        send(404, { message: 'not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    chats,
    embeds,
    reranks,
    authorizations,
    reply: (...replies) => void queue.push(...replies),
    respond: (fn) => void (responder = fn),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
