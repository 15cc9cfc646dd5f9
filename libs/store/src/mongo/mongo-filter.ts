import type { Filter as MongoFilter, Sort, UpdateFilter } from 'mongodb';
import type { Filter, FindOptions, Scalar, Update } from '../port.js';
import { assertPath, isCondition } from '../paths.js';

// The port's filters, sorts and updates in MongoDB's language. The port's operators are a subset
// of MongoDB's with the same meaning (null matches a missing field; ranges compare within a type),
// except $contains, a case-insensitive substring: a regular expression with every character escaped.
// Only the port's operators pass: a path or operator MongoDB would read as code ($where) is refused.

const OPERATORS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$contains', '$exists']);

function scalar(value: unknown, path: string): Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`filter on ${path}: a value must be a string, number, boolean or null`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function mongoFilter(filter: Filter): MongoFilter<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [path, expected] of Object.entries(filter)) {
    assertPath(path);
    if (!isCondition(expected)) {
      out[path] = { $eq: scalar(expected, path) };
      continue;
    }
    const condition: Record<string, unknown> = {};
    for (const [op, value] of Object.entries(expected)) {
      if (!OPERATORS.has(op)) throw new Error(`filter on ${path}: unknown operator ${op}`);
      if (value === undefined) continue;
      if (op === '$contains') {
        condition.$regex = escapeRegExp(String(value));
        condition.$options = 'i';
      } else if (op === '$in' || op === '$nin') {
        if (!Array.isArray(value)) throw new Error(`filter on ${path}: ${op} takes a list`);
        condition[op] = value.map((v) => scalar(v, path));
      } else if (op === '$exists') {
        condition[op] = value === true;
      } else {
        condition[op] = scalar(value, path);
      }
    }
    out[path] = condition;
  }
  return out;
}

/** The port's order: the keys given, then the id (in the first key's direction) so pages are stable. */
export function mongoSort(options: FindOptions): Sort {
  const keys = options.sort ?? [];
  const sort: Record<string, 1 | -1> = {};
  for (const k of keys) {
    assertPath(k.field);
    sort[k.field] = k.order === 'desc' ? -1 : 1;
  }
  if (!('id' in sort)) sort.id = keys[0]?.order === 'desc' ? -1 : 1;
  return sort;
}

/** Leaves out _id (an ObjectId of the adapter's, not the document's) and the excluded fields. */
export function mongoProjection(options: FindOptions = {}): Record<string, 0> {
  const projection: Record<string, 0> = { _id: 0 };
  for (const path of options.exclude ?? []) {
    assertPath(path);
    projection[path] = 0;
  }
  return projection;
}

/** null: the update changes nothing (MongoDB refuses an empty update document). */
export function mongoUpdate(update: Update): UpdateFilter<Record<string, unknown>> | null {
  const out: Record<string, Record<string, unknown>> = {};
  const set = Object.entries(update.$set ?? {});
  const inc = Object.entries(update.$inc ?? {});
  const unset = update.$unset ?? [];
  if (set.length > 0) {
    out.$set = {};
    for (const [path, value] of set) {
      assertPath(path);
      if (path === 'id') throw new Error('the id of a document cannot change');
      out.$set[path] = value;
    }
  }
  if (inc.length > 0) {
    out.$inc = {};
    for (const [path, delta] of inc) {
      assertPath(path);
      if (path === 'id') throw new Error('the id of a document cannot change');
      if (typeof delta !== 'number') throw new Error(`$inc of ${path}: a number`);
      out.$inc[path] = delta;
    }
  }
  if (unset.length > 0) {
    out.$unset = {};
    for (const path of unset) {
      assertPath(path);
      if (path === 'id') throw new Error('the id of a document cannot be removed');
      out.$unset[path] = '';
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}
