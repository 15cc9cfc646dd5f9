import { isTimestampValue, isVolatileKey, PLACEHOLDER } from './volatile.js';
import type { PathChange } from '../model.js';

// JSON bodies compared by structure: a canonical form (keys sorted, volatile keys left out,
// timestamp values replaced) whose text is the snapshot, and the changed paths between two of them.

const MAX_PATHS = 100;

/** The value with keys sorted, volatile keys dropped and timestamp strings replaced, at any depth. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      if (isVolatileKey(key)) continue;
      out[key] = canonical((value as Record<string, unknown>)[key]);
    }
    return out;
  }
  if (typeof value === 'string' && isTimestampValue(value)) return PLACEHOLDER.time;
  return value;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const keyPath = (path: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

/** The paths whose values differ between two canonical values (at most MAX_PATHS). */
export function pathChanges(before: unknown, after: unknown): { paths: PathChange[]; truncated: boolean } {
  const paths: PathChange[] = [];
  let truncated = false;
  const push = (change: PathChange) => {
    if (paths.length >= MAX_PATHS) truncated = true;
    else paths.push(change);
  };
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (isObject(a) && isObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (!(key in b)) push({ path: keyPath(path, key), op: 'removed', before: a[key] });
        else if (!(key in a)) push({ path: keyPath(path, key), op: 'added', after: b[key] });
        else walk(a[key], b[key], keyPath(path, key));
      }
    } else if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        if (i >= b.length) push({ path: `${path}[${i}]`, op: 'removed', before: a[i] });
        else if (i >= a.length) push({ path: `${path}[${i}]`, op: 'added', after: b[i] });
        else walk(a[i], b[i], `${path}[${i}]`);
      }
    } else if (JSON.stringify(a) !== JSON.stringify(b)) {
      push({ path, op: 'changed', before: a, after: b });
    }
  };
  walk(before, after, '$');
  return { paths, truncated };
}
