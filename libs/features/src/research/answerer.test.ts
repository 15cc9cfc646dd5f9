import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { DiskFileStore } from '@gleaner/blobs';
import type { LoadedIndex, ResearchEngine } from '@gleaner/ai';
import { IndexCache } from './answerer.js';

// The worker's index cache: within its byte bound (least recently asked dropped first), one read for
// concurrent asks of a cold index, a dropped index read again, and a deleted one not_found.

t.test('IndexCache', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-cache-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const files = new DiskFileStore({ dir, downloadBaseUrl: 'http://127.0.0.1/files', signingSecret: 'secret' });
  const loads: string[] = [];
  // each "index" holds as many bytes as its file
  const engine = { load: (bytes: Buffer) => (loads.push(bytes.toString()), { engine: 'local', bytes: bytes.length }) } as unknown as ResearchEngine;
  const put = (key: string, size: number) => files.put(key, Buffer.from(key.padEnd(size, '.')), { contentType: 'application/json', expiresAt: new Date(Date.now() + 60_000) });
  await put('research/a', 40);
  await put('research/b', 40);
  await put('research/c', 40);
  const cache = new IndexCache(files, engine, 100);

  const [first, second] = await Promise.all([cache.get('research/a'), cache.get('research/a')]);
  t.equal(first, second, 'concurrent asks share one load');
  t.equal(loads.length, 1);
  await cache.get('research/b');
  await cache.get('research/a'); // a is now the most recently asked
  t.equal(loads.length, 2, 'kept indexes are not read again');
  await cache.get('research/c'); // 120 bytes > 100: the least recently asked (b) goes
  t.equal(loads.length, 3);
  await cache.get('research/a');
  t.equal(loads.length, 3, 'a stayed');
  await cache.get('research/b');
  t.equal(loads.length, 4, 'b was dropped and is read again');

  await files.delete('research/c');
  const fresh = new IndexCache(files, engine, 100);
  await t.rejects(fresh.get('research/c'), { code: 'not_found' }, "a deleted session's index");
  const tiny = new IndexCache(files, engine, 10);
  const loaded: LoadedIndex = await tiny.get('research/a');
  t.equal(loaded.bytes, 40, 'an index over the bound is answered from, not kept');
  await tiny.get('research/a');
  t.equal(loads.length, 6, 'and read again next time');
});
