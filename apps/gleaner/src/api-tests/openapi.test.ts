import t from 'tap';
import { startHarness } from './harness.js';

// The OpenAPI document at /v1/openapi.json: a valid OpenAPI 3.1 document whose paths are exactly
// the routes the server serves, each at the URL its servers give, with its error statuses.

type Doc = {
  servers: { url: string }[];
  paths: Record<string, Record<string, any> & { servers?: { url: string }[] }>;
};

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/** `/v1/monitoring/{id}` and restify's `/v1/monitoring/:id` (or a trailing `*`) as one shape. */
const shape = (path: string) => path.replace(/\{\w+\}|:\w+|\*/g, '{}');

/** Every operation of the document as `method full-path`, the path resolved against its servers. */
function documented(doc: Doc): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const server = (item.servers ?? doc.servers)[0].url;
    const prefix = new URL(server).pathname.replace(/\/+$/, '');
    for (const method of METHODS) if (item[method]) out.push(`${method} ${shape(prefix + path)}`);
  }
  return out.sort();
}

t.test('the document is valid OpenAPI 3.1', async (t) => {
  const h = await startHarness(t);
  const doc = (await h.call('GET', '/v1/openapi.json')).body;
  const { Validator } = await import('@seriousme/openapi-schema-validator');
  const result = await new Validator().validate(doc);
  t.same(result.errors, undefined, 'no errors');
  t.equal(result.valid, true);
});

t.test('every route the server serves is in the document, and every path of the document is served', async (t) => {
  const h = await startHarness(t);
  const doc: Doc = (await h.call('GET', '/v1/openapi.json')).body;
  const served = h.gleaner.api
    .servedRoutes()
    .map((r) => `${r.method} ${shape(r.path)}`)
    .sort();
  t.ok(served.length > 50, `${served.length} routes`);
  t.same(documented(doc), served);
  t.ok(served.includes('get /v1/changes/{}/{}') && served.includes('head /v1/changes/{}/{}'), 'the change page');
  t.ok(served.includes('get /files/{}') && served.includes('head /files/{}'), 'downloads');
});

t.test('health, readiness and metrics are at the base URL, downloads under DOWNLOAD_BASE_URL: the URLs the document gives answer', async (t) => {
  const h = await startHarness(t);
  const doc: Doc = (await h.call('GET', '/v1/openapi.json')).body;
  t.equal(doc.servers[0].url, `${h.base}/v1`);
  for (const path of ['/healthz', '/readyz', '/metrics']) {
    t.same(doc.paths[path].servers, [{ url: h.base, description: 'GLEANER_BASE_URL (outside /v1)' }], `${path}: its own server`);
    t.equal((await fetch(doc.paths[path].servers![0].url + path)).status, 200, `${path} answers at the URL the document gives`);
  }
  t.notOk(doc.paths['/v1/healthz'] ?? doc.paths['/healthz/'], 'not also under /v1');
  const files = doc.paths['/{key}'];
  t.same(files.servers, [{ url: `${h.base}/files`, description: 'GLEANER_DOWNLOAD_BASE_URL' }]);
  t.same(
    files.get.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`),
    ['path key', 'query expires', 'query sig'],
  );
  t.same(files.get.security, [], 'no key');
  const page = doc.paths['/changes/{checkId}/{token}'];
  t.ok(page.get.responses['200'].content['text/html'], 'the change page is HTML');
  t.ok(page.get.responses['404'].content['text/html'], 'and so is its 404');
  t.ok(page.head, 'HEAD too');
});

t.test('each operation lists its error statuses with the envelope', async (t) => {
  const h = await startHarness(t);
  const doc: Doc = (await h.call('GET', '/v1/openapi.json')).body;
  const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
  const envelope = { $ref: '#/components/schemas/Error' };

  // 503: every route but the raw ones (health, metrics, the document) pushes back when the process is overloaded.
  t.same(statuses('/user/profile', 'get'), ['200', '401', '429', '500', '503', 'default']);
  t.same(statuses('/monitoring', 'post'), ['201', '400', '401', '402', '429', '500', '503', 'default'], 'POST /monitoring: 402 insufficient_credits');
  t.same(statuses('/content/scrape', 'post'), ['200', '400', '401', '403', '413', '429', '500', '502', '503', '504', 'default']);
  t.same(statuses('/content/data/{id}', 'get'), ['200', '400', '401', '404', '429', '500', '503', 'default']);
  t.same(statuses('/admin/users', 'post'), ['201', '400', '401', '409', '500', '503', 'default']);
  t.same(statuses('/research/{id}/ask', 'post'), ['200', '400', '401', '403', '404', '409', '429', '500', '503', '504', 'default']);

  const scrape = doc.paths['/content/scrape'].post.responses;
  t.match(scrape['400'].description, /invalid_url/);
  t.match(scrape['400'].description, /missing_parameter/);
  t.match(scrape['401'].description, /unauthorized, api_key_expired, api_key_revoked/);
  t.match(scrape['403'].description, /insufficient_credits/);
  t.match(scrape['429'].description, /rate_limit_exceeded/);
  t.match(scrape['429'].description, /concurrent_limit_exceeded/);
  t.ok(scrape['429'].headers['Retry-After'], '429 names Retry-After');
  t.ok(scrape['503'].headers['Retry-After'], '503 too');
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || path.startsWith('/changes/')) continue;
      for (const [status, response] of Object.entries(op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>)) {
        if (status.startsWith('2')) continue;
        t.same(response.content?.['application/json']?.schema, envelope, `${method} ${path} ${status}: the error envelope`);
      }
    }
  }
});
