import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MONGO_STAND_IN_URI_OPTIONS, spanChain, startFixtureSite, startKafkaStandIn, startMongoStandIn, startOtlpReceiver, spawnRoleApp, startS3StandIn, type RoleApp } from '@gleaner/testkit';

// The farm in its smallest shape: an API process and a render process, separate, over MongoDB,
// Kafka and S3 (their stand-ins): a scrape goes in at the API, is rendered by the other process (the
// API process runs no render worker), is charged once and stored once; a PDF is written to S3 by the
// renderer and served by the API from there; and one trace, exported by both processes to a receiver run here,
// holds the API's request and the renderer's browser work.

const app = (name: string) => path.join(__dirname, '..', '..', name, 'dist', 'main.js');

t.test('a scrape through an API process, rendered by a separate render process', async (t) => {
  const [mongo, kafka, s3, site] = await Promise.all([startMongoStandIn(), startKafkaStandIn({ topics: { render: 2 } }), startS3StandIn(), startFixtureSite()]);
  t.teardown(() => Promise.all([mongo.stop(), kafka.stop(), s3.stop(), site.close()]));
  const receiver = await startOtlpReceiver();
  t.teardown(() => receiver.close());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-farm-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    GLEANER_MONGODB_URI: `${mongo.uri}farm?${MONGO_STAND_IN_URI_OPTIONS}`,
    GLEANER_KAFKA_BROKERS: kafka.brokers.join(','),
    GLEANER_DATA_DIR: dataDir,
    GLEANER_ALLOW_PRIVATE_NETWORKS: 'true',
    GLEANER_ADMIN_TOKEN: 'farm-admin',
    ...s3.env('farm-files'),
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  };
  const processes: RoleApp[] = [];
  t.teardown(() => Promise.all(processes.map((p) => p.stop('SIGKILL'))));
  const renderer = await spawnRoleApp(app('renderer'), { ...env, OTEL_SERVICE_NAME: 'gleaner-renderer' }, 60_000);
  processes.push(renderer);
  const api = await spawnRoleApp(app('api'), { ...env, OTEL_SERVICE_NAME: 'gleaner-api' }, 60_000);
  processes.push(api);

  const created = await fetch(`${api.url}/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: 'Bearer farm-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'farm@example.com', name: 'Farm', credits: 5 }),
  });
  t.equal(created.status, 201);
  const key = ((await created.json()) as { data: { api_key: string } }).data.api_key;
  const scrape = await fetch(`${api.url}/v1/content/scrape`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${site.url}/simple?i=1` }),
  });
  const body = (await scrape.json()) as { data: { id: string; raw_html: string }; credits_used: number; credits_remaining: number };
  t.equal(scrape.status, 200, scrape.status === 200 ? 'scraped' : JSON.stringify(body).slice(0, 300));
  t.match(body.data.raw_html, /<html/i);
  t.equal(body.credits_used, 1);
  t.equal(body.credits_remaining, 4);
  const stored = await fetch(`${api.url}/v1/content/data/${body.data.id}`, { headers: { authorization: `Bearer ${key}` } });
  t.equal(stored.status, 200, 'stored once, readable from the API');

  const pdf = await fetch(`${api.url}/v1/pdf/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${site.url}/simple?i=2` }),
  });
  const made = (await pdf.json()) as { data: { pdf_url: string } };
  t.equal(pdf.status, 200, pdf.status === 200 ? 'a PDF' : JSON.stringify(made).slice(0, 300));
  t.ok(made.data.pdf_url.startsWith(`${api.url}/files/`), 'its link is the API\'s, under DOWNLOAD_BASE_URL');
  const file = await fetch(made.data.pdf_url);
  t.equal(file.status, 200);
  t.equal(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString(), '%PDF-', 'the renderer wrote the PDF to S3');
  const { code } = await api.stop('SIGTERM');
  t.equal(code, 0, 'the API process stops cleanly');
  const r = await renderer.stop('SIGTERM');
  t.equal(r.code, 0, 'the render process stops cleanly');

  // Both processes flushed their spans on SIGTERM.
  const request = receiver.spans.find((s) => s.service === 'gleaner-api' && s.name === 'POST /v1/content/scrape');
  t.ok(request, 'the API process exported its request span');
  const inTrace = receiver.spans.filter((s) => s.traceId === request?.traceId);
  const browser = inTrace.find((s) => s.service === 'gleaner-renderer' && s.name === 'browser.scrape');
  t.ok(browser, 'the render process exported its browser span in the same trace');
  // Its ancestry, through the bus's spans in both processes, reaches the API's request span.
  const chain = browser ? spanChain(receiver.spans, browser) : [];
  t.equal(chain[chain.length - 1], 'gleaner-api:POST /v1/content/scrape', `browser span -> ... -> the request (${chain.join(' <- ')})`);
});
