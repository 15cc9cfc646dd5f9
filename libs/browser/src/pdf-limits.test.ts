// PDFs of huge pages: Chromium prints at most maxPages + 1 pages, so the page limit costs the
// work of that many pages, whatever the document's length.
import t from 'tap';
import { rejection, startRig } from './test-helpers.js';
import { boundedPageRanges, pdfOptions } from './pdf.js';

t.test('boundedPageRanges keeps the selection, cut after maxPages + 1 pages', async (t) => {
  t.equal(boundedPageRanges(undefined, 1000), '1-1001', 'no ranges: the first 1001 pages');
  t.equal(boundedPageRanges('  ', 2), '1-3');
  t.equal(boundedPageRanges('1-3, 5', 1000), '1-3,5', 'a small selection as it was');
  t.equal(boundedPageRanges('7-', 10), '7-17', 'an open end gets one');
  t.equal(boundedPageRanges('5, 1-2', 1000), '1-2,5', 'in page order, as Chromium prints');
  t.equal(boundedPageRanges('1-3, 2-6', 3), '1-3,4', 'overlaps count each page once');
  t.equal(boundedPageRanges('1-2, 1-2, 3-10', 3), '1-2,3-4', 'a repeated range does not hide the pages after it');
  t.equal(boundedPageRanges('1-5000, 9000-9100', 1000), '1-1001', 'ranges past the cut are dropped');
  t.equal(boundedPageRanges('50-60', 1000), '50-60', 'a start past the end stays, for Chromium to refuse');
  t.equal(pdfOptions({ url: 'http://x.test/', timeoutMs: 1000, maxPages: 4, maxBytes: 1e6 }, 1000).pageRanges, '1-5');
});

t.test('a page of a million pixels is refused after maxPages + 1 pages', async (t) => {
  const rig = await startRig({ concurrency: 1 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const base = { url: `${site.url}/sized?height=1000000`, timeoutMs: 60_000, maxBytes: 100 * 1024 * 1024 };
  const over = await rejection(pool.pdf({ ...base, maxPages: 5 }));
  t.equal(over.code, 'page_too_large');
  t.equal(over.status, 413);
  t.match(over.message, /more than 5 pages/);
  t.same(over.details, { max_pages: 5 });
  const some = await pool.pdf({ ...base, maxPages: 5, pageRanges: '2-4' });
  t.equal(some.pages, 3, 'page_ranges inside the limit: those pages');
  const edge = await pool.pdf({ ...base, url: `${site.url}/long?sections=3`, maxPages: 5 });
  t.ok(edge.pages <= 5, `a short document is whole (${edge.pages} pages)`);
});
