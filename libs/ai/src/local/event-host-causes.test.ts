// A meetup's event page (session 26, pg26), on wordings of our own: a "Hosted by" card is an event's own label, so
// the page is an event's and the host its organizer; "and 2 others" after the host counts co-hosts, no name.
import t from 'tap';
import { Page } from './page.js';
import { eventPage } from './event-page.js';
import { itemFact } from './item-facts.js';
import { withoutPartner } from './organizer-role.js';

const meetup = (host: string, label = 'Hosted by'): Page => new Page(`<!doctype html><html><head><title>Sketch crawl | Meetly</title></head><body>
<main><time datetime="2026-05-02T10:00:00+01:00">Sat, May 2</time><h1>Saturday sketch crawl</h1>
<div class="hosts"><span>${label}</span><strong>${host}</strong></div><p>Bring a sketchbook.</p></main></body></html>`, 'https://meetly.example/e/9');

t.test('a "Hosted by" card makes the page an event\'s', async (t) => {
  t.ok(eventPage(meetup('Priya Shah'), null), 'hosted by');
  t.ok(eventPage(meetup('Leeds Urban Sketchers', 'Organized by'), null), 'organized by');
  t.notOk(eventPage(meetup('Priya Shah', 'Written by'), null), 'a writer\'s label is no event\'s');
});

t.test('the host before a count of others is the organizer', async (t) => {
  t.equal(itemFact(meetup('Priya Shah and 3 others'), null, 'organizer'), 'Priya Shah', 'and 3 others');
  t.equal(withoutPartner('Tom Reyes + 1 more'), 'Tom Reyes', '+ 1 more');
  t.equal(withoutPartner('Friends of 2 Parks'), 'Friends of 2 Parks', 'a figure in a name stays');
});
