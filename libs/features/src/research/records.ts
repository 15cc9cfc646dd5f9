import type { KeyEnv } from '../http/context.js';

// Stored shapes of the research area: sessions, and every question asked of one.

export type DataSourceType = 'scrape' | 'pdf' | 'screenshot';

export interface DataSourceRef {
  id: string;
  type: DataSourceType;
  url: string;
  /** when the page was loaded (the scrape's scraped_at, the file's created_at) */
  scraped_at: string;
  /** a PDF's or screenshot's expiry (absent for scrapes, which are kept until deleted, and on sessions made before it was kept) */
  expires_at?: string;
}

export interface SessionError {
  code: string;
  message: string;
  source_id: string | null;
}

export interface ResearchSessionRecord {
  id: string;
  user_id: string;
  env: KeyEnv;
  name: string;
  description: string | null;
  data_sources: DataSourceRef[];
  status: 'processing' | 'ready' | 'error';
  error: SessionError | null;
  /** the file store key of the index (set when ready) */
  index_key: string | null;
  /** sources deleted or expired since the session was made, by id: when that was noticed (never searched again) */
  gone_sources?: Record<string, string>;
  questions_asked: number;
  total_credits_used: number;
  created_at: string;
  ready_at: string | null;
  last_question_at: string | null;
}

export interface ResearchQuestionRecord {
  id: string;
  session_id: string;
  user_id: string;
  env: KeyEnv;
  question: string;
  context: string | null;
  format: 'text' | 'table' | 'json';
  answer: unknown;
  found: boolean;
  confidence: number;
  sources: Array<{ id: string; url: string; relevance: number }>;
  span: { text: string; type: string } | null;
  credits_used: number;
  asked_at: string;
}

export const RESEARCH_COLLECTIONS = { sessions: 'research_sessions', questions: 'research_questions' } as const;

/** The index's key in the file store. */
export const indexKeyOf = (sessionId: string): string => `research/${sessionId}.index.json`;
