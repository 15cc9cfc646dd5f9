import type { DocumentStore } from '@gleaner/store';
import { CONTENT_COLLECTIONS, type ScrapeRecord } from '../content/records.js';
import { PDF_COLLECTION } from '../pdf/jobs.js';
import { SCREENSHOT_COLLECTION } from '../screenshot/jobs.js';
import type { ArtifactRecord } from '../artifacts/catalog.js';
import type { KeyEnv } from '../http/context.js';
import type { DataSourceRef, DataSourceType } from './records.js';

// The stored items a session may search: a user's scrapes, PDFs and screenshots, each with the text
// of the page it captured (kept when it was made). Files past their expiry are gone.

export interface SourceText {
  ref: DataSourceRef;
  title: string;
  text: string;
}

export const SOURCE_COLLECTIONS: Array<[DataSourceType, string]> = [
  ['scrape', CONTENT_COLLECTIONS.scrapes],
  ['pdf', PDF_COLLECTION],
  ['screenshot', SCREENSHOT_COLLECTION],
];

/** The owner's items among `ids`, by id; an id missing from the map is unknown, another user's or expired. */
export async function readSources(store: DocumentStore, owner: { userId: string; env: KeyEnv }, ids: string[], nowIso: string): Promise<Map<string, SourceText>> {
  const out = new Map<string, SourceText>();
  await Promise.all(
    SOURCE_COLLECTIONS.map(async ([type, name]) => {
      const records = await store.collection<ScrapeRecord | ArtifactRecord>(name).find({ id: { $in: ids }, user_id: owner.userId, env: owner.env }, { exclude: ['raw_html'] });
      for (const r of records) {
        if ('expires_at' in r && r.expires_at && r.expires_at <= nowIso) continue;
        const scrapedAt = 'scraped_at' in r && r.scraped_at ? r.scraped_at : r.created_at;
        const expiry = 'expires_at' in r && r.expires_at ? { expires_at: r.expires_at } : {};
        out.set(r.id, { ref: { id: r.id, type, url: r.url, scraped_at: scrapedAt, ...expiry }, title: titleOf(r), text: r.text ?? '' });
      }
    }),
  );
  return out;
}

/** A scrape's title (the one extracted, else its page's <title>, kept at scrape time); a file's URL. */
function titleOf(r: ScrapeRecord | ArtifactRecord): string {
  if (!('extracted' in r)) return r.url;
  const extracted = (r.extracted as Record<string, unknown> | undefined)?.title;
  const t = typeof extracted === 'string' && extracted.trim() ? extracted.trim() : r.title;
  return t || r.url;
}
