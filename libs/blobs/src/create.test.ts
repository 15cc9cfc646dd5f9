import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@gleaner/platform';
import { createFileStore, downloadRoute, loadOrCreateSigningSecret } from './create.js';
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

const S3_ENV = { GLEANER_S3_ENDPOINT: 'http://127.0.0.1:9000', GLEANER_S3_BUCKET: 'files', GLEANER_S3_ACCESS_KEY_ID: 'id', GLEANER_S3_SECRET_ACCESS_KEY: 'secret', GLEANER_BASE_URL: 'https://api.example.com' };
const EXPIRES = new Date(Date.UTC(2030, 0, 1));

t.test('S3 settings choose the S3 adapter; by default its links live under DOWNLOAD_BASE_URL and the API serves them', async (t) => {
  const config = loadConfig(S3_ENV);
  t.equal(config.files.s3?.downloads, 'stream', 'streaming is the default');
  const store = createFileStore(config.files, path.join(root, 'd4'));
  t.teardown(() => (store as S3FileStore).close());
  t.ok(store instanceof S3FileStore);
  t.equal(store.kind, 's3');
  t.equal((store as S3FileStore).bucket, 'files');
  t.notOk(fs.existsSync(path.join(root, 'd4', 'file-signing.key')), 'no key file: farm processes share no disk');
  const url = await store.signedUrl('pdf/a.pdf', EXPIRES);
  t.match(url, /^https:\/\/api\.example\.com\/files\/pdf\/a\.pdf\?expires=\d+&sig=[0-9a-f]{64}$/);
  const other = createFileStore(loadConfig(S3_ENV).files, path.join(root, 'd5'));
  t.teardown(() => (other as S3FileStore).close());
  t.equal(await other.signedUrl('pdf/a.pdf', EXPIRES), url, 'another process with the same settings makes (and accepts) the same link');
  const rotated = createFileStore(loadConfig({ ...S3_ENV, GLEANER_FILE_SIGNING_SECRET: 'own' }).files, root);
  t.teardown(() => (rotated as S3FileStore).close());
  t.not(await rotated.signedUrl('pdf/a.pdf', EXPIRES), url, 'GLEANER_FILE_SIGNING_SECRET wins over the key derived from S3');
  t.equal(downloadRoute(store)?.mountPath, '/files', 'the API mounts the download handler');
});

t.test('S3 without a secret key needs GLEANER_FILE_SIGNING_SECRET, unless links are presigned', async (t) => {
  const { GLEANER_S3_SECRET_ACCESS_KEY: _s, GLEANER_S3_ACCESS_KEY_ID: _i, ...noKeys } = S3_ENV;
  t.throws(() => loadConfig(noKeys), /GLEANER_FILE_SIGNING_SECRET: required/);
  t.ok(loadConfig({ ...noKeys, GLEANER_FILE_SIGNING_SECRET: 'x' }).files.s3);
  t.ok(loadConfig({ ...noKeys, GLEANER_S3_DOWNLOADS: 'presigned' }).files.s3);
  t.throws(() => loadConfig({ ...S3_ENV, GLEANER_S3_DOWNLOADS: 'proxy' }), /GLEANER_S3_DOWNLOADS/);
});

t.test('GLEANER_S3_DOWNLOADS=presigned: links are presigned at GLEANER_S3_PUBLIC_ENDPOINT and the API mounts no handler', async (t) => {
  const config = loadConfig({ ...S3_ENV, GLEANER_S3_DOWNLOADS: 'presigned', GLEANER_S3_PUBLIC_ENDPOINT: 'https://files.example.com' });
  const store = createFileStore(config.files, root);
  t.teardown(() => (store as S3FileStore).close());
  t.match(await store.signedUrl('pdf/a.pdf', new Date(Date.now() + 60_000)), /^https:\/\/files\.example\.com\/files\/pdf\/a\.pdf\?X-Amz-Algorithm=/);
  t.equal(downloadRoute(store), undefined);
  const redirect = createFileStore(loadConfig({ ...S3_ENV, GLEANER_S3_DOWNLOADS: 'redirect' }).files, root);
  t.teardown(() => (redirect as S3FileStore).close());
  t.match(await redirect.signedUrl('pdf/a.pdf', EXPIRES), /^https:\/\/api\.example\.com\/files\//, 'redirect: links under DOWNLOAD_BASE_URL too');
});
