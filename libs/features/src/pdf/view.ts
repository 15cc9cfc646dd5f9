import type { ArtifactCatalog } from '../artifacts/catalog.js';
import type { PdfRecord } from './jobs.js';

// A pdf record as the API shows it (its link signed for its remaining life).

export async function pdfView(catalog: ArtifactCatalog<PdfRecord>, r: PdfRecord, withSettings: boolean) {
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
