import { spanUrl, withSpan } from '@gleaner/platform';
import type { ExtractionEngine } from './types.js';

// Spans around an extraction engine's calls (extract.fields, extract.records). Applied only when
// tracing is on (createEngine). Page HTML, prompts and results are not recorded.

export function tracedEngine(engine: ExtractionEngine): ExtractionEngine {
  return {
    name: engine.name,
    extractFields: (req) => withSpan('extract.fields', { 'gleaner.engine': engine.name, 'gleaner.fields': Object.keys(req.fields).length, 'url.full': spanUrl(req.url) }, () => engine.extractFields(req)),
    extractRecords: (req) => withSpan('extract.records', { 'gleaner.engine': engine.name, 'gleaner.schema': req.schema !== undefined, 'url.full': spanUrl(req.url) }, () => engine.extractRecords(req)),
  };
}
