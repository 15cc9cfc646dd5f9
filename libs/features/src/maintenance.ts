// What the scheduler role runs on a timer for the areas: refunds of holds whose work died,
// and the expiry of file-backed records.
export { CreditLedger } from './account/credits.js';
export { BusAccountCaches } from './account/account-changes.js';
export { ArtifactCatalog, type ArtifactRecord } from './artifacts/catalog.js';
export { startArtifactSweep } from './artifacts/sweep.js';
export { PDF_COLLECTION, type PdfRecord } from './pdf/jobs.js';
export { SCREENSHOT_COLLECTION, type ScreenshotRecord } from './screenshot/jobs.js';
export { RenderClient } from './render/jobs.js';
export { RunExecutor, type RunDeliveries } from './schedules/run-executor.js';
export { startRunSweeper } from './schedules/run-sweeper.js';
export { workSlots } from './schedules/work-slots.js';
export { dueBacklog, type DueBacklog } from './schedules/due-backlog.js';
export { ScheduleFiring, FIRE_JOB_DATA_INDEXES } from './schedules/agenda-firing.js';
export { SCHEDULE_RUNS_TOPIC, SCHEDULE_RUNNERS_GROUP, SCHEDULE_CHANGES_TOPIC, SCHEDULERS_GROUP, type RunMessage, type ScheduleChange } from './schedules/topics.js';
export { UsageLog } from './account/usage.js';
export { DeliveryQueue } from './webhooks/delivery-queue.js';
export type { DeliveryRequest, DeliveryRecord, DeliveryAttempt } from './webhooks/deliveries.js';
export { CheckExecutor } from './monitoring/check-executor.js';
export { CheckLinker } from './monitoring/check-links.js';
export { CheckScan } from './monitoring/check-scan.js';
export { startCheckRetention } from './monitoring/retention.js';
export { MONITOR_CHECKS_TOPIC, MONITOR_CHECKERS_GROUP, MONITOR_CHECK_REQUESTS_TOPIC, type CheckMessage } from './monitoring/topics.js';
export type { ChangeJudge } from './monitoring/check-outcome.js';
