import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { systemClock, type Clock, type Config } from '@gleaner/platform';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiskFileStore } from './disk/disk-store.js';
import { createDiskDownloadHandler } from './disk/download-handler.js';
import type { FileStore } from './port.js';

/** S3 when GLEANER_S3_ENDPOINT is set, otherwise the disk under `<dataDir>/files`. */
export function createFileStore(config: Config['files'], dataDir: string, clock: Clock = systemClock): FileStore {
  if (config.s3) {
    // Loaded only when chosen: the AWS SDK is most of a process's start-up and memory otherwise.
    const { S3FileStore } = require('./s3/s3-store.js') as typeof import('./s3/s3-store.js');
    return new S3FileStore({ ...config.s3, clock });
  }
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

/**
 * The route that serves this store's download links, when the API must serve them itself (the
 * disk adapter's signed links); undefined when links point elsewhere (S3's presigned URLs).
 */
export function downloadRoute(files: FileStore): { mountPath: string; handler: (req: IncomingMessage, res: ServerResponse) => void } | undefined {
  if (!(files instanceof DiskFileStore)) return undefined;
  return { mountPath: new URL(files.downloadBaseUrl).pathname.replace(/\/+$/, ''), handler: createDiskDownloadHandler(files) };
}
