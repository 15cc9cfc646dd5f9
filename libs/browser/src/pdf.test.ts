// Every PDF option, checked on the file itself with pdf-lib.
import zlib from 'node:zlib';
import t from 'tap';
import { PDFDocument, PDFRawStream, PDFArray, PDFName, type PDFPage } from 'pdf-lib';
import { rejection, startRig } from './test-helpers.js';

/** Text-showing operators (Tj/TJ) over all pages: headers and footers add some on every page. */
async function textRuns(pdf: Buffer): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  let runs = 0;
  const streamsOf = (page: PDFPage) => {
    const c = page.node.get(PDFName.of('Contents'));
    const refs = c instanceof PDFArray ? c.asArray() : [c];
    return refs.map((r) => doc.context.lookup(r)).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  };
  for (const page of doc.getPages()) {
    for (const s of streamsOf(page)) {
      const raw = Buffer.from(s.contents);
      let text: string;
      try {
        text = zlib.inflateSync(raw).toString('latin1');
      } catch {
        text = raw.toString('latin1');
      }
      runs += (text.match(/\bT[jJ]\b/g) ?? []).length;
    }
  }
  return runs;
}

t.test('pdf', async (t) => {
  const rig = await startRig();
  t.teardown(rig.close);
  const { pool, site } = rig;
  const base = { url: `${site.url}/long?sections=12`, timeoutMs: 20_000, maxPages: 1000, maxBytes: 100 * 1024 * 1024 };

  const portrait = await pool.pdf(base);
  t.ok(portrait.pages > 1, `a long page spans ${portrait.pages} pages`);
  t.equal(portrait.bytes, portrait.pdf.length);
  t.equal(portrait.pdf.subarray(0, 5).toString(), '%PDF-');
  t.match(portrait.text, /Section 12/, 'visible text kept');
  t.equal(portrait.statusCode, 200);
  const doc = await PDFDocument.load(portrait.pdf);
  t.equal(doc.getPageCount(), portrait.pages, 'pages is the real count');
  const a4 = doc.getPage(0).getSize();
  t.ok(Math.abs(a4.width - 595) < 2 && Math.abs(a4.height - 842) < 2, `A4 by default (${a4.width}x${a4.height})`);

  const landscape = await pool.pdf({ ...base, orientation: 'landscape' });
  const l = (await PDFDocument.load(landscape.pdf)).getPage(0).getSize();
  t.ok(l.width > l.height && Math.abs(l.width - 842) < 2, `landscape is wider than tall (${l.width}x${l.height})`);

  for (const [format, w, h] of [['letter', 612, 792], ['legal', 612, 1008]] as const) {
    const r = await pool.pdf({ ...base, format });
    const s = (await PDFDocument.load(r.pdf)).getPage(0).getSize();
    t.ok(Math.abs(s.width - w) < 2 && Math.abs(s.height - h) < 2, `${format} is ${w}x${h} (${s.width}x${s.height})`);
  }

  const ranged = await pool.pdf({ ...base, pageRanges: '1-2, 4' });
  t.equal(ranged.pages, 3, 'page_ranges 1-2,4 gives 3 pages');

  const half = await pool.pdf({ ...base, scale: 0.5 });
  t.ok(half.pages < portrait.pages, `scale 0.5 needs fewer pages (${half.pages} < ${portrait.pages})`);
  const margins = await pool.pdf({ ...base, margin: { top: '3in', bottom: '3in', left: '20mm', right: '50' } });
  t.ok(margins.pages > portrait.pages, `big margins need more pages (${margins.pages} > ${portrait.pages})`);

  const background = await pool.pdf({ ...base, printBackground: true });
  t.ok(background.bytes !== portrait.bytes, 'print_background changes the file');

  const plainRuns = await textRuns(portrait.pdf);
  const withFooter = await pool.pdf({
    ...base,
    displayHeaderFooter: true,
    margin: { top: '60px', bottom: '60px' },
    headerTemplate: '<div style="font-size:10px">Report</div>',
    footerTemplate: '<div style="font-size:10px"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
  });
  const footerRuns = await textRuns(withFooter.pdf);
  t.ok(footerRuns >= plainRuns + withFooter.pages * 2, `header and footer add text on every page (${plainRuns} -> ${footerRuns} runs)`);

  t.test('bad options are 400 invalid_parameter', async (t) => {
    for (const pageRanges of ['abc', '0', '3-1']) {
      const err = await rejection(pool.pdf({ ...base, pageRanges }));
      t.equal(err.code, 'invalid_parameter', pageRanges);
      t.match(err.message, /page_ranges/);
    }
    const beyond = await rejection(pool.pdf({ ...base, pageRanges: '500-600' }));
    t.equal(beyond.code, 'invalid_parameter', 'a range past the end');
    t.equal((await rejection(pool.pdf({ ...base, scale: 3 }))).code, 'invalid_parameter');
    t.equal((await rejection(pool.pdf({ ...base, margin: { top: 'wide' } }))).code, 'invalid_parameter');
  });

  t.test('over the limits is 413 page_too_large', async (t) => {
    const pages = await rejection(pool.pdf({ ...base, maxPages: 2 }));
    t.equal(pages.code, 'page_too_large');
    t.equal(pages.status, 413);
    const bytes = await rejection(pool.pdf({ ...base, maxBytes: 1000 }));
    t.equal(bytes.code, 'page_too_large');
  });
});
