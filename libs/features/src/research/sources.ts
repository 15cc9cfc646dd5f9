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

const COLLECTIONS: Array<[DataSourceType, string]> = [
  ['scrape', CONTENT_COLLECTIONS.scrapes],
  ['pdf', PDF_COLLECTION],
  ['screenshot', SCREENSHOT_COLLECTION],
];

/** The owner's items among `ids`, by id; an id missing from the map is unknown, another user's or expired. */
export async function readSources(store: DocumentStore, owner: { userId: string; env: KeyEnv }, ids: string[], nowIso: string, options: { titles?: boolean } = {}): Promise<Map<string, SourceText>> {
  const out = new Map<string, SourceText>();
  await Promise.all(
    COLLECTIONS.map(async ([type, name]) => {
      const records = await store.collection<ScrapeRecord | ArtifactRecord>(name).find({ id: { $in: ids }, user_id: owner.userId, env: owner.env }, { exclude: options.titles ? [] : ['raw_html'] });
      for (const r of records) {
        if ('expires_at' in r && r.expires_at && r.expires_at <= nowIso) continue;
        const scrapedAt = 'scraped_at' in r && r.scraped_at ? r.scraped_at : r.created_at;
        out.set(r.id, { ref: { id: r.id, type, url: r.url, scraped_at: scrapedAt }, title: titleOf(r), text: r.text ?? '' });
      }
    }),
  );
  return out;
}

/** A scrape's title (the one extracted, else its HTML's <title>); a file's URL. */
function titleOf(r: ScrapeRecord | ArtifactRecord): string {
  const extracted = 'extracted' in r ? (r.extracted as Record<string, unknown> | undefined)?.title : undefined;
  const head = 'raw_html' in r && typeof r.raw_html === 'string' ? /<title[^>]*>([^<]{1,300})<\/title>/i.exec(r.raw_html)?.[1] : undefined;
  const t = typeof extracted === 'string' && extracted.trim() ? extracted : head;
  return t?.trim() ? decodeEntities(t.trim()) : r.url;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decodeEntities = (s: string): string => s.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_m, e: string) => ENTITIES[e]);
