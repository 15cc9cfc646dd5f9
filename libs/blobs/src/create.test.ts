import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@gleaner/platform';
import { createFileStore, loadOrCreateSigningSecret } from './create.js';
import { DiskFileStore } from './disk/disk-store.js';
import { S3FileStore } from './s3/s3-store.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-blobs-create-'));
t.teardown(() => fs.rmSync(root, { recursive: true, force: true }));

t.test('no S3 settings: disk under <dataDir>/files with a generated 0600 signing key', async (t) => {
  const dataDir = path.join(root, 'd1');
  const config = loadConfig({ GLEANER_DATA_DIR: dataDir, GLEANER_BASE_URL: 'http://127.0.0.1:8080' });
  const store = createFileStore(config.files, dataDir);
  t.ok(store instanceof DiskFileStore);
  t.equal((store as DiskFileStore).dir, path.join(dataDir, 'files'));
  t.equal((store as DiskFileStore).downloadBaseUrl, 'http://127.0.0.1:8080/files');
  const keyFile = path.join(dataDir, 'file-signing.key');
  t.equal(fs.statSync(keyFile).mode & 0o777, 0o600);
  t.match(fs.readFileSync(keyFile, 'utf8'), /^[0-9a-f]{64}\n$/);
  const url = await store.signedUrl('pdf/a.pdf', new Date(Date.UTC(2030, 0, 1)));
  const again = createFileStore(config.files, dataDir);
  t.equal(await again.signedUrl('pdf/a.pdf', new Date(Date.UTC(2030, 0, 1))), url, 'the key survives a restart: old links keep working');
});

t.test('GLEANER_FILE_SIGNING_SECRET wins and no key file is written', async (t) => {
  const dataDir = path.join(root, 'd2');
  const config = loadConfig({ GLEANER_DATA_DIR: dataDir, GLEANER_FILE_SIGNING_SECRET: 'from-env' });
  const a = createFileStore(config.files, dataDir);
  const other = createFileStore(loadConfig({ GLEANER_DATA_DIR: dataDir, GLEANER_FILE_SIGNING_SECRET: 'different' }).files, dataDir);
  const expires = new Date(Date.UTC(2030, 0, 1));
  t.not(await a.signedUrl('pdf/a.pdf', expires), await other.signedUrl('pdf/a.pdf', expires), 'the secret decides the signature');
  t.notOk(fs.existsSync(path.join(dataDir, 'file-signing.key')));
});

t.test('two processes starting together agree on one key', async (t) => {
  const dataDir = path.join(root, 'd3');
  const keys = await Promise.all(Array.from({ length: 5 }, async () => loadOrCreateSigningSecret(dataDir)));
  t.equal(new Set(keys).size, 1);
});

t.test('S3 settings choose the S3 adapter', async (t) => {
  const config = loadConfig({ GLEANER_S3_ENDPOINT: 'http://127.0.0.1:9000', GLEANER_S3_BUCKET: 'files' });
  const store = createFileStore(config.files, path.join(root, 'd4'));
  t.ok(store instanceof S3FileStore);
  t.equal(store.kind, 's3');
  t.equal((store as S3FileStore).bucket, 'files');
  (store as S3FileStore).close();
  t.notOk(fs.existsSync(path.join(root, 'd4', 'file-signing.key')), 'no signing key needed for S3');
});
