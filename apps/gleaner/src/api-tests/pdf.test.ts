import t from 'tap';
import { PDFDocument } from 'pdf-lib';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

async function download(url: string): Promise<{ status: number; bytes: Buffer; type: string | null }> {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

t.test('POST /v1/pdf/generate and the PDF records', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const generate = (body: object) => h.call('POST', '/v1/pdf/generate', { key: u.key, body: { url: `${site.url}/long?sections=6`, ...body } });

  const res = await generate({});
  t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
  const d = res.body.data;
  t.match(d.id, /^pdf_[0-9a-f]{24}$/);
  t.equal(res.body.credits_used, 2);
  t.equal(res.body.credits_remaining, 98);
  t.equal(Date.parse(d.expires_at) - Date.parse(d.created_at), 7 * 86_400_000, 'expires 7 days after creation');
  t.notOk('settings' in d, 'settings only in the single-PDF response');
  const file = await download(d.pdf_url);
  t.equal(file.status, 200, 'the link needs no key');
  t.equal(file.type, 'application/pdf');
  t.equal(file.bytes.subarray(0, 5).toString(), '%PDF-');
  t.equal(d.file_size, file.bytes.length, 'file_size is the real byte count');
  const doc = await PDFDocument.load(file.bytes);
  t.equal(d.pages, doc.getPageCount(), 'pages is the real page count');
  t.ok(d.pages >= 3, `a 5,400 px page spans several A4 pages (${d.pages})`);
  const a4 = doc.getPage(0).getSize();
  t.ok(Math.abs(a4.width - 595.3) < 2 && Math.abs(a4.height - 841.9) < 2, `A4 portrait by default (${a4.width}x${a4.height})`);

  const sizes: [object, number, number][] = [
    [{ format: 'letter' }, 612, 792],
    [{ format: 'legal' }, 612, 1008],
    [{ format: 'a4', orientation: 'landscape' }, 841.9, 595.3],
  ];
  for (const [options, w, hgt] of sizes) {
    const r = await generate(options);
    t.equal(r.status, 200, JSON.stringify(options));
    const size = (await PDFDocument.load((await download(r.body.data.pdf_url)).bytes)).getPage(0).getSize();
    t.ok(Math.abs(size.width - w) < 2 && Math.abs(size.height - hgt) < 2, `${JSON.stringify(options)}: ${size.width}x${size.height}`);
  }

  const ranged = await generate({ page_ranges: '1-2' });
  t.equal(ranged.body.data.pages, 2, 'page_ranges keeps the pages asked for');
  const small = await generate({ scale: 0.5, margin: { top: '1cm', bottom: '20px', left: '0.5in', right: '10mm' }, print_background: false });
  t.equal(small.status, 200);
  t.ok(small.body.data.pages < d.pages, `scale 0.5 needs fewer pages (${small.body.data.pages} < ${d.pages})`);
  const withFooter = await generate({ display_header_footer: true, header_template: '<span style="font-size:8px" class="title"></span>', footer_template: '<span style="font-size:8px"><span class="pageNumber"></span>/<span class="totalPages"></span></span>', margin: { top: '40px', bottom: '40px' } });
  t.equal(withFooter.status, 200);
  t.ok(withFooter.body.data.file_size !== d.file_size);

  for (const [body, code, field] of [
    [{ page_ranges: 'seven' }, 'invalid_parameter', undefined],
    [{ page_ranges: '50-60' }, 'invalid_parameter', undefined],
    [{ scale: 3 }, 'invalid_parameter', 'scale'],
    [{ format: 'a3' }, 'invalid_parameter', 'format'],
    [{ margin: { top: 'wide' } }, 'invalid_parameter', 'margin.top'],
    // Margins that leave no page: Chromium refused them with an error that answered 500.
    [{ margin: { top: '30cm', bottom: '30cm' } }, 'invalid_parameter', 'margin'],
    [{ margin: { left: '4in', right: '4in' } }, 'invalid_parameter', 'margin'],
    [{ orientation: 'landscape', margin: { top: '4in', bottom: '3.5in' } }, 'invalid_parameter', 'margin'],
    [{ url: 'file:///etc/passwd' }, 'invalid_url', 'url'],
  ] as const) {
    const bad = await generate(body);
    t.equal(bad.status, 400, JSON.stringify(body));
    t.equal(bad.body.error.code, code, JSON.stringify(bad.body.error));
    if (field) t.equal(bad.body.error.details.field, field);
  }
  const balance = async () => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
  const before = await balance();
  const blocked = await generate({ url: `${site.url}/status/403` });
  t.equal(blocked.status, 502);
  t.equal(blocked.body.error.code, 'blocked');
  const late = await generate({ url: `${site.url}/slow?delay=5000`, timeout: 700 });
  t.equal(late.status, 504);
  t.equal(late.body.error.code, 'timeout');
  t.equal(await balance(), before, 'failures are refunded');

  const detail = await h.call('GET', `/v1/pdf/${d.id}`, { key: u.key });
  t.equal(detail.status, 200);
  t.same(detail.body.data.settings, { format: 'a4', orientation: 'portrait', scale: 1 });
  t.equal(detail.body.data.pages, d.pages);
  const list = await h.call('GET', '/v1/pdf/list?sort=file_size&order=asc&limit=100', { key: u.key });
  t.equal(list.status, 200);
  const sizesListed = list.body.data.map((r: { file_size: number }) => r.file_size);
  t.same(sizesListed, [...sizesListed].sort((a: number, b: number) => a - b), 'sorted by file_size');
  t.equal(list.body.pagination.total, 7);
  t.equal((await h.call('GET', '/v1/pdf/list?sort=pages', { key: u.key })).status, 400);
  t.equal((await h.call('GET', `/v1/pdf/${d.id}`, { key: u.testKey })).status, 404, 'the test world does not see live PDFs');

  const del = await h.call('DELETE', `/v1/pdf/${d.id}`, { key: u.key });
  t.equal(del.status, 200);
  t.equal((await download(d.pdf_url)).status, 404, 'the link dies on delete');
  t.equal((await h.call('GET', `/v1/pdf/${d.id}`, { key: u.key })).status, 404);
  t.equal((await h.call('DELETE', `/v1/pdf/${d.id}`, { key: u.key })).status, 404);

  const kept = list.body.data.find((r: { id: string }) => r.id !== d.id);
  t.equal((await download(kept.pdf_url)).status, 200);
  const keptKey = (await h.gleaner.store.collection<{ id: string; file_key: string }>('pdfs').get(kept.id))!.file_key; // a key per render run
  t.equal(await h.gleaner.files.exists(keptKey), true);
  h.clock.advance(7 * 86_400_000 + 1000);
  t.equal((await download(kept.pdf_url)).status, 404, 'the link dies at expires_at');
  t.equal((await h.call('GET', `/v1/pdf/${kept.id}`, { key: u.key })).status, 404, 'an expired record is not shown');
  t.equal((await h.call('GET', '/v1/pdf/list', { key: u.key })).body.pagination.total, 0);
  t.equal(await h.gleaner.pdfs.sweep(), 6, 'the sweep deletes expired records');
  t.equal(await h.gleaner.files.exists(keptKey), false, 'and their files');
});

t.test('page_too_large over the configured page limit, refunded', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, { GLEANER_PDF_MAX_PAGES: '2' });
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const res = await h.call('POST', '/v1/pdf/generate', { key: u.key, body: { url: `${site.url}/long?sections=8` } });
  t.equal(res.status, 413);
  t.equal(res.body.error.code, 'page_too_large');
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 10);
});
