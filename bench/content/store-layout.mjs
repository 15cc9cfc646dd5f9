// The SQLite work of one javascript:false scrape, in the two table layouts side by side in one
// run: insert a ~9 KB scrape record, read it by id, and the two credit updates (reserve, settle)
// as IMMEDIATE transactions on a small account row. WITHOUT ROWID keeps rows in the primary-key
// b-tree, where a row over ~1 KB spills into overflow pages; a rowid table keeps ~4 KB in the
// leaf. The store used WITHOUT ROWID until this bench; it now makes rowid tables.
// Usage: node bench/content/store-layout.mjs [--count 6000] [--rounds 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { median } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { count: { type: 'string', default: '6000' }, rounds: { type: 'string', default: '3' } } });
const N = Number(values.count);
const record = JSON.stringify({ id: 'scr_x', url: 'http://127.0.0.1/simple', raw_html: `<html>${'<p>text</p>'.repeat(800)}</html>`, text: 'visible text '.repeat(150) });

/** CPU microseconds per call of fn over N calls. */
function cpuUs(fn) {
  const t0 = process.cpuUsage();
  for (let i = 0; i < N; i++) fn(i);
  const u = process.cpuUsage(t0);
  return (u.user + u.system) / N;
}

function measure(withoutRowid) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-layout-'));
  const db = new Database(path.join(dir, 'db.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const suffix = withoutRowid ? ' WITHOUT ROWID' : '';
  db.exec(`CREATE TABLE scrapes (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)${suffix}`);
  db.exec(`CREATE TABLE accounts (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)${suffix}`);
  db.prepare('INSERT INTO accounts VALUES (?, ?)').run('usr_1', JSON.stringify({ id: 'usr_1', balance: 1e9, holds: {}, used: {} }));
  const insert = db.prepare('INSERT INTO scrapes (id, doc) VALUES (?, ?)');
  const get = db.prepare('SELECT doc FROM scrapes WHERE id = ?');
  const readAccount = db.prepare('SELECT doc FROM accounts WHERE id = ?');
  const writeAccount = db.prepare('UPDATE accounts SET doc = ? WHERE id = ?');
  const change = db.transaction((delta) => {
    const doc = JSON.parse(readAccount.get('usr_1').doc);
    doc.balance += delta;
    writeAccount.run(JSON.stringify(doc), 'usr_1');
  });
  const id = (i) => `scr_${(i * 7919) % N}_${i}`; // ids in no particular order, as random ids are
  const result = {
    insert: cpuUs((i) => insert.run(id(i), record)),
    get: cpuUs((i) => get.get(id(i))),
    credits: cpuUs(() => (change.immediate(-1), change.immediate(1))),
  };
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

const runs = { rowid: [], withoutRowid: [] };
for (let round = 0; round < Number(values.rounds); round++) {
  runs.rowid.push(measure(false));
  runs.withoutRowid.push(measure(true));
}
const med = (list, key) => median(list.map((r) => r[key]));
console.log(`${N} scrapes of a ${record.length}-char record, CPU µs per operation (median of ${values.rounds} rounds)`);
for (const key of ['insert', 'get', 'credits']) {
  const a = med(runs.rowid, key);
  const b = med(runs.withoutRowid, key);
  console.log(`${key.padEnd(8)} rowid ${a.toFixed(1).padStart(6)} | WITHOUT ROWID ${b.toFixed(1).padStart(6)} | rowid/without ${(a / b).toFixed(2)}`);
}
