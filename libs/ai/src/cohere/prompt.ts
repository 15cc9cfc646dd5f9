// The messages sent to Cohere: the page's cleaned content and what to extract, asking for JSON only.
import type { FieldsRequest, RecordsRequest } from '../types.js';
import { mainContent } from '../main-content.js';
import * as cheerio from 'cheerio';

const MAX_CONTENT = 24_000;

/** readable text plus the structured data the page states (JSON-LD and meta), within a size budget */
export function cleanedContent(html: string, url: string): string {
  const $ = cheerio.load(html);
  const jsonLd = $('script[type="application/ld+json" i]').map((_, el) => $(el).text().trim()).get().join('\n').slice(0, 6000);
  const meta = $('meta[property],meta[name]')
    .map((_, el) => `${$(el).attr('property') ?? $(el).attr('name')}: ${$(el).attr('content') ?? ''}`)
    .get()
    .filter((l) => l.length < 300)
    .join('\n')
    .slice(0, 3000);
  const content = mainContent(html, url);
  const body = content.text.length > 200 ? content.text : $('body').text().replace(/\s+/g, ' ');
  return [`URL: ${url}`, content.title ? `Title: ${content.title}` : '', meta ? `Meta:\n${meta}` : '', jsonLd ? `JSON-LD:\n${jsonLd}` : '', `Content:\n${body}`]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, MAX_CONTENT);
}

export const SYSTEM = 'You extract data from web pages. Answer with JSON only, matching the given JSON schema. Use only facts stated on the page; use null for anything the page does not state. Never invent values.';

export function fieldsSchema(fields: FieldsRequest['fields']): object {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { description }]));
  // no required keys: a field the model leaves out is null, like one it could not find
  return { type: 'object', properties };
}

export function fieldsMessage(req: FieldsRequest, content: string): string {
  const list = Object.entries(req.fields).map(([k, d]) => `- ${k}: ${d}`).join('\n');
  return `Extract these fields from the page (a list when the description asks for several):\n${list}\n\nPage:\n${content}`;
}

export function recordsMessage(req: RecordsRequest, content: string, schema: object): string {
  return `${req.prompt}\n\nReturn JSON valid against this schema:\n${JSON.stringify(schema)}\n\nPage:\n${content}`;
}

/** without a schema: an array of records of strings */
export const RECORDS_DEFAULT_SCHEMA = { type: 'object', properties: { records: { type: 'array', items: { type: 'object' } } }, required: ['records'] };
