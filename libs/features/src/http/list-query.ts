import { GleanerError, pagination, parsePageRequest, type PageRequest } from '@gleaner/platform';
import type { FieldCondition, FindOptions } from '@gleaner/store';

// Shared pieces of list endpoints: page/limit, sort/order, and from/to on created_at.

/** What listOptions reads of a list endpoint's validated query (each names its own sort fields in the contract). */
export interface ListQuery {
  page?: number;
  limit?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  from?: string;
  to?: string;
}

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** from/to are inclusive; a date-only `to` covers that whole day (decisions.md). */
export function createdBetween(from?: string, to?: string): FieldCondition | undefined {
  if (!from && !to) return undefined;
  const condition: FieldCondition = {};
  if (from) condition.$gte = new Date(isDateOnly(from) ? `${from}T00:00:00.000Z` : from).toISOString();
  if (to) condition.$lte = new Date(isDateOnly(to) ? `${to}T23:59:59.999Z` : to).toISOString();
  if (condition.$gte && condition.$lte && condition.$gte > condition.$lte) {
    throw new GleanerError('invalid_parameter', '`from` is after `to`', { details: { field: 'from', errors: [{ field: 'from', message: 'must not be after to' }] } });
  }
  return condition;
}

export function listOptions(query: ListQuery, exclude: string[] = []): { page: PageRequest; find: FindOptions } {
  const page = parsePageRequest(query as Record<string, unknown>);
  return {
    page,
    find: { sort: [{ field: query.sort ?? 'created_at', order: query.order ?? 'desc' }], skip: page.offset, limit: page.limit, exclude },
  };
}

export { pagination };
