import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { systemClock, type Clock, type Config } from '@gleaner/platform';
import { DiskFileStore } from './disk/disk-store.js';
import type { FileStore } from './port.js';
import { S3FileStore } from './s3/s3-store.js';

/** S3 when GLEANER_S3_ENDPOINT is set, otherwise the disk under `<dataDir>/files`. */
export function createFileStore(config: Config['files'], dataDir: string, clock: Clock = systemClock): FileStore {
  if (config.s3) return new S3FileStore({ ...config.s3, clock });
  return new DiskFileStore({
    dir: path.join(dataDir, 'files'),
    downloadBaseUrl: config.downloadBaseUrl,
    signingSecret: config.signingSecret ?? loadOrCreateSigningSecret(dataDir),
    clock,
  });
}

/**
 * The link-signing key when GLEANER_FILE_SIGNING_SECRET is unset: generated once into
 * `<dataDir>/file-signing.key` (mode 0600) so links survive restarts. The exclusive create
 * makes two processes starting together agree on one key.
 */
export function loadOrCreateSigningSecret(dataDir: string): string {
  const file = path.join(dataDir, 'file-signing.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable key (expected 64 hex characters)`);
  return secret;
}
