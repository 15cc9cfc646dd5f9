import type { JobsQueryOptions, JobsSort, RemoveJobsOptions } from 'agenda' with { 'resolution-mode': 'import' };

// Agenda's database-agnostic selectors (RemoveJobsOptions, JobsQueryOptions, a job's unique() query)
// turned into SQL conditions on the jobs table, with their parameters. Values are always bound,
// never spliced; JSON paths are built from checked keys.

export interface Where {
  sql: string;
  params: unknown[];
}

const and = (parts: Where[]): Where => ({
  sql: parts.length ? parts.map((p) => `(${p.sql})`).join(' AND ') : '1',
  params: parts.flatMap((p) => p.params),
});

/** One parameter whatever the list's length: one cached statement, no limit on the number of values. */
const inList = (column: string, values: string[], not = false): Where => ({
  sql: `${column} ${not ? 'NOT IN' : 'IN'} (SELECT value FROM json_each(?))`,
  params: [JSON.stringify(values)],
});

const strings = (values: unknown): string[] => (Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : []);

/** The JSON path of a key inside `data` ('user.id' -> $."user"."id"). */
function jsonPath(segments: string[]): string {
  for (const s of segments) {
    if (s === '' || /["\\]/.test(s)) throw new Error(`unsupported job data path segment: ${JSON.stringify(s)}`);
  }
  return '$' + segments.map((s) => `."${s}"`).join('');
}

/**
 * The value at a path inside `data`, as SQL: json_extract(data, '$."scheduleId"'). The path is
 * written into the statement (a literal, its quotes doubled) rather than bound, so that a lookup
 * by it can use an index on that same expression (`dataIndexSql`); one statement per path.
 */
export function dataValueSql(segments: string[]): string {
  return `json_extract(data, '${jsonPath(segments).replace(/'/g, "''")}')`;
}

/** The index that makes equality on data.<path> (unique(), data filters) a search within a job name. */
export function dataIndexSql(table: string, path: string): string {
  const name = `${table}_data_${path.replace(/[^A-Za-z0-9_]/g, '_')}`;
  return `CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" (name, ${dataValueSql(path.split('.'))})`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A value inside the job's data at `segments` equals `value` (as MongoDB's equality would have it). */
function dataEquals(segments: string[], value: unknown): Where {
  if (segments.length === 0) {
    // The whole data value.
    if (value === null || value === undefined) return { sql: `data IS NULL OR data = 'null'`, params: [] };
    return { sql: `data = json(?)`, params: [JSON.stringify(value)] };
  }
  const path = jsonPath(segments);
  const at = dataValueSql(segments);
  if (value === null || value === undefined) return { sql: `${at} IS NULL`, params: [] };
  if (typeof value === 'boolean') return { sql: `json_type(data, ?) = ?`, params: [path, value ? 'true' : 'false'] };
  if (typeof value === 'number') return { sql: `${at} = ? AND json_type(data, ?) IN ('integer', 'real')`, params: [value, path] };
  if (typeof value === 'string') return { sql: `${at} = ? AND json_type(data, ?) = 'text'`, params: [value, path] };
  // Data is stored as JSON: a Date inside it is its ISO string.
  if (value instanceof Date) return { sql: `${at} = ? AND json_type(data, ?) = 'text'`, params: [value.toISOString(), path] };
  if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
    throw new Error(`query operators are not supported by the SQLite Agenda backend (${Object.keys(value).join(', ')})`);
  }
  return { sql: `json_type(data, ?) IN ('object', 'array') AND ${at} = json(?)`, params: [path, JSON.stringify(value)] };
}

/** A data filter as Agenda's options give it: an object matches field by field (nested objects too). */
export function dataFilter(data: unknown, prefix: string[] = []): Where {
  if (!isPlainObject(data)) return dataEquals(prefix, data);
  if (Object.keys(data).some((k) => k.startsWith('$'))) return dataEquals(prefix, data); // refused there
  return and(Object.entries(data).map(([key, value]) => dataFilter(value, [...prefix, key])));
}

/**
 * A unique() query: field paths to values ({ 'data.userId': 7 }, { name: 'x' }). Equality only:
 * MongoDB query operators are refused with an error rather than matched wrongly.
 */
export function uniqueFilter(unique: Record<string, unknown>): Where {
  const parts: Where[] = [];
  for (const [key, value] of Object.entries(unique)) {
    if (key === 'data') parts.push(dataEquals([], value));
    else if (key.startsWith('data.')) parts.push(dataEquals(key.slice('data.'.length).split('.'), value));
    else if ((key === 'name' || key === 'type') && typeof value === 'string') parts.push({ sql: `${key} = ?`, params: [value] });
    else if (key === 'priority' && typeof value === 'number') parts.push({ sql: 'priority = ?', params: [value] });
    else if (key === 'disabled' && typeof value === 'boolean') parts.push({ sql: 'disabled = ?', params: [value ? 1 : 0] });
    else throw new Error(`unique() key ${JSON.stringify(key)} with this value is not supported by the SQLite Agenda backend (use data.<path>, name, type, priority or disabled with plain values)`);
  }
  return and(parts);
}

/** RemoveJobsOptions as a condition; null when it names nothing (Agenda then touches no job). */
export function selectorFilter(options: RemoveJobsOptions): Where | null {
  const parts: Where[] = [];
  if (options.id) parts.push({ sql: 'id = ?', params: [String(options.id)] });
  else if (Array.isArray(options.ids) && options.ids.length > 0) parts.push(inList('id', options.ids.map(String)));
  const names = strings(options.names);
  const notNames = strings(options.notNames);
  if (typeof options.name === 'string' && options.name) parts.push({ sql: 'name = ?', params: [options.name] });
  else if (names.length) parts.push(inList('name', names));
  else if (notNames.length) parts.push(inList('name', notNames, true));
  if (options.data !== undefined) parts.push(dataFilter(options.data));
  return parts.length ? and(parts) : null;
}

/** The conditions of a jobs query, except its computed state (filtered in code). */
export function queryFilter(options: JobsQueryOptions): Where {
  const parts: Where[] = [];
  const names = strings(options.names);
  if (typeof options.name === 'string' && options.name) parts.push({ sql: 'name = ?', params: [options.name] });
  else if (names.length) parts.push(inList('name', names));
  if (typeof options.id === 'string' && options.id) parts.push({ sql: 'id = ?', params: [options.id] });
  else {
    const ids = strings(options.ids);
    if (ids.length) parts.push(inList('id', ids));
  }
  if (typeof options.search === 'string' && options.search) {
    // Case-insensitive substring, no pattern characters (instr, not LIKE).
    parts.push({ sql: 'instr(lower(name), lower(?)) > 0', params: [options.search] });
  }
  if (options.data !== undefined) parts.push(dataFilter(options.data));
  if (options.includeDisabled === false) parts.push({ sql: 'disabled = 0', params: [] });
  return and(parts);
}

const SORT_COLUMNS: Record<keyof JobsSort, string> = {
  nextRunAt: 'next_run_at',
  lastRunAt: 'last_run_at',
  lastFinishedAt: 'last_finished_at',
  priority: 'priority',
  name: 'name',
  data: 'data',
};

/** ORDER BY of a jobs query (the default, as the MongoDB backend's: nextRunAt, then lastRunAt, newest first). */
export function orderBy(sort: JobsSort | undefined): string {
  const terms = Object.entries(sort ?? {})
    .filter(([key, dir]) => key in SORT_COLUMNS && (dir === 'asc' || dir === 'desc'))
    .map(([key, dir]) => `${SORT_COLUMNS[key as keyof JobsSort]} ${dir === 'asc' ? 'ASC' : 'DESC'}`);
  if (terms.length === 0) terms.push('next_run_at DESC', 'last_run_at DESC');
  return [...terms, 'id'].join(', ');
}
