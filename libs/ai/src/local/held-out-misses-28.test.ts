// The item pages' misses left from the tenth to thirteenth held-out rounds (session 28, pg28), each read on wordings
// and markup of our own.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const page = (body: string, title = 'Item', lang = 'en-GB', url = 'https://shop.example/item/1'): Page =>
  new Page(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, url);

t.test('a byline with two roles before "by" ("Recipe and styling by X") names the writer without its roles', async (t) => {
  const recipe = (byline: string) => page(`<main><h1>Rhubarb crumble bars</h1><p class="credit">${byline}</p><p>Makes 12 bars.</p><ul><li>400g rhubarb</li><li>200g flour</li></ul></main>`, 'Rhubarb crumble bars');
  t.equal(extractField(recipe('Recipe and styling by <a href="/t">Tomasz Wren</a>'), 'author', 'author'), 'Tomasz Wren');
  t.equal(extractField(recipe('Text &amp; photographs by Maren Holt'), 'author', 'author'), 'Maren Holt');
  t.equal(extractField(recipe('Photos and words by Ada Brook'), 'author', 'author'), 'Ada Brook');
  // a byline element (class "byline") read by the page's metadata, its date after a comma
  const post = page('<article><h1>Pear and ginger loaf</h1><p class="byline">Words and loaves by <a href="/about">Nell Ashdown</a>, <time datetime="2025-10-02">2 October 2025</time></p><p>Makes 1 loaf.</p><ul><li>3 pears</li></ul></article>', 'Pear and ginger loaf');
  t.equal(extractField(post, 'author', 'author'), 'Nell Ashdown');
  // a line that only stands beside a name is no byline
  t.equal(extractField(recipe('Serve with cream and enjoy by the fire'), 'author', 'author'), null);
});

t.test('a traybake "Cuts into 16 squares" serves its count of pieces, before a number in the method', async (t) => {
  const recipe = (line: string) => page(`<main><h1>Flapjack traybake</h1><ul class="facts"><li><svg aria-hidden="true"></svg><div>Prep 10 mins</div></li><li><svg aria-hidden="true"></svg><div>${line}</div></li></ul><ol><li>Bake for 25 minutes; leave 2 hours to set, then it serves 6 hungry walkers.</li></ol></main>`, 'Flapjack traybake');
  t.equal(extractField(recipe('Cuts into 18 bars'), 'servings', 'servings'), 18);
  t.equal(extractField(recipe('Cut into 9 squares'), 'servings', 'servings'), 9);
  t.equal(extractField(page('<main><h1>Flapjack traybake</h1><p>Prep 10 mins</p><p>Cut the butter into 2 pieces.</p></main>', 'Flapjack traybake'), 'servings', 'servings'), null, 'a cut of an ingredient is no count of servings');
});

t.test('an event\'s "FREE" badge, an element of the word alone, is its price 0; a button\'s or a sentence\'s "free" is not', async (t) => {
  const event = (badge: string) => page(`<main><div class="head"><span class="pill">ONLINE</span>${badge}<h1>Soil Health Basics</h1></div><p>Venue: Online (Zoom)</p><p>Tuesday 3 March 2026, 7pm</p><p>A free evening talk; the printed guide costs £4 at the door.</p><button>Book for free</button></main><aside class="related"><ul><li>Composting 101 · <span>Free</span></li></ul></aside>`, 'Soil Health Basics');
  t.equal(extractField(event('<span class="pill">FREE</span>'), 'price', 'price'), 0);
  t.equal(extractField(event('<b>Free!</b>'), 'price', 'price'), 0);
  t.equal(extractField(event(''), 'price', 'price'), null, 'no badge: the button and the sentence say no price');
});

t.test('a "Free" line in another event\'s card or a teaser list is not the item\'s price', async (t) => {
  const event = page('<main><h1>Soil Health Basics</h1><p>Venue: Online (Zoom)</p><p>Tuesday 3 March 2026, 7pm</p></main><section><h2>More events</h2><ul><li><h3>Seed swap</h3><p>Free</p></li></ul><div class="teaser"><a href="/e/2">Composting 101</a> <span>Free</span></div></section>', 'Soil Health Basics');
  t.equal(extractField(event, 'price', 'price'), null);
});

t.test('a job advert\'s "Placed on" date dates it, not its "Closes" deadline', async (t) => {
  const job = (placed: string) => page(`<main><h1>Lecturer in Soil Science</h1><table><tr><th>Employer:</th><td>Westmere College</td></tr><tr><th>Salary:</th><td>£41,000 to £48,000</td></tr><tr><th>Closes:</th><td>20th April 2026</td></tr>${placed}</table></main>`, 'Lecturer in Soil Science', 'en-GB', 'https://jobs.example/job/9');
  t.equal(extractField(job('<tr><th>Placed On:</th><td>2nd March 2026</td></tr>'), 'date', 'date'), '2026-03-02');
  t.equal(extractField(job('<tr><th>Date placed</th><td>2nd March 2026</td></tr>'), 'date', 'date'), '2026-03-02');
});
