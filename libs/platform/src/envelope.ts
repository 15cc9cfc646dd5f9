import type { GleanerError } from './errors.js';

// The error envelope of the spec (success bodies are written by the HTTP layer, features/http/respond.ts).

export function errorBody(err: GleanerError): { success: false; error: Record<string, unknown> } {
  const error: Record<string, unknown> = { code: err.code, message: err.message };
  if (err.details && Object.keys(err.details).length > 0) error.details = err.details;
  if (err.extra) Object.assign(error, err.extra);
  return { success: false, error };
}
