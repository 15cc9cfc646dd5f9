import type { GleanerError } from './errors.js';

// The success and error envelopes of the spec.

export interface CreditFields {
  credits_used: number;
  credits_remaining: number;
}

export function ok<T>(data: T, extra: Record<string, unknown> = {}): { success: true; data: T } & Record<string, unknown> {
  return { success: true, data, ...extra };
}

export function okMessage(message: string, extra: Record<string, unknown> = {}): { success: true; message: string } {
  return { success: true, message, ...extra };
}

export function errorBody(err: GleanerError): { success: false; error: Record<string, unknown> } {
  const error: Record<string, unknown> = { code: err.code, message: err.message };
  if (err.details && Object.keys(err.details).length > 0) error.details = err.details;
  if (err.extra) Object.assign(error, err.extra);
  return { success: false, error };
}
