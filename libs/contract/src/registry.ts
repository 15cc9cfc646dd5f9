import type { Operation } from './operation.js';
import { accountOperations, infraOperations } from './account.js';
import { contentOperations } from './content.js';
import { pdfOperations } from './pdf.js';
import { screenshotOperations } from './screenshot.js';
import { scheduleOperations } from './schedules.js';
import { monitoringOperations } from './monitoring.js';
import { researchOperations } from './research.js';

/** Every operation of the API, in documentation order. Later areas add theirs here. */
export function allOperations(): Operation[] {
  return [infraOperations, contentOperations, pdfOperations, screenshotOperations, scheduleOperations, monitoringOperations, researchOperations, accountOperations].flatMap((ops) => Object.values(ops) as Operation[]);
}
