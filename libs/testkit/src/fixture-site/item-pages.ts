// Item pages of kinds the engine has no rules for (books, events, jobs, recipes, real estate), each
// with a truth file: item-pages/<kind>/<page>.html and <page>.json beside it. The fixture site serves
// them at /items/<kind>/<page>; benchmarks read the same files from the directory.
import fs from 'node:fs';
import path from 'node:path';

/** libs/testkit/item-pages (from dist/fixture-site or src/fixture-site) */
export const ITEM_PAGES_DIR = path.resolve(__dirname, '..', '..', 'item-pages');

export interface ItemPageTruth {
  /** book, event, job, recipe, real_estate */
  kind: string;
  site: string;
  /** the expected value of each field; null where the page does not say */
  fields: Record<string, unknown>;
}

export interface ItemPage {
  /** the folder: books, events, jobs, recipes, real-estate */
  folder: string;
  name: string;
  /** where the fixture site serves it */
  path: string;
  file: string;
  truth: ItemPageTruth;
}

export function itemPages(dir = ITEM_PAGES_DIR): ItemPage[] {
  const out: ItemPage[] = [];
  for (const folder of fs.readdirSync(dir).sort()) {
    const sub = path.join(dir, folder);
    if (!fs.statSync(sub).isDirectory()) continue;
    for (const f of fs.readdirSync(sub).sort()) {
      if (!f.endsWith('.html')) continue;
      const name = f.slice(0, -5);
      const truth = JSON.parse(fs.readFileSync(path.join(sub, `${name}.json`), 'utf8')) as ItemPageTruth;
      out.push({ folder, name, path: `/items/${folder}/${name}`, file: path.join(sub, f), truth });
    }
  }
  return out;
}

/** the HTML of /items/<folder>/<name>, or null (names are checked: no way out of the directory) */
export function itemPageHtml(urlPath: string): string | null {
  const m = /^\/items\/([a-z-]+)\/([a-z0-9-]+)$/.exec(urlPath);
  if (!m) return null;
  const file = path.join(ITEM_PAGES_DIR, m[1], `${m[2]}.html`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}
