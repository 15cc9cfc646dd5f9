import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { systemClock, type Clock } from '@gleaner/platform';
import { assertValidContentType, assertValidKey, isValidKey, META_SUFFIX } from '../keys.js';
import { contentDisposition } from '../content-disposition.js';
import { DownloadLinks } from '../links/download-links.js';
import type { Download, DownloadSource, PutOptions, StoredFile, SweepableFileStore } from '../port.js';
import { parseMeta, type DiskFileMeta } from './meta.js';

export interface DiskFileStoreOptions {
  /** Root folder; files live at `<dir>/<key>` with a sidecar `<dir>/<key>.meta.json`. */
  dir: string;
  /** Where the API serves the download handler, e.g. http://localhost:8080/files. */
  downloadBaseUrl: string;
  signingSecret: string;
  clock?: Clock;
}

/** An open, verified file ready to stream (the download handler's view). */
export interface OpenedFile {
  handle: fs.FileHandle;
  size: number;
  meta: DiskFileMeta;
}

// Writes go to <dir>/.tmp then rename into place, so a reader never sees half a file.
// Keys cannot start with '.', so .tmp never collides with a key.
const TMP_DIR = '.tmp';

export class DiskFileStore implements SweepableFileStore, DownloadSource {
  readonly kind = 'disk' as const;
  readonly dir: string;
  readonly links: DownloadLinks;
  readonly clock: Clock;

  constructor(o: DiskFileStoreOptions) {
    if (!o.signingSecret) throw new Error('DiskFileStore: signingSecret is required');
    this.dir = path.resolve(o.dir);
    this.clock = o.clock ?? systemClock;
    this.links = new DownloadLinks({ baseUrl: o.downloadBaseUrl, secret: o.signingSecret, clock: this.clock });
  }

  get downloadBaseUrl(): string {
    return this.links.baseUrl;
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<StoredFile> {
    assertValidKey(key);
    assertValidContentType(options.contentType);
    const meta: DiskFileMeta = {
      contentType: options.contentType,
      expiresAt: options.expiresAt.toISOString(),
      size: body.length,
      createdAt: new Date(this.clock.now()).toISOString(),
      ...(options.downloadName ? { downloadName: options.downloadName } : {}),
    };
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Data first, then the sidecar: a file is visible only once both are in place.
    await this.writeAtomically(target, body);
    await this.writeAtomically(target + META_SUFFIX, Buffer.from(JSON.stringify(meta)));
    return { key, size: body.length, contentType: meta.contentType, expiresAt: meta.expiresAt };
  }

  async signedUrl(key: string, expiresAt: Date): Promise<string> {
    return this.links.url(key, expiresAt);
  }

  async openDownload(key: string, options: { head: boolean }): Promise<Download | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const { handle, size, meta } = opened;
    const file = { size, contentType: meta.contentType, disposition: meta.downloadName ? contentDisposition(meta.downloadName) : undefined };
    if (options.head) {
      await handle.close();
      return file;
    }
    return { ...file, body: handle.createReadStream({ autoClose: true }) };
  }

  async read(key: string): Promise<Buffer | null> {
    assertValidKey(key);
    const opened = await this.open(key);
    if (!opened) return null;
    try {
      return await opened.handle.readFile();
    } finally {
      await opened.handle.close();
    }
  }

  /**
   * Opens a live (present, unexpired) file. The handle stays valid if the file is deleted
   * meanwhile, so a download that has started finishes with consistent bytes and length.
   */
  async open(key: string): Promise<OpenedFile | null> {
    if (!isValidKey(key)) return null;
    const meta = await this.readMeta(key);
    if (!meta || Date.parse(meta.expiresAt) <= this.clock.now()) return null;
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const stat = await handle.stat();
    return { handle, size: stat.size, meta };
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // Sidecar first: once it is gone the file is invisible even if the second unlink fails.
    await removeIfPresent(this.pathOf(key) + META_SUFFIX);
    await removeIfPresent(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    const meta = await this.readMeta(key);
    if (!meta || Date.parse(meta.expiresAt) <= this.clock.now()) return false;
    try {
      await fs.access(this.pathOf(key));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async ping(): Promise<void> {
    await fs.mkdir(path.join(this.dir, TMP_DIR), { recursive: true });
    await fs.access(this.dir, fs.constants.R_OK | fs.constants.W_OK);
  }

  async sweepExpired(now: Date): Promise<string[]> {
    const deleted: string[] = [];
    for await (const key of this.walkKeys(this.dir, '')) {
      const meta = await this.readMeta(key);
      // A data file without a readable sidecar is an orphan of a crashed put or delete.
      const orphanAge = meta ? 0 : now.getTime() - (await mtimeOf(this.pathOf(key)));
      if ((meta && Date.parse(meta.expiresAt) <= now.getTime()) || orphanAge > ORPHAN_GRACE_MS) {
        await this.delete(key);
        deleted.push(key);
      }
    }
    await this.sweepTmp(now);
    return deleted;
  }

  private async *walkKeys(dir: string, prefix: string): AsyncGenerator<string> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const e of entries) {
      if (e.name === TMP_DIR) continue;
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) yield* this.walkKeys(path.join(dir, e.name), rel);
      else if (e.isFile() && !e.name.endsWith(META_SUFFIX) && isValidKey(rel)) yield rel;
      else if (e.isFile() && e.name.endsWith(META_SUFFIX)) {
        // A sidecar whose data file is gone (crash in delete) is removed here too.
        const dataPath = path.join(dir, e.name.slice(0, -META_SUFFIX.length));
        if ((await mtimeOf(dataPath)) === 0) await removeIfPresent(path.join(dir, e.name));
      }
    }
  }

  private async sweepTmp(now: Date): Promise<void> {
    const tmp = path.join(this.dir, TMP_DIR);
    let names: string[];
    try {
      names = await fs.readdir(tmp);
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const n of names) {
      if (now.getTime() - (await mtimeOf(path.join(tmp, n))) > ORPHAN_GRACE_MS) await removeIfPresent(path.join(tmp, n));
    }
  }

  private async readMeta(key: string): Promise<DiskFileMeta | null> {
    try {
      return parseMeta(await fs.readFile(this.pathOf(key) + META_SUFFIX, 'utf8'));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  private pathOf(key: string): string {
    const full = path.join(this.dir, ...key.split('/'));
    // Belt and braces: the key rules already keep every path inside dir.
    if (!full.startsWith(this.dir + path.sep)) throw new Error(`key escapes the store: ${key}`);
    return full;
  }

  private async writeAtomically(target: string, data: Buffer): Promise<void> {
    const tmpDir = path.join(this.dir, TMP_DIR);
    await fs.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      await fs.writeFile(tmp, data, { mode: 0o600 });
      await fs.rename(tmp, target);
    } catch (err) {
      await removeIfPresent(tmp);
      throw err;
    }
  }
}

/** Orphans (no sidecar, stale temp files) are left alone this long: a put may be mid-way. */
const ORPHAN_GRACE_MS = 3600_000;

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function removeIfPresent(file: string): Promise<void> {
  try {
    await fs.unlink(file);
  } catch (err) {
    if (!isMissing(err)) throw err;
  }
}

async function mtimeOf(file: string): Promise<number> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch (err) {
    if (isMissing(err)) return 0;
    throw err;
  }
}
