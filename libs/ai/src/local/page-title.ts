// The item's title on an item page: the site's name taken off (see content/site-name.ts).
import type { Page } from './page.js';
import { siteNamesOf, stripSiteName } from '../content/site-name.js';

export function withoutSiteName(page: Page, title: string): string | null {
  const names = page.remember('siteNames', () => siteNamesOf(page.meta, page.things, page.url));
  return stripSiteName(title, names);
}
