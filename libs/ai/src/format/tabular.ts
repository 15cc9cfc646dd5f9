// Extracted data as CSV (RFC 4180) and as a table (2D array, first row the headers).

function rowsOf(data: unknown[] | Record<string, unknown>): Record<string, unknown>[] {
  const list = Array.isArray(data) ? data : [data];
  return list.map((r) => (r !== null && typeof r === 'object' && !Array.isArray(r) ? (r as Record<string, unknown>) : { value: r }));
}

/** header row: the union of keys, in order of first appearance */
function headersOf(rows: Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}

/**
 * An object holding a single array of objects ({products: [...]}) is tabulated as that array.
 */
function unwrap(data: unknown[] | Record<string, unknown>): unknown[] | Record<string, unknown> {
  if (Array.isArray(data)) return data;
  const values = Object.values(data);
  if (values.length === 1 && Array.isArray(values[0]) && values[0].every((v) => v !== null && typeof v === 'object')) return values[0] as unknown[];
  return data;
}

export function toTable(data: unknown[] | Record<string, unknown>): { table: string[][]; items: number } {
  const rows = rowsOf(unwrap(data));
  const headers = headersOf(rows);
  return { table: [headers, ...rows.map((r) => headers.map((h) => cell(r[h])))], items: rows.length };
}

export function toCsv(data: unknown[] | Record<string, unknown>): string {
  const { table } = toTable(data);
  return table.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
