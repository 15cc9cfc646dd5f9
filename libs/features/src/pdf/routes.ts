import { pdfOperations as ops } from '@gleaner/contract';
import type { ApiServer } from '../http/api-server.js';
import type { ArtifactCatalog } from '../artifacts/catalog.js';
import { createArtifact, type ArtifactServiceDeps } from '../artifacts/service.js';
import { mountArtifactReads } from '../artifacts/routes.js';
import type { PdfRecord } from './jobs.js';

// POST /pdf/generate (2 credits), GET /pdf/list, GET/DELETE /pdf/{id}.

export const PDF_COST = 2;

async function view(catalog: ArtifactCatalog<PdfRecord>, r: PdfRecord, withSettings: boolean) {
  return {
    id: r.id,
    url: r.url,
    pdf_url: await catalog.link(r),
    file_size: r.file_size,
    pages: r.pages,
    ...(withSettings ? { settings: { format: r.settings.format, orientation: r.settings.orientation, scale: r.settings.scale } } : {}),
    created_at: r.created_at,
    expires_at: r.expires_at,
  };
}

export function mountPdfRoutes(server: ApiServer, catalog: ArtifactCatalog<PdfRecord>, deps: ArtifactServiceDeps): void {
  server.mount(ops.generatePdf, async ({ auth, body, requestId }) => {
    const { record, credits } = await createArtifact(deps, catalog, auth, { kind: 'pdf', idPrefix: 'pdf', cost: PDF_COST, operation: 'pdf/generate', payload: body, requestId });
    return { data: await view(catalog, record, false), credits };
  });
  mountArtifactReads(server, { list: ops.listPdfs, get: ops.getPdf, remove: ops.deletePdf }, catalog, (r, withSettings) => view(catalog, r, withSettings), 'PDF');
}
