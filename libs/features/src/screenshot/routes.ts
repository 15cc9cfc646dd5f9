import { screenshotOperations as ops } from '@gleaner/contract';
import { validationError } from '@gleaner/platform';
import { viewportSizeProblems, type CaptureLimits } from '@gleaner/browser/capture-size';
import type { ApiServer } from '../http/api-server.js';
import type { ArtifactCatalog } from '../artifacts/catalog.js';
import { createArtifact, type ArtifactServiceDeps } from '../artifacts/service.js';
import { mountArtifactReads } from '../artifacts/routes.js';
import type { ScreenshotRecord } from './jobs.js';
import { screenshotView } from './view.js';
import { SCREENSHOT_COST } from './cost.js';

export { SCREENSHOT_COST };

// POST /screenshot/capture (1 credit), GET /screenshot/list, GET/DELETE /screenshot/{id}.

export function mountScreenshotRoutes(server: ApiServer, catalog: ArtifactCatalog<ScreenshotRecord>, deps: ArtifactServiceDeps, limits: CaptureLimits): void {
  server.mount(ops.captureScreenshot, async ({ auth, body, requestId }) => {
    // A viewport too large to capture is refused before anything is charged (the schema checks
    // each number alone; their product is checked here).
    const viewport = body.viewport && { width: body.viewport.width, height: body.viewport.height, deviceScaleFactor: body.viewport.device_scale_factor };
    const problems = viewportSizeProblems({ viewport, viewportPreset: body.viewport_preset }, limits);
    if (problems.length) throw validationError(problems);
    const { record, credits } = await createArtifact(deps, catalog, auth, {
      kind: 'screenshot', idPrefix: 'shot', cost: SCREENSHOT_COST, operation: 'screenshot/capture', payload: body,
      // The delay is part of the work: the deadline must cover it.
      extraMs: body.delay,
      requestId,
    });
    return { data: await screenshotView(catalog, record, false), credits };
  });
  mountArtifactReads(server, { list: ops.listScreenshots, get: ops.getScreenshot, remove: ops.deleteScreenshot }, catalog, (r, withSettings) => screenshotView(catalog, r, withSettings), 'Screenshot');
}
