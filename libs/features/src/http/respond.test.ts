import t from 'tap';
import type { ServerResponse } from 'node:http';
import type { Operation } from '@gleaner/contract';
import { sendResult } from './respond.js';
import type { HandlerResult } from './context.js';

/** A response that keeps what was written. */
function capture() {
  const written = { status: 0, headers: [] as string[], body: '' };
  const res = {
    headersSent: false,
    writeHead(status: number, headers: string[]) {
      written.status = status;
      written.headers = headers;
    },
    end(body: string) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { res, written };
}

const op = { id: 'x', method: 'get', path: '/x' } as Operation;

function send(result: HandlerResult) {
  const { res, written } = capture();
  sendResult(res, op, result, { 'X-Request-Id': 'r1' });
  return written;
}

t.test('frozen data gives the same envelope as plain data, member for member and in order', async (t) => {
  const data = { id: 'usr_1', plan: { name: 'free', features: ['scrape'] }, note: 'é "quoted"', n: null };
  const results: HandlerResult[] = [
    { data },
    { data, message: 'done' },
    { data, credits: { used: 1, remaining: 9 }, pagination: { page: 1 }, extra: { pages_scraped: 2 } },
  ];
  for (const result of results) {
    const plain = send(result);
    const frozen = send({ ...result, data: Object.freeze({ ...data, plan: Object.freeze({ ...data.plan, features: Object.freeze([...data.plan.features]) }) }) });
    t.equal(frozen.body, plain.body);
    t.same(Object.keys(JSON.parse(frozen.body)), Object.keys(JSON.parse(plain.body)));
    t.same(frozen.headers, plain.headers, 'same headers, Content-Length included');
  }
  t.same(Object.keys(JSON.parse(send({ data, message: 'm' }).body)), ['success', 'data', 'message']);
});

t.test('a frozen object is serialised once; a new object is serialised anew', async (t) => {
  let calls = 0;
  const counted = (value: string) => Object.freeze({ value, toJSON: () => (calls++, { value }) });
  const first = counted('a');
  t.equal(send({ data: first }).body, '{"success":true,"data":{"value":"a"}}');
  t.equal(send({ data: first }).body, '{"success":true,"data":{"value":"a"}}');
  t.equal(calls, 1);
  t.equal(send({ data: counted('b') }).body, '{"success":true,"data":{"value":"b"}}');
  t.equal(calls, 2);
});

t.test('Content-Length counts bytes, not characters', async (t) => {
  const written = send({ data: Object.freeze({ name: 'Zoë — ✓' }) });
  const at = written.headers.indexOf('Content-Length');
  t.equal(Number(written.headers[at + 1]), Buffer.byteLength(written.body));
});
