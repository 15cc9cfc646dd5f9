// Whether the main item is an event: typed so in its markup, or labelling a venue, its doors or its
// tickets (a job's "Location" is no venue). Readers of an event's start, date and venue ask it.
import type { Page } from './page.js';
import { typeNames, type Thing } from './structured.js';
import { labelValues } from './item-labels.js';
import { admissionPrice } from './item-facts.js';
import { labelAlternatives } from './label-languages.js';

// an event's own labels: where it is held, when its doors open, what entry costs
// (and who organises it, in English or another label language: a job or a home has no organiser)
// ("Hosted by" over a person's name, a meetup's host card, is who organises it too)
const EVENT_LABEL = new RegExp(`^(venue|where|tickets?|admission|entry|entrance|entry fee|doors|doors open|location of the event|organi[sz]ers?|(?:organi[sz]ed|hosted) by|${labelAlternatives('organizer')}|${labelAlternatives('admission')})$`, 'u');

/** the page is an event's: typed so, or labelling a venue, its doors or its tickets */
export function eventPage(page: Page, thing: Thing | null): boolean {
  if (thing && typeNames(thing).some((t) => /event|festival/.test(t))) return true;
  return admissionPrice(page) !== null || labelValues(page, EVENT_LABEL).length > 0;
}
