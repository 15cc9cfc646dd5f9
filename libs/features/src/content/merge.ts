// Fields extracted from several pages of one scrape (decisions.md): a field whose value is a
// list is concatenated over the pages; a scalar field comes from the first page.

export function mergePageFields(pages: Record<string, unknown>[]): Record<string, unknown> {
  if (pages.length === 0) return {};
  const merged: Record<string, unknown> = { ...pages[0] };
  for (const key of Object.keys(merged)) {
    if (!Array.isArray(merged[key])) continue;
    merged[key] = pages.flatMap((p) => (Array.isArray(p[key]) ? (p[key] as unknown[]) : p[key] == null ? [] : [p[key]]));
  }
  return merged;
}
