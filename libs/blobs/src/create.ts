import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { systemClock, type Clock, type Config } from '@gleaner/platform';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiskFileStore } from './disk/disk-store.js';
import { createDownloadHandler } from './links/download-handler.js';
import { DownloadLinks } from './links/download-links.js';
import { isDownloadSource, type FileStore } from './port.js';

/** S3 when GLEANER_S3_ENDPOINT is set, otherwise the disk under `<dataDir>/files`. */
export function createFileStore(config: Config['files'], dataDir: string, clock: Clock = systemClock): FileStore {
  if (config.s3) {
    // Loaded only when chosen: the AWS SDK is most of a process's start-up and memory otherwise.
    const { S3FileStore } = require('./s3/s3-store.js') as typeof import('./s3/s3-store.js');
    const { downloads, ...s3 } = config.s3;
    if (downloads === 'presigned') return new S3FileStore({ ...s3, clock });
    const links = new DownloadLinks({ baseUrl: config.downloadBaseUrl, secret: s3SigningSecret(config), clock });
    return new S3FileStore({ ...s3, clock, downloads: { links, via: downloads } });
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
 * On S3 the farm's processes share no disk: the key is GLEANER_FILE_SIGNING_SECRET, else derived
 * from the S3 secret key they all hold (loadConfig refuses a configuration with neither).
 */
function s3SigningSecret(config: Config['files']): string {
  if (config.signingSecret) return config.signingSecret;
  const s3Secret = config.s3?.secretAccessKey;
  if (!s3Secret) throw new Error('GLEANER_FILE_SIGNING_SECRET is required on S3 without GLEANER_S3_SECRET_ACCESS_KEY');
  return createHmac('sha256', s3Secret).update('gleaner download links v1').digest('hex');
}

/**
 * The route that serves this store's download links, when the API serves them (every adapter but
 * S3 with GLEANER_S3_DOWNLOADS=presigned, whose links point at S3 itself).
 */
export function downloadRoute(
  files: FileStore,
  onFailure?: (req: IncomingMessage, err: unknown) => void,
): { mountPath: string; handler: (req: IncomingMessage, res: ServerResponse) => void } | undefined {
  if (!isDownloadSource(files)) return undefined;
  return { mountPath: new URL(files.links.baseUrl).pathname.replace(/\/+$/, ''), handler: createDownloadHandler(files, { onFailure }) };
}
