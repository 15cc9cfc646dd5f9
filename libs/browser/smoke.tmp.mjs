import { BrowserPool } from '@gleaner/browser';
import { startFixtureSite } from '@gleaner/testkit';
const site = await startFixtureSite();
const pool = new BrowserPool({ concurrency: 2, queueLimit: 4, recycleAfter: 100 });
let t = Date.now(); await pool.start(); console.log('start', Date.now()-t);
t = Date.now();
const r = await pool.scrape({ url: site.url + '/product', timeoutMs: 5000 });
console.log('scrape', Date.now()-t, r.pages[0].statusCode, r.pages[0].contentType, r.pages[0].text.slice(0,50));
await pool.scrape({ url: site.url + '/state/set', timeoutMs: 5000, waitFor: '#stored' });
const s = await pool.scrape({ url: site.url + '/state/read', timeoutMs: 5000, waitFor: '#state' });
console.log('state', s.pages[0].text);
const p = await pool.scrape({ url: site.url + '/list/js', timeoutMs: 5000, pagination: { nextButtonSelector: 'button.next', maxPages: 5 } });
console.log('js pages', p.pages.map(x => x.text.replace(/\s+/g,' ')));
const l = await pool.scrape({ url: site.url + '/list/links', timeoutMs: 5000, pagination: { nextButtonSelector: 'a.next', maxPages: 5 } });
console.log('link pages', l.pages.map(x => x.url + ' ' + x.text.replace(/\s+/g,' ')));
for (const u of ['/status/403', '/challenge', '/slow?delay=3000']) {
  try { await pool.scrape({ url: site.url + u, timeoutMs: 1000 }); console.log(u, 'no error'); } catch (e) { console.log(u, e.code, e.message); }
}
try { await pool.scrape({ url: site.url + '/late?delay=5000', timeoutMs: 3000, waitFor: '#late', waitTimeoutMs: 500 }); } catch (e) { console.log(e.code, e.message); }
t = Date.now(); for (let i = 0; i < 20; i++) await pool.scrape({ url: site.url + '/simple?i=' + i, timeoutMs: 5000 }); console.log('20 seq ms', Date.now()-t);
const pdf = await pool.pdf({ url: site.url + '/long', timeoutMs: 10000, maxPages: 100, maxBytes: 1e8 });
console.log('pdf', pdf.pages, pdf.bytes);
const sh = await pool.screenshot({ url: site.url + '/elements', timeoutMs: 10000, selector: '#box', viewportPreset: 'mobile' });
console.log('shot', sh.width, sh.height, sh.type);
const w = await pool.screenshot({ url: site.url + '/long?sections=30', timeoutMs: 20000, type: 'webp', fullPage: true });
console.log('webp', w.width, w.height, w.bytes, w.clipped);
console.log(pool.stats());
await pool.close(); await site.close();
