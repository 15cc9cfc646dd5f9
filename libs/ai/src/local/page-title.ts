// The title of what a page is about, without the site's name: "The Quiet Harbour | Paperback Alley"
// is "The Quiet Harbour"; a title that is only the site's name is no title.
import type { Page } from './page.js';
import { typeNames } from './structured.js';
import { cleanText } from './values.js';

const SEPARATOR = /\s+[|·•–—:-]\s+|\s+[|·•]\s*|\s*[|·•]\s+/;

/** the names the site goes by: og:site_name, application-name, its WebSite or Organization, its host */
export function siteNames(page: Page): string[] {
  return page.remember('siteNames', () => {
    const names = [...(page.meta.get('og:site_name') ?? []), ...(page.meta.get('application-name') ?? [])];
    for (const t of page.things) {
      if (typeNames(t).some((x) => /^(website|organization)$/.test(x)) && typeof t.name === 'string') names.push(t.name);
    }
    try {
      const host = new URL(page.url).hostname.replace(/^www\./, '');
      names.push(host, host.split('.')[0]);
    } catch {
      /* no host */
    }
    return [...new Set(names.map((n) => squash(n)).filter((n) => n.length > 1))];
  });
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

export function withoutSiteName(page: Page, title: string): string | null {
  const text = cleanText(title);
  if (!text) return null;
  const names = siteNames(page);
  const isSite = (part: string): boolean => {
    const p = squash(part);
    return p.length > 0 && names.some((n) => p === n || (n.length >= 4 && p.length <= n.length + 4 && (p.includes(n) || n.includes(p))));
  };
  // pieces and the separators between them, so what stays is kept as written
  const pieces = text.split(new RegExp(`(${SEPARATOR.source})`));
  while (pieces.length > 1 && isSite(pieces[pieces.length - 1])) pieces.splice(-2, 2);
  while (pieces.length > 1 && isSite(pieces[0])) pieces.splice(0, 2);
  const rest = pieces.join('').trim();
  return rest && !isSite(rest) ? rest : null;
}
