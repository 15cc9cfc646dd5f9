import type { FieldCondition, Filter, Scalar, Update } from './port.js';

// Helpers shared by adapters: reading and writing dotted paths, and evaluating
// a filter in JavaScript (the reference semantics the contract suite checks).

const SAFE_PATH = /^[A-Za-z_][A-Za-z0-9_\-]*(\.[A-Za-z0-9_\-]+)*$/;

export function assertPath(path: string): void {
  if (!SAFE_PATH.test(path)) throw new Error(`invalid field path: ${path}`);
}

export function getPath(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: Record<string, unknown> = doc;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) current[part] = {};
    current = current[part] as Record<string, unknown>;
  }
  current[parts[parts.length - 1]] = value;
}

export function unsetPath(doc: Record<string, unknown>, path: string): void {
  const parts = path.split('.');
  const parent = getPath(doc, parts.slice(0, -1).join('.')) ?? (parts.length === 1 ? doc : undefined);
  const target = parts.length === 1 ? doc : parent;
  if (target && typeof target === 'object') delete (target as Record<string, unknown>)[parts[parts.length - 1]];
}

export function applyUpdate<T extends object>(doc: T, update: Update): T {
  return applyUpdateInPlace(structuredClone(doc), update);
}

/** applyUpdate on `doc` itself, for a caller that owns a fresh copy (a row it just parsed). */
export function applyUpdateInPlace<T extends object>(doc: T, update: Update): T {
  const copy = doc as Record<string, unknown>;
  for (const [path, value] of Object.entries(update.$set ?? {})) {
    assertPath(path);
    if (path === 'id') throw new Error('the id of a document cannot change');
    setPath(copy, path, value);
  }
  for (const [path, delta] of Object.entries(update.$inc ?? {})) {
    assertPath(path);
    const current = getPath(copy, path);
    setPath(copy, path, (typeof current === 'number' ? current : 0) + delta);
  }
  for (const path of update.$unset ?? []) {
    assertPath(path);
    unsetPath(copy, path);
  }
  return copy as T;
}

export function isCondition(value: unknown): value is FieldCondition {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).every((k) => k.startsWith('$'));
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

function comparable(a: unknown, b: unknown): boolean {
  return (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');
}

function same(a: unknown, b: Scalar): boolean {
  return (a === undefined ? null : a) === b;
}

export function matches(doc: unknown, filter: Filter): boolean {
  for (const [path, expected] of Object.entries(filter)) {
    const actual = getPath(doc, path);
    if (!isCondition(expected)) {
      if (!same(actual, expected as Scalar)) return false;
      continue;
    }
    const c = expected;
    if ('$eq' in c && !same(actual, c.$eq!)) return false;
    if ('$ne' in c && same(actual, c.$ne!)) return false;
    if (c.$gt !== undefined && !(comparable(actual, c.$gt) && compare(actual, c.$gt) > 0)) return false;
    if (c.$gte !== undefined && !(comparable(actual, c.$gte) && compare(actual, c.$gte) >= 0)) return false;
    if (c.$lt !== undefined && !(comparable(actual, c.$lt) && compare(actual, c.$lt) < 0)) return false;
    if (c.$lte !== undefined && !(comparable(actual, c.$lte) && compare(actual, c.$lte) <= 0)) return false;
    if (c.$in && !c.$in.some((v) => same(actual, v))) return false;
    if (c.$nin && c.$nin.some((v) => same(actual, v))) return false;
    if (c.$contains !== undefined && !(typeof actual === 'string' && actual.toLowerCase().includes(c.$contains.toLowerCase()))) return false;
    if (c.$exists !== undefined && (actual !== undefined) !== c.$exists) return false;
  }
  return true;
}
