import type { Readable } from 'node:stream';
import type { DownloadLinks } from './links/download-links.js';

// The file store port: generated PDFs, screenshots and CSV exports. Two adapters implement it
// (disk for the embedded default, S3 for the distributed topology); contract.ts checks both.

export interface PutOptions {
  contentType: string;
  expiresAt: Date;
  /** File name offered to the browser (Content-Disposition: attachment). */
  downloadName?: string;
}

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
  /** ISO 8601. */
  expiresAt: string;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, options: PutOptions): Promise<StoredFile>;
  /**
   * Unguessable link valid until expiresAt that needs no Authorization header: under
   * DOWNLOAD_BASE_URL (served by the API's download handler), or a presigned S3 URL when so set.
   */
  signedUrl(key: string, expiresAt: Date): Promise<string>;
  /** The bytes, or null when missing or past its expiry. */
  read(key: string): Promise<Buffer | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Readiness: throws when the backing storage cannot be reached. */
  ping(): Promise<void>;
}

/** Adapters that can find and remove their own expired files (orphans included). */
export interface SweepableFileStore extends FileStore {
  /** Deletes every file whose expiry is at or before `now`; returns the keys deleted. */
  sweepExpired(now: Date): Promise<string[]>;
}

export function isSweepable(store: FileStore): store is SweepableFileStore {
  return typeof (store as Partial<SweepableFileStore>).sweepExpired === 'function';
}

/** How the download handler answers a verified link: the file's bytes, or a redirect to them. */
export type Download =
  | { redirect: string }
  | {
      size: number;
      contentType: string;
      /** Content-Disposition (an attachment with its name), else the file is shown inline. */
      disposition?: string;
      /** Absent for HEAD. */
      body?: Readable;
    };

/** Adapters whose links the API serves itself (links/download-handler.ts). */
export interface DownloadSource extends FileStore {
  readonly links: DownloadLinks;
  /** The live (present, unexpired) file, or null. A body, once returned, streams to its end. */
  openDownload(key: string, options: { head: boolean }): Promise<Download | null>;
}

export function isDownloadSource(store: FileStore): store is DownloadSource {
  return (store as Partial<DownloadSource>).links !== undefined && typeof (store as Partial<DownloadSource>).openDownload === 'function';
}
