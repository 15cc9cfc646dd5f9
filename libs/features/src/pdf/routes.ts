import { pdfOperations as ops } from '@gleaner/contract';
import type { ApiServer } from '../http/api-server.js';
import type { ArtifactCatalog } from '../artifacts/catalog.js';
import { createArtifact, type ArtifactServiceDeps } from '../artifacts/service.js';
import { mountArtifactReads } from '../artifacts/routes.js';
import type { PdfRecord } from './jobs.js';
import { pdfView } from './view.js';
import { PDF_COST } from './cost.js';

export { PDF_COST };

// POST /pdf/generate (2 credits), GET /pdf/list, GET/DELETE /pdf/{id}.

export function mountPdfRoutes(server: ApiServer, catalog: ArtifactCatalog<PdfRecord>, deps: ArtifactServiceDeps): void {
  server.mount(ops.generatePdf, async ({ auth, body, requestId }) => {
    const { record, credits } = await createArtifact(deps, catalog, auth, { kind: 'pdf', idPrefix: 'pdf', cost: PDF_COST, operation: 'pdf/generate', payload: body, requestId });
    return { data: await pdfView(catalog, record, false), credits };
  });
  mountArtifactReads(server, { list: ops.listPdfs, get: ops.getPdf, remove: ops.deletePdf }, catalog, (r, withSettings) => pdfView(catalog, r, withSettings), 'PDF');
}
