import type { Operation } from './operation.js';
import { accountOperations, infraOperations } from './account.js';
import { contentOperations } from './content.js';

/** Every operation of the API, in documentation order. Later areas add theirs here. */
export function allOperations(): Operation[] {
  return [...Object.values(infraOperations), ...Object.values(contentOperations), ...Object.values(accountOperations)];
}
