// The bus names of research. Indexing is a job a worker takes (`research-index`); a question is a
// request a worker answers (`research-ask`): the API neither reads the sources' texts into an index
// nor holds one.

export const RESEARCH_INDEX_TOPIC = 'research-index';
export const RESEARCH_INDEXERS_GROUP = 'research-indexers';
export const RESEARCH_ASK_TOPIC = 'research-ask';
export const RESEARCH_ANSWERERS_GROUP = 'research-answerers';
/** How long an ask waits for its answer (a cold index is read from the file store first). */
export const ASK_DEADLINE_MS = 30_000;

export interface IndexMessage {
  sessionId: string;
}

export interface AskMessage {
  sessionId: string;
  indexKey: string;
  question: string;
  context?: string;
  format: 'text' | 'table' | 'json';
  /** sources deleted or expired since indexing: never searched, quoted or cited */
  gone?: string[];
}
