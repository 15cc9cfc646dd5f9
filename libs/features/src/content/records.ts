import type { KeyEnv } from '../http/context.js';

// Stored shapes of the content area.

export interface PageMetadata {
  status_code: number;
  content_type: string;
  load_time_ms: number;
}

export interface ScrapeRecord {
  id: string;
  user_id: string;
  env: KeyEnv;
  url: string;
  /** The URL the first page ended on, after redirects. */
  final_url: string;
  extracted: Record<string, unknown>;
  raw_html: string;
  /** Visible text of every page, kept for research sessions. */
  text: string;
  /** The first page's <title>, kept for research sessions (null when it has none). */
  title: string | null;
  metadata: PageMetadata;
  pages_scraped: number;
  created_at: string;
  scraped_at: string;
}

export interface ExtractionRecord {
  id: string;
  user_id: string;
  env: KeyEnv;
  url: string;
  prompt: string;
  schema: object | null;
  format: 'json' | 'csv' | 'table';
  extracted: unknown;
  items_count: number;
  csv_key: string | null;
  expires_at: string | null;
  text: string;
  metadata: PageMetadata;
  created_at: string;
}

export const CONTENT_COLLECTIONS = { scrapes: 'scrapes', extractions: 'extractions' } as const;
