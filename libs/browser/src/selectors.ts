// Every CSS selector a job carries, checked by the browser's own parser before the page loads:
// a selector Chromium cannot parse is refused at once with the field it came from, instead of
// polling until the deadline (wait_for) or failing after the load (click, selector).
import type { Page } from 'puppeteer-core';
import * as cheerio from 'cheerio';
import { validationError, type FieldProblem } from '@gleaner/platform';
import type { PdfRequest, ScrapeRequest, ScreenshotRequest } from './types.js';

type AnyRequest = Partial<ScrapeRequest & ScreenshotRequest & PdfRequest>;

/** [field as the API names it, selector] for each selector of a request. */
export function selectorFields(req: AnyRequest): [string, string][] {
  const fields: [string, string][] = [];
  if (req.waitFor !== undefined) fields.push(['wait_for', req.waitFor]);
  if (req.selector !== undefined) fields.push(['selector', req.selector]);
  if (req.click !== undefined) fields.push(['click', req.click]);
  req.hideSelectors?.forEach((s, i) => fields.push([`hide_selectors.${i}`, s]));
  if (req.pagination?.nextButtonSelector !== undefined) fields.push(['pagination.next_button_selector', req.pagination.nextButtonSelector]);
  return fields;
}

/** The indexes of the selectors that this page's querySelector refuses. */
async function refusedIn(page: Page, selectors: string[]): Promise<number[]> {
  return page.evaluate((list: string[]) => {
    const probe = document.createDocumentFragment();
    const bad: number[] = [];
    list.forEach((s, i) => {
      try {
        probe.querySelector(s);
      } catch {
        bad.push(i);
      }
    });
    return bad;
  }, selectors);
}

function refusal(fields: [string, string][], bad: number[]): Error {
  const problems: FieldProblem[] = bad.map((i) => ({ field: fields[i][0], message: `is not a valid CSS selector: "${fields[i][1].slice(0, 200)}"` }));
  return validationError(problems);
}

export async function assertSelectorsParse(page: Page, req: AnyRequest): Promise<void> {
  const fields = selectorFields(req);
  if (fields.length === 0) return;
  const bad = await refusedIn(page, fields.map(([, s]) => s));
  if (bad.length > 0) throw refusal(fields, bad);
}

let empty: cheerio.CheerioAPI | undefined;

/**
 * The same for the javascript:false path, whose selectors cheerio (css-select) matches: it knows
 * fewer pseudo-classes than Chromium, and one it does not know is refused here, not mid-scrape.
 */
export function assertSelectorsParsePlain(req: AnyRequest): void {
  const fields = selectorFields(req);
  if (fields.length === 0) return;
  empty ??= cheerio.load('');
  const bad: number[] = [];
  fields.forEach(([, selector], i) => {
    try {
      empty!(selector);
    } catch {
      bad.push(i);
    }
  });
  if (bad.length > 0) throw refusal(fields, bad);
}
