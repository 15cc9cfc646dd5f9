export * from './port.js';
export { fileKey, isValidKey, assertValidKey } from './keys.js';
export { DiskFileStore, type DiskFileStoreOptions } from './disk/disk-store.js';
export { createDownloadHandler } from './links/download-handler.js';
export { DownloadLinks, type DownloadLinksOptions } from './links/download-links.js';
// S3FileStore is reached through createFileStore (or @gleaner/blobs/s3), so the AWS SDK loads only when used.
export type { S3FileStore, S3FileStoreOptions } from './s3/s3-store.js';
export { createFileStore, downloadRoute, loadOrCreateSigningSecret } from './create.js';
export { sweepExpiredFiles, startFileSweeper } from './sweeper.js';
