import { defineOperations, type BodyOf, type JsonSchema } from './operation.js';
import { httpUrl, id, object, timestamp } from './common.js';
import { artifactReadOperations } from './artifact-operations.js';
import { loadOptions } from './render-options.js';

// POST /pdf/generate, GET /pdf/list, GET/DELETE /pdf/{id}.

const length = { type: 'string', pattern: '^\\s*\\d+(\\.\\d+)?\\s*(px|in|cm|mm)?\\s*$', maxLength: 20, description: 'pixels ("20", "20px") or with units (in, cm, mm)' } as const satisfies JsonSchema;
const template = { type: 'string', maxLength: 50_000, description: 'HTML; elements of class pageNumber, totalPages, date, title, url are filled in' } as const satisfies JsonSchema;

export const pdfBody = object(
  {
    url: httpUrl,
    format: { type: 'string', enum: ['a4', 'letter', 'legal'], default: 'a4' },
    orientation: { type: 'string', enum: ['portrait', 'landscape'], default: 'portrait' },
    margin: object({ top: length, right: length, bottom: length, left: length }),
    scale: { type: 'number', minimum: 0.1, maximum: 2, default: 1 },
    print_background: { type: 'boolean', default: true },
    header_template: template,
    footer_template: template,
    display_header_footer: { type: 'boolean' },
    page_ranges: { type: 'string', maxLength: 200, description: 'e.g. "1-3, 5"' },
    ...loadOptions,
  },
  ['url'],
);

const settings = object({ format: { type: 'string' }, orientation: { type: 'string' }, scale: { type: 'number' } }, ['format', 'orientation', 'scale']);

const pdfRecord = (withSettings: boolean): JsonSchema =>
  object(
    {
      id,
      url: { type: 'string' },
      pdf_url: { type: 'string', description: 'signed download link, no key needed, valid until expires_at' },
      file_size: { type: 'integer' },
      pages: { type: 'integer' },
      ...(withSettings ? { settings } : {}),
      created_at: timestamp,
      expires_at: timestamp,
    },
    ['id', 'url', 'pdf_url', 'file_size', 'pages', 'created_at', 'expires_at', ...(withSettings ? (['settings'] as const) : [])],
  );

const create = defineOperations({
  generatePdf: {
    id: 'generatePdf', method: 'post', path: '/v1/pdf/generate', tag: 'PDF', auth: 'key', usageName: 'pdf/generate', render: true, credits: true,
    summary: 'Render a page to PDF (2 credits; refunded on failure)', body: pdfBody, response: pdfRecord(false),
    errors: ['invalid_url', 'url_not_accessible', 'timeout', 'blocked', 'page_too_large', 'insufficient_credits', 'service_unavailable'],
  },
});

const reads = artifactReadOperations({ area: 'pdf', tag: 'PDF', noun: 'pdf', plural: 'PDFs', record: pdfRecord });

export const pdfOperations = { ...create, listPdfs: reads.list, getPdf: reads.get, deletePdf: reads.remove };

/** A PDF request as the handler receives it (validated, defaults filled in). */
export type PdfBody = BodyOf<typeof pdfOperations.generatePdf>;
