import type { ArtifactCatalog } from '../artifacts/catalog.js';
import type { ScreenshotRecord } from './jobs.js';

// A screenshot record as the API shows it (its link signed for its remaining life).

export async function screenshotView(catalog: ArtifactCatalog<ScreenshotRecord>, r: ScreenshotRecord, withSettings: boolean) {
  return {
    id: r.id,
    url: r.url,
    image_url: await catalog.link(r),
    type: r.type,
    width: r.width,
    height: r.height,
    file_size: r.file_size,
    ...(withSettings ? { settings: { full_page: r.settings.full_page, viewport: r.settings.viewport } } : {}),
    created_at: r.created_at,
    expires_at: r.expires_at,
  };
}
