// A page nested N levels deep (a script can build what no parser nests): 8 fields and records with the local engine, its CPU time.
// node bench/extraction/deep-page.mjs 12000
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
// GLEANER_AI_DIST: another build of libs/ai (e.g. the one before a change) to measure the same way
const dist = process.env.GLEANER_AI_DIST ? `${process.env.GLEANER_AI_DIST.replace(/\/$/, '')}/local/engine.js` : new URL('../../libs/ai/dist/local/engine.js', import.meta.url).pathname;
const { LocalEngine } = require(dist.startsWith('/') ? dist : `${process.cwd()}/${dist}`);
const depth = Number(process.argv[2] ?? 12000);
const html = `<html><head><title>Deep</title></head><body><h1>A deep page</h1><p>By Ann Lee</p>${'<div>'.repeat(depth)}<p>Price: $12</p>${'</div>'.repeat(depth)}</body></html>`;
const e = new LocalEngine();
const t0 = process.cpuUsage();
try {
  const r = await e.extractFields({ html, url: 'http://127.0.0.1/x', fields: { title: 'title', author: 'the author', price: 'price', date: 'date', content: 'main text', photos: 'number of photos', site: 'name of the website', x: 'who wrote it' } });
  console.log(depth, JSON.stringify(r).slice(0, 300));
} catch (err) { console.log(depth, 'THREW', String(err).slice(0, 200), err.stack?.split('\n').slice(1, 4).join(' | ')); }
const c = process.cpuUsage(t0); console.log('cpu ms', Math.round((c.user + c.system) / 1000));
try { const r = await e.extractRecords({ html, url: 'http://127.0.0.1/x', prompt: 'prices' }); console.log('records ok', JSON.stringify(r).slice(0,100)); } catch (err) { console.log('records THREW', String(err).slice(0, 200)); }
