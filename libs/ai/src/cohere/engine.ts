// The Cohere engine: the page's cleaned content and the requested fields or schema go to /v2/chat with a
// JSON response format; the answer is validated with ajv, retried once with the validation errors, and
// otherwise fails as extraction_failed (422).
import { CohereClientV2 } from 'cohere-ai';
import { parseJsonReply } from './json-reply.js';
import { GleanerError } from '@gleaner/platform';
import type { ExtractionEngine, FieldsRequest, RecordsRequest, RecordsResult } from '../types.js';
import { describeErrors, validateAgainst } from '../schema.js';
import { cleanedContent, fieldsMessage, fieldsSchema, recordsMessage, RECORDS_DEFAULT_SCHEMA, SYSTEM } from './prompt.js';

export interface CohereEngineOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  /** HTTP retries of the client (network errors, 429, 5xx); default 2 */
  maxRetries?: number;
  timeoutSeconds?: number;
}

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };


export class CohereEngine implements ExtractionEngine {
  readonly name = 'cohere' as const;
  private readonly client: CohereClientV2;
  private readonly model: string;

  constructor(options: CohereEngineOptions) {
    this.client = new CohereClientV2({
      token: options.apiKey,
      ...(options.baseUrl ? { environment: options.baseUrl } : {}),
      maxRetries: options.maxRetries ?? 2,
      timeoutInSeconds: options.timeoutSeconds ?? 60,
    });
    this.model = options.model ?? 'command-a-03-2025';
  }

  private async chat(messages: ChatMessage[], schema: object): Promise<string> {
    try {
      const res = await this.client.chat({
        model: this.model,
        messages,
        responseFormat: { type: 'json_object', jsonSchema: schema as Record<string, unknown> },
        temperature: 0,
      });
      const parts = res.message?.content ?? [];
      return parts.map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join('');
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      throw new GleanerError('service_unavailable', `the extraction model is unavailable${status ? ` (HTTP ${status})` : ''}`, { cause: err });
    }
  }

  /** one call, then one repair call with the validation errors; the answer validated against `schema` */
  private async generate(userMessage: string, schema: object): Promise<unknown> {
    const messages: ChatMessage[] = [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: userMessage },
    ];
    let problem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      const text = await this.chat(messages, schema);
      let value: unknown;
      try {
        value = parseJsonReply(text);
      } catch {
        problem = 'the answer is not valid JSON';
        messages.push({ role: 'assistant', content: text }, { role: 'user', content: `${problem}. Answer again with JSON only, valid against the schema.` });
        continue;
      }
      const errors = validateAgainst(schema, value);
      if (!errors.length) return value;
      problem = describeErrors(errors);
      messages.push({ role: 'assistant', content: text }, { role: 'user', content: `Your JSON does not validate against the schema: ${problem}. Answer again with corrected JSON only.` });
    }
    throw new GleanerError('extraction_failed', `the model's output did not match the schema after a retry: ${problem}`, { details: { reason: problem } });
  }

  async extractFields(req: FieldsRequest): Promise<Record<string, unknown>> {
    const schema = fieldsSchema(req.fields);
    const value = (await this.generate(fieldsMessage(req, cleanedContent(req.html, req.url)), schema)) as Record<string, unknown>;
    // every requested key present, nothing else
    return Object.fromEntries(Object.keys(req.fields).map((k) => [k, value[k] === undefined || value[k] === '' ? null : value[k]]));
  }

  async extractRecords(req: RecordsRequest): Promise<RecordsResult> {
    const schema = req.schema ?? RECORDS_DEFAULT_SCHEMA;
    const value = await this.generate(recordsMessage(req, cleanedContent(req.html, req.url), schema), schema);
    if (!req.schema) {
      const records = (value as { records: unknown[] }).records;
      return { data: records, items: records.length };
    }
    if (Array.isArray(value)) return { data: value, items: value.length };
    const obj = value as Record<string, unknown>;
    const arrays = Object.values(obj).filter(Array.isArray);
    return { data: obj, items: Object.keys(obj).length === 1 && arrays.length === 1 ? arrays[0].length : 1 };
  }
}
