import { defineOperations, type BodyOf } from './operation.js';
import { idParams, nameOf, nullableTimestamp, object, pageQuery, timestamp } from './common.js';

// POST/GET /research, GET/DELETE /research/{id}, GET /research/{id}/questions, POST /research/{id}/ask.
// A session searches the page texts of the user's own scrapes, PDFs and screenshots; it is processing
// while a worker indexes them, then ready (or error, naming the source that could not be read).

export const RESEARCH_STATUSES = ['processing', 'ready', 'error'] as const;
export const DATA_SOURCE_TYPES = ['scrape', 'pdf', 'screenshot'] as const;
export const RESEARCH_FORMATS = ['text', 'table', 'json'] as const;
export const MAX_RESEARCH_SOURCES = 50;
/** A question of this many characters or more is question_too_long (decisions.md). */
export const MAX_QUESTION_CHARS = 1000;

export const researchBody = object(
  {
    name: nameOf(200),
    description: { type: 'string', maxLength: 2000 },
    data_sources: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_RESEARCH_SOURCES,
      items: { type: 'string', minLength: 1, maxLength: 100 },
      description: 'ids of your scrapes (GET /content/data), PDFs and screenshots: 1 to 50 (an id given twice counts once), at most 10 MB of page text in all',
    },
  },
  ['name', 'data_sources'],
);

export const askBody = object(
  {
    question: { type: 'string', minLength: 1, description: 'under 1000 characters (question_too_long otherwise)' },
    context: { type: 'string', maxLength: 4000, description: 'words that narrow or add to the question: they join the search for passages' },
    format: { type: 'string', enum: RESEARCH_FORMATS, default: 'text' },
  },
  ['question'],
);

const dataSource = object(
  {
    id: { type: 'string' },
    type: { type: 'string', enum: DATA_SOURCE_TYPES },
    url: { type: 'string' },
    scraped_at: { ...timestamp, description: 'detail only: when the page was loaded' },
    gone: { type: 'boolean', description: 'extension, detail only: deleted or expired since the session was made (never searched, quoted or cited again)' },
  },
  ['id', 'type', 'url'],
);

const sessionFields = {
  id: { type: 'string' },
  name: { type: 'string' },
  description: { type: ['string', 'null'] },
  data_sources: { type: 'array', items: dataSource },
  data_sources_count: { type: 'integer' },
  questions_asked: { type: 'integer' },
  total_credits_used: { type: 'integer' },
  status: { type: 'string', enum: RESEARCH_STATUSES },
  error: {
    type: ['object', 'null'],
    description: 'why the session is in error: the source that could not be read (null otherwise)',
    properties: { code: { type: 'string' }, message: { type: 'string' }, source_id: { type: ['string', 'null'] } },
  },
  created_at: timestamp,
  ready_at: { ...nullableTimestamp, description: 'extension: when indexing finished' },
  last_question_at: nullableTimestamp,
} as const;

const createdSession = object(sessionFields, ['id', 'name', 'description', 'data_sources', 'status', 'created_at']);
const listedSession = object(sessionFields, ['id', 'name', 'description', 'data_sources', 'data_sources_count', 'questions_asked', 'status', 'created_at', 'last_question_at']);
const detailedSession = object(sessionFields, ['id', 'name', 'description', 'data_sources', 'questions_asked', 'total_credits_used', 'status', 'error', 'created_at', 'ready_at', 'last_question_at']);

const citedSource = object({ id: { type: 'string' }, url: { type: 'string' }, relevance: { type: 'number', minimum: 0, maximum: 1 } }, ['id', 'url', 'relevance']);

const answered = object(
  {
    id: { type: 'string', description: 'extension: the stored question (GET /research/{id}/questions)' },
    question: { type: 'string' },
    answer: { description: 'a string (text); {headers, rows} (table); any JSON value (json)' },
    format: { type: 'string', enum: RESEARCH_FORMATS, description: 'present for table and json' },
    sources: { type: 'array', items: citedSource, description: 'the stored items the answer came from, the answer\'s own first; empty when not found' },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    found: { type: 'boolean', description: 'extension: false when the sources do not contain the answer (the answer then says so)' },
    span: {
      type: ['object', 'null'],
      description: 'extension: the short answer inside the text answer, typed by what the question asks (local engine; null otherwise)',
      properties: { text: { type: 'string' }, type: { type: 'string' } },
    },
    asked_at: timestamp,
  },
  ['id', 'question', 'answer', 'sources', 'confidence', 'found', 'asked_at'],
);

const storedQuestion = object(
  {
    id: { type: 'string' },
    question: { type: 'string' },
    context: { type: ['string', 'null'] },
    format: { type: 'string', enum: RESEARCH_FORMATS },
    answer: { description: 'as POST /research/{id}/ask answered it' },
    confidence: { type: 'number' },
    sources: { type: 'array', items: citedSource },
    credits_used: { type: 'integer' },
    asked_at: timestamp,
  },
  ['id', 'question', 'answer', 'confidence', 'asked_at'],
);

const tag = 'Deep research';
const notFound = ['not_found'];

export const researchOperations = defineOperations({
  createResearch: {
    id: 'createResearch', method: 'post', path: '/v1/research', tag, auth: 'key', usageName: 'research', successStatus: 201, credits: true,
    summary: 'A research session over your stored scrapes, PDFs and screenshots (no credits); processing until its sources are indexed',
    body: researchBody, response: createdSession, errors: ['invalid_parameter', 'missing_parameter'],
  },
  listResearch: {
    id: 'listResearch', method: 'get', path: '/v1/research', tag, auth: 'key', usageName: 'research', paginated: 'snake',
    summary: 'Research sessions, newest first, filtered by status',
    query: object({ ...pageQuery, status: { type: 'string', enum: RESEARCH_STATUSES } }), response: { type: 'array', items: listedSession },
  },
  getResearch: {
    id: 'getResearch', method: 'get', path: '/v1/research/{id}', tag, auth: 'key', usageName: 'research', params: idParams,
    summary: 'One session with its sources (and when each was scraped), question count and credits used', response: detailedSession, errors: notFound,
  },
  listQuestions: {
    id: 'listResearchQuestions', method: 'get', path: '/v1/research/{id}/questions', tag, auth: 'key', usageName: 'research/questions', paginated: 'snake', params: idParams,
    summary: 'The questions asked of a session, newest first, with their answers', query: object({ ...pageQuery }), response: { type: 'array', items: storedQuestion }, errors: notFound,
  },
  ask: {
    id: 'askResearch', method: 'post', path: '/v1/research/{id}/ask', tag, auth: 'key', usageName: 'research/ask', credits: true, params: idParams,
    summary: 'Ask a question of a ready session (5 credits): the answer from its sources, the sources it came from and a confidence',
    body: askBody, response: answered, errors: [...notFound, 'research_not_ready', 'question_too_long', 'invalid_parameter', 'missing_parameter', 'insufficient_credits', 'service_unavailable', 'timeout'],
  },
  deleteResearch: {
    id: 'deleteResearch', method: 'delete', path: '/v1/research/{id}', tag, auth: 'key', usageName: 'research', params: idParams, messageOnly: true,
    summary: 'Delete a session, its questions and its index', errors: notFound,
  },
});

export type ResearchBody = BodyOf<typeof researchOperations.createResearch>;
export type AskBody = BodyOf<typeof researchOperations.ask>;
