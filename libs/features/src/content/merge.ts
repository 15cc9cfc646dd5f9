// Fields extracted from several pages of one scrape (decisions.md): a field whose value is a
// list is concatenated over the pages; a scalar field comes from the first page. Lists asked together
// line up per page (a part an item lacks is null at its index), so they line up over the pages too.

export function mergePageFields(pages: Record<string, unknown>[]): Record<string, unknown> {
  if (pages.length === 0) return {};
  const merged: Record<string, unknown> = { ...pages[0] };
  for (const key of Object.keys(merged)) {
    // a list on any page is a list: a first page without the items does not make it a scalar
    if (!pages.some((p) => Array.isArray(p[key]))) continue;
    merged[key] = pages.flatMap((p) => (Array.isArray(p[key]) ? (p[key] as unknown[]) : p[key] == null ? [] : [p[key]]));
  }
  return merged;
}
