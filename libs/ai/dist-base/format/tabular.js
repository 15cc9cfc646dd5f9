"use strict";
// Extracted data as CSV (RFC 4180) and as a table (2D array, first row the headers).
Object.defineProperty(exports, "__esModule", { value: true });
exports.toTable = toTable;
exports.toCsv = toCsv;
function rowsOf(data) {
    const list = Array.isArray(data) ? data : [data];
    return list.map((r) => (r !== null && typeof r === 'object' && !Array.isArray(r) ? r : { value: r }));
}
/** header row: the union of keys, in order of first appearance */
function headersOf(rows) {
    const seen = new Set();
    for (const r of rows)
        for (const k of Object.keys(r))
            seen.add(k);
    return [...seen];
}
function cell(value) {
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'object')
        return JSON.stringify(value);
    return String(value);
}
function quote(field) {
    return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
/**
 * An object holding a single array of objects ({products: [...]}) is tabulated as that array.
 */
function unwrap(data) {
    if (Array.isArray(data))
        return data;
    const values = Object.values(data);
    if (values.length === 1 && Array.isArray(values[0]) && values[0].every((v) => v !== null && typeof v === 'object'))
        return values[0];
    return data;
}
function toTable(data) {
    const rows = rowsOf(unwrap(data));
    const headers = headersOf(rows);
    return { table: [headers, ...rows.map((r) => headers.map((h) => cell(r[h])))], items: rows.length };
}
function toCsv(data) {
    const { table } = toTable(data);
    return table.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}
//# sourceMappingURL=tabular.js.map