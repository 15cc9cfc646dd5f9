// The item's <address> element: a home's or a venue's street address written in the item's block,
// not the contact address in the page's footer, header or sidebar (the site's own).
import type { Page } from './page.js';
import { nearTitle } from './item-near.js';
import { visibleLines } from './item-labels.js';

/** the texts of the item's <address> elements, nearest its title first, each with its lines ("\n") */
export function addressElements(page: Page): string[] {
  return nearTitle(page, 'address').map((el) => visibleLines(page.$(el).text())).filter(Boolean);
}
