import t from 'tap';
import { Writable } from 'node:stream';
import { createLogger } from './logger.js';

t.test('secrets are redacted from log lines', async (t) => {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const log = createLogger('info', sink);
  log.info({ req: { headers: { authorization: 'Bearer gl_live_secretsecretsecretsecretsecretse' } }, api_key: 'gl_live_x', channel: { webhookUrl: 'https://hooks.example.com/T0/B0/xyz', webhookHeaders: { 'X-Token': 't' } } }, 'hello');
  const line = lines.join('');
  t.notMatch(line, /secretsecret/);
  t.notMatch(line, /gl_live_x/);
  t.notMatch(line, /hooks\.example\.com/);
  t.notMatch(line, /X-Token/);
  t.match(line, /\[redacted\]/);
  t.match(line, /"msg":"hello"/);
});

t.test('a URL as a log line may hold it: no query, fragment or credentials', async (t) => {
  const { loggableUrl } = await import('./logger.js');
  t.equal(loggableUrl('https://user:pw@site.example:8443/a/b?token=abc&x=1#frag'), 'https://site.example:8443/a/b');
  t.equal(loggableUrl('http://127.0.0.1:9/'), 'http://127.0.0.1:9/');
  t.equal(loggableUrl('site.example:443'), 'site.example:443');
  t.equal(loggableUrl('data:text/html,<secret>'), 'data:...');
  t.equal(loggableUrl('not a url?token=abc'), 'not a url');
});
