export * from './operation.js';
export * from './common.js';
export * from './formats.js';
export * from './stored-url.js';
export * from './webhook-headers.js';
export * from './validator.js';
export * from './openapi.js';
export { accountOperations, infraOperations, profile, usageReport } from './account.js';
export { allOperations } from './registry.js';
export { rawOperations } from './raw-operations.js';
export { contentOperations, scrapeBody, extractBody, type ScrapeBody, type ExtractBody } from './content.js';
export { loadOptions, selector, type LoadFields } from './render-options.js';
export { pdfOperations, pdfBody, type PdfBody } from './pdf.js';
export { screenshotOperations, screenshotBody, type ScreenshotBody } from './screenshot.js';
export { type ArtifactReadOperations } from './artifact-operations.js';
export { scheduleOperations, scheduleBody, scheduleRun, scheduleConfigSchemas, SCHEDULE_TYPES, SCHEDULE_FREQUENCIES, SCHEDULE_STATUSES, RUN_STATUSES, type ScheduleBody } from './schedules.js';
export {
  monitoringOperations,
  monitorBody,
  monitorPatchBody,
  channelBody,
  channelPatchBody,
  monitorCheck,
  monitorAlert,
  MONITOR_TYPES,
  CHECK_INTERVALS,
  MONITOR_STATUSES,
  CHANNEL_TYPES,
  CHECK_STATUSES,
  type MonitorBody,
  type MonitorPatchBody,
  type ChannelBody,
  type ChannelPatchBody,
} from './monitoring.js';
export { researchOperations, researchBody, askBody, RESEARCH_STATUSES, DATA_SOURCE_TYPES, RESEARCH_FORMATS, MAX_RESEARCH_SOURCES, MAX_QUESTION_CHARS, type ResearchBody, type AskBody } from './research.js';
