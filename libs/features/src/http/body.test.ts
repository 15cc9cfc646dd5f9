import t from 'tap';
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { readJsonBody } from './body.js';

// A body is read whole within its deadline; one that trickles past it ends the read (and the request
// gives its place in the overload guard back), instead of holding it for Node's 5 minutes.

const request = (): PassThrough & { headers: Record<string, string> } => Object.assign(new PassThrough(), { headers: {} });

t.test('a body that arrives in time is read', async (t) => {
  const req = request();
  const reading = readJsonBody(req as unknown as IncomingMessage, 1024, 1000);
  req.write('{"a":');
  req.end('1}');
  t.same(await reading, { a: 1 });
});

t.test('a body that trickles past the deadline ends the read with a 400 about the body', async (t) => {
  const req = request();
  const started = Date.now();
  const reading = readJsonBody(req as unknown as IncomingMessage, 1024, 200);
  req.write('{"a":'); // and nothing more
  await t.rejects(reading, { code: 'invalid_parameter', message: /did not arrive within/ });
  t.ok(Date.now() - started < 5000, 'at the deadline, not later');
  t.ok(req.destroyed, 'the connection is cut');
});
