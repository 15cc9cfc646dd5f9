// What the scheduler role runs on a timer for the areas: refunds of holds whose work died,
// and the expiry of file-backed records.
export { CreditLedger } from './account/credits.js';
export { ArtifactCatalog, type ArtifactRecord } from './artifacts/catalog.js';
export { startArtifactSweep } from './artifacts/sweep.js';
export { PDF_COLLECTION, type PdfRecord } from './pdf/jobs.js';
export { SCREENSHOT_COLLECTION, type ScreenshotRecord } from './screenshot/jobs.js';
export { DeliveryQueue } from './webhooks/delivery-queue.js';
export type { DeliveryRequest, DeliveryRecord, DeliveryAttempt } from './webhooks/deliveries.js';
