import { defineOperations, type BodyOf } from './operation.js';
import { httpUrl, id, idParams, isoDateOrTime, object, pageQuery, sortQuery, timestamp } from './common.js';
import { loadOptions, selector } from './render-options.js';

// POST /content/scrape, POST /content/extract, GET/DELETE /content/data.

const metadata = object(
  { status_code: { type: 'integer' }, content_type: { type: 'string' }, load_time_ms: { type: 'integer' } },
  ['status_code', 'content_type', 'load_time_ms'],
);

export const scrapeBody = object(
  {
    url: httpUrl,
    extract: {
      type: 'object',
      maxProperties: 100,
      // __proto__ cannot be a key of the answer's object (it would set its prototype instead).
      propertyNames: { minLength: 1, maxLength: 100, not: { const: '__proto__' } },
      additionalProperties: { type: 'string', minLength: 1, maxLength: 1000 },
      description: 'field name -> what to extract, in plain words',
    },
    javascript: { type: 'boolean', default: true, description: 'false: plain HTTP fetch, no browser' },
    pagination: object(
      { next_button_selector: selector, max_pages: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
      ['next_button_selector'],
    ),
    ...loadOptions,
  },
  ['url'],
);

export const extractBody = object(
  {
    url: httpUrl,
    prompt: { type: 'string', minLength: 1, maxLength: 4000 },
    schema: { type: 'object', description: 'JSON Schema of the output (e.g. an array of objects)' },
    format: { type: 'string', enum: ['json', 'csv', 'table'], default: 'json' },
    javascript: { type: 'boolean', default: true },
    ...loadOptions,
  },
  ['url', 'prompt'],
);

const scrapeResult = object(
  {
    id,
    url: { type: 'string' },
    extracted: { type: 'object' },
    raw_html: { type: 'string' },
    metadata,
    pages_scraped: { type: 'integer' },
    scraped_at: timestamp,
  },
  ['id', 'url', 'extracted', 'raw_html', 'scraped_at', 'pages_scraped'],
);

const extractionResult = object(
  {
    id,
    url: { type: 'string' },
    extracted: { type: ['array', 'object'] },
    items_count: { type: 'integer' },
    format: { type: 'string' },
    csv_url: { type: 'string' },
    extracted_at: timestamp,
  },
  ['id', 'url', 'extracted', 'items_count', 'extracted_at'],
);

const listedScrape = object({ id, url: { type: 'string' }, extracted: { type: 'object' }, created_at: timestamp }, ['id', 'url', 'extracted', 'created_at']);

const scrapeDetail = object(
  { id, url: { type: 'string' }, extracted: { type: 'object' }, raw_html: { type: 'string' }, metadata, pages_scraped: { type: 'integer' }, created_at: timestamp },
  ['id', 'url', 'extracted', 'raw_html', 'metadata', 'created_at'],
);

const renderErrors = ['invalid_url', 'url_not_accessible', 'timeout', 'blocked', 'page_too_large', 'insufficient_credits', 'concurrent_limit_exceeded', 'service_unavailable'];

export const contentOperations = defineOperations({
  scrape: {
    id: 'scrape', method: 'post', path: '/v1/content/scrape', tag: 'Content', auth: 'key', usageName: 'content/scrape', render: true, credits: true,
    summary: 'Load a page in a browser and extract fields described in plain words',
    description: '1 credit per page fetched; with pagination, lists are concatenated over pages and scalars come from the first page.',
    body: scrapeBody, response: scrapeResult, errors: renderErrors,
  },
  extract: {
    id: 'extract', method: 'post', path: '/v1/content/extract', tag: 'Content', auth: 'key', usageName: 'content/extract', render: true, credits: true,
    summary: 'Extract records from a page by prompt and optional JSON schema, as json, csv or table',
    body: extractBody, response: extractionResult, errors: [...renderErrors, 'extraction_failed'],
  },
  listData: {
    id: 'listData', method: 'get', path: '/v1/content/data', tag: 'Content', auth: 'key', usageName: 'content/data', paginated: 'snake',
    summary: 'Stored scrapes, filtered by url (partial match) and from/to (inclusive)',
    query: object({ ...pageQuery, ...sortQuery(['created_at', 'url']), url: { type: 'string', maxLength: 2000 }, from: isoDateOrTime, to: isoDateOrTime }),
    response: { type: 'array', items: listedScrape },
  },
  getData: {
    id: 'getData', method: 'get', path: '/v1/content/data/{id}', tag: 'Content', auth: 'key', usageName: 'content/data',
    summary: 'One stored scrape with its HTML and load metadata', params: idParams, response: scrapeDetail, errors: ['not_found'],
  },
  deleteData: {
    id: 'deleteData', method: 'delete', path: '/v1/content/data/{id}', tag: 'Content', auth: 'key', usageName: 'content/data', messageOnly: true,
    summary: 'Delete a stored scrape', params: idParams, errors: ['not_found'],
  },
});

/** A scrape request as the handler receives it (validated, defaults filled in). */
export type ScrapeBody = BodyOf<typeof contentOperations.scrape>;
/** An extract request as the handler receives it (validated, defaults filled in). */
export type ExtractBody = BodyOf<typeof contentOperations.extract>;
