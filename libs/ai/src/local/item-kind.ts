// Whether the page's main item is a job, a home or an event: its money (a salary, a rent or a home's price, a
// ticket) is no product's price, and has no sales tax basis to ask about. A page that sells in its markup or
// with buy controls (sources.ts shopPage) is a shop's, whatever else it labels.
import type { Page } from './page.js';
import { typeNames } from './structured.js';
import { mainThing } from './main-item.js';
import { eventPage } from './event-page.js';
import { itemFact, listsOthersItem } from './item-facts.js';
import { blockPrice } from './item-block.js';
import { shopPage } from './sources.js';

// schema.org types of a job, a home or an event
// the words that make a price for a period a home's or a job's (not a subscription's), and how far they are looked for
const RENT_OR_PAY = /(?<!\p{L})(?:rent|rents|rental|lease|leased|leasing|to let|tenancy|pcm|salary|salaries|wages?|remuneration)(?!\p{L})/iu;
const MAX_TEXT = 20_000;
const NOT_SOLD_TYPES = /^(jobposting|realestatelisting|residence|house|apartment|singlefamilyresidence|accommodation|hotelroom|\w*event|festival)$/;

/**
 * The page's main item is a job, a home or an event: typed so in its markup, an event page (a venue, tickets),
 * a listing of an employer or bedrooms, or its price said for a period where the page speaks of a rent, a lease or
 * a salary ("Rent: £1,250 per month", "Salary £38,000 a year"): a subscription's "£9.99 per month" is a product's.
 * (Not a salary fact alone: its reader takes an element named "pay" on a shop's page for one.)
 */
export function jobHomeOrEvent(page: Page): boolean {
  return page.remember('jobHomeOrEvent', () => {
    if (shopPage(page)) return false;
    const thing = mainThing(page);
    if (thing && typeNames(thing).some((t) => NOT_SOLD_TYPES.test(t))) return true;
    return eventPage(page, thing) || listsOthersItem(page) || (Boolean(blockPrice(page)?.period) && RENT_OR_PAY.test(page.visibleText.slice(0, MAX_TEXT)));
  });
}

/**
 * The page's main item is an event's ticket or a home (its price or rent), not a job: its shown price is the whole
 * of what a consumer pays, with any sales tax in, so a price asked "incl. VAT" is the shown one (a salary has no
 * VAT to include; a price asked "ex VAT" of either is unknown unless the page states it).
 */
export function consumerPricePage(page: Page): boolean {
  if (!jobHomeOrEvent(page)) return false;
  const thing = mainThing(page);
  const types = thing ? typeNames(thing) : [];
  if (types.includes('jobposting')) return false;
  // (by what makes it an event or a home: typed so, an event's labels, bedrooms; an employer's or a salary's reader
  // also takes an organiser or a ticket's price for one)
  return types.some((t) => NOT_SOLD_TYPES.test(t)) || eventPage(page, thing) || itemFact(page, null, 'bedrooms') !== null;
}
