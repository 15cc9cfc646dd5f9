// The default engine: no model, no network. Parses each page once and reads what it states.
import type { ExtractionEngine, FieldsRequest, RecordsRequest, RecordsResult } from '../types.js';
import { Page } from './page.js';
import { extractFields } from './fields.js';
import { extractRecordsFrom } from './records.js';
import { validateAgainst, describeErrors } from '../schema.js';
import { GleanerError } from '@gleaner/platform';

export interface LocalEngineOptions {
  /** pages larger than this are cut before parsing (bytes of HTML); default 5 MB */
  maxHtmlBytes?: number;
}

export class LocalEngine implements ExtractionEngine {
  readonly name = 'local' as const;
  private readonly maxHtml: number;

  constructor(options: LocalEngineOptions = {}) {
    this.maxHtml = options.maxHtmlBytes ?? 5 * 1024 * 1024;
  }

  private page(html: string, url: string): Page {
    return new Page(html.length > this.maxHtml ? html.slice(0, this.maxHtml) : html, url);
  }

  async extractFields(req: FieldsRequest): Promise<Record<string, unknown>> {
    return extractFields(this.page(req.html, req.url), req.fields);
  }

  async extractRecords(req: RecordsRequest): Promise<RecordsResult> {
    const result = extractRecordsFrom(this.page(req.html, req.url), req);
    if (req.schema) {
      const errors = validateAgainst(req.schema, result.data);
      // what the page states did not fit the schema (required values missing): say so instead of inventing
      if (errors.length) throw new GleanerError('extraction_failed', `extracted data does not match the schema: ${describeErrors(errors)}`, { details: { errors: errors.slice(0, 10) } });
    }
    return result;
  }
}
