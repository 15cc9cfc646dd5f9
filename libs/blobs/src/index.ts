export * from './port.js';
export { fileKey, isValidKey, assertValidKey } from './keys.js';
export { DiskFileStore, type DiskFileStoreOptions } from './disk/disk-store.js';
export { createDiskDownloadHandler } from './disk/download-handler.js';
export { S3FileStore, type S3FileStoreOptions } from './s3/s3-store.js';
export { createFileStore, loadOrCreateSigningSecret } from './create.js';
export { sweepExpiredFiles, startFileSweeper } from './sweeper.js';
