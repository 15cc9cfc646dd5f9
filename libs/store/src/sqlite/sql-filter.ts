import type { Filter, FindOptions, Scalar } from '../port.js';
import { assertPath, isCondition } from '../paths.js';

// Turns a port filter into a WHERE clause over a table (id TEXT, doc TEXT JSON).
// The expressions match those of the expression indexes, so SQLite can use them.

export function fieldExpr(path: string): string {
  if (path === 'id') return 'id';
  assertPath(path);
  return `json_extract(doc, '$.${path}')`;
}

function typeExpr(path: string): string {
  return path === 'id' ? `'text'` : `json_type(doc, '$.${path}')`;
}

function bindable(value: Scalar): string | number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

export interface SqlClause {
  sql: string;
  params: (string | number | null)[];
}

export function whereClause(filter: Filter): SqlClause {
  const parts: string[] = [];
  const params: (string | number | null)[] = [];
  const eq = (x: string, v: Scalar): void => {
    if (v === null) parts.push(`${x} IS NULL`);
    else {
      parts.push(`${x} = ?`);
      params.push(bindable(v));
    }
  };
  const range = (path: string, op: string, v: string | number): void => {
    parts.push(`(${typeExpr(path)} IN (${typeof v === 'number' ? `'integer','real'` : `'text'`}) AND ${fieldExpr(path)} ${op} ?)`);
    params.push(v);
  };
  for (const [path, expected] of Object.entries(filter)) {
    const x = fieldExpr(path);
    if (!isCondition(expected)) {
      eq(x, expected as Scalar);
      continue;
    }
    const c = expected;
    if ('$eq' in c) eq(x, c.$eq!);
    if ('$ne' in c) {
      if (c.$ne === null) parts.push(`${x} IS NOT NULL`);
      else {
        parts.push(`(${x} IS NULL OR ${x} != ?)`);
        params.push(bindable(c.$ne!));
      }
    }
    if (c.$gt !== undefined) range(path, '>', c.$gt);
    if (c.$gte !== undefined) range(path, '>=', c.$gte);
    if (c.$lt !== undefined) range(path, '<', c.$lt);
    if (c.$lte !== undefined) range(path, '<=', c.$lte);
    for (const [list, negate] of [[c.$in, false], [c.$nin, true]] as const) {
      if (!list) continue;
      const values = list.filter((v) => v !== null);
      const hasNull = values.length !== list.length;
      const inPart = values.length > 0 ? `${x} IN (${values.map(() => '?').join(',')})` : '0';
      params.push(...values.map(bindable));
      const positive = hasNull ? `(${inPart} OR ${x} IS NULL)` : inPart;
      // A missing or null field is "not in" a list without null (as MongoDB has it); SQL's NOT IN on NULL is NULL.
      parts.push(negate ? (hasNull ? `NOT ${positive}` : `(${x} IS NULL OR NOT ${positive})`) : positive);
    }
    if (c.$contains !== undefined) {
      parts.push(`(${typeExpr(path)} = 'text' AND instr(lower(${x}), lower(?)) > 0)`);
      params.push(c.$contains);
    }
    if (c.$exists !== undefined) parts.push(`${typeExpr(path)} IS ${c.$exists ? 'NOT ' : ''}NULL`);
  }
  return { sql: parts.length > 0 ? parts.join(' AND ') : '1', params };
}

export function orderClause(options: FindOptions): string {
  const keys = options.sort ?? [];
  const terms = keys.map((k) => `${fieldExpr(k.field)} ${k.order === 'desc' ? 'DESC' : 'ASC'}`);
  if (!keys.some((k) => k.field === 'id')) terms.push(`id ${keys[0]?.order === 'desc' ? 'DESC' : 'ASC'}`);
  return terms.join(', ');
}

export function selectColumns(options: FindOptions): string {
  const exclude = options.exclude ?? [];
  if (exclude.length === 0) return 'doc';
  exclude.forEach(assertPath);
  return `json_remove(doc, ${exclude.map((p) => `'$.${p}'`).join(', ')}) AS doc`;
}
