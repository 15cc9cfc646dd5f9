import { validationError, type FieldProblem } from './errors.js';

// page/limit checks and the pagination block of list responses.

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

function parseInteger(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : NaN;
  if (typeof raw === 'string' && /^-?\d+$/.test(raw.trim())) return Number(raw.trim());
  return NaN;
}

/** Reads page and limit from a query; every problem is reported at once. */
export function parsePageRequest(query: Record<string, unknown>): PageRequest {
  const problems: FieldProblem[] = [];
  const page = parseInteger(query.page) ?? 1;
  const limit = parseInteger(query.limit) ?? DEFAULT_LIMIT;
  if (!Number.isInteger(page) || page < 1) problems.push({ field: 'page', message: 'must be an integer of 1 or more' });
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) problems.push({ field: 'limit', message: `must be an integer from 1 to ${MAX_LIMIT}` });
  if (problems.length > 0) throw validationError(problems);
  return { page, limit, offset: (page - 1) * limit };
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
}

export interface CamelPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pagination(req: PageRequest, total: number): Pagination {
  return { page: req.page, limit: req.limit, total, total_pages: Math.ceil(total / req.limit) };
}

/** The monitoring endpoints name the last field totalPages. */
export function camelPagination(req: PageRequest, total: number): CamelPagination {
  return { page: req.page, limit: req.limit, total, totalPages: Math.ceil(total / req.limit) };
}
