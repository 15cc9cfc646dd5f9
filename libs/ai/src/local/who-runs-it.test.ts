// "who runs the event" is who puts it on, "who runs the site" the site; "the organising body" is an organisation,
// not the page's body text (session 29, from a probe of fresh ways on item pages).
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const event = new Page('<!doctype html><html lang="en"><head><title>Night Walk at Fenwood Marsh | Wildside Events</title></head><body><header><a href="/">Wildside Events</a><nav>What\'s on · Venues · About</nav></header><main><h1>Night Walk at Fenwood Marsh</h1><dl><dt>Date</dt><dd>Friday 9 October 2026, 7.30pm</dd><dt>Venue</dt><dd>Fenwood Marsh Visitor Centre</dd><dt>Organised by</dt><dd>Fenwood Bat Group</dd><dt>Price</dt><dd>£6</dd></dl><p>Bring a torch and warm clothes; the walk takes two hours.</p></main><footer>© Wildside Events Ltd</footer></body></html>', 'https://wildside.example/events/night-walk');

t.test('who runs a thing the page shows is its organizer; who runs the site is the site', async (t) => {
  t.same(fieldIntent('host', 'who runs the event').facts, ['organizer']);
  t.same(fieldIntent('organizer', 'who is running this course').facts, ['organizer']);
  t.equal(extractField(event, 'host', 'who runs the event'), 'Fenwood Bat Group');
  t.equal(extractField(event, 'x', 'who is running the walk?'), 'Fenwood Bat Group');
  // the site and "it" stay the site's
  t.equal(fieldIntent('x', 'who runs the website').subject, 'site');
  t.equal(fieldIntent('x', 'who runs it').subject, 'site');
  t.equal(extractField(event, 'x', 'who runs this website'), 'Wildside Events');
});

t.test('a body that organises, governs or hires is an organisation, not the body text', async (t) => {
  t.equal(extractField(event, 'organiser', 'the organising body'), 'Fenwood Bat Group');
  t.equal(extractField(event, 'x', 'organizing body'), 'Fenwood Bat Group');
  t.not(fieldIntent('x', 'the governing body').kind, 'content');
  // the body text is still the main text
  t.equal(fieldIntent('content', 'the body text').kind, 'content');
  t.equal(fieldIntent('body', 'the main body').kind, 'content');
  // a page that names no organiser has none
  const plain = new Page('<!doctype html><html lang="en"><head><title>Quiz night</title></head><body><main><h1>Quiz night</h1><p>Thursday 8pm at the Crown. Teams of four.</p></main></body></html>', 'https://pub.example/quiz');
  t.equal(extractField(plain, 'organiser', 'the organising body'), null);
});
