// The sidecar JSON the disk adapter keeps beside each file (`<key>.meta.json`).

export interface DiskFileMeta {
  contentType: string;
  /** ISO 8601. */
  expiresAt: string;
  downloadName?: string;
  size: number;
  createdAt: string;
}

export function parseMeta(text: string): DiskFileMeta | null {
  try {
    const m = JSON.parse(text) as Partial<DiskFileMeta>;
    if (typeof m.contentType !== 'string' || typeof m.expiresAt !== 'string' || Number.isNaN(Date.parse(m.expiresAt))) return null;
    return m as DiskFileMeta;
  } catch {
    return null;
  }
}
