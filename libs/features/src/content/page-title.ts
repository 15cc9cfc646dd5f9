// A page's <title> from its HTML (the first one; entities decoded), kept with a scrape so that a
// research session can name its sources without reading their HTML again.
const TITLE = /<title[^>]*>([^<]{1,300})<\/title>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

export function headTitle(html: string): string | null {
  const t = TITLE.exec(html)?.[1]?.trim();
  return t ? t.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_m, e: string) => ENTITIES[e]) : null;
}
