import t from 'tap';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { mainItemFact } from './main-item.js';
import { headTitlePlace } from './head-title-place.js';

const page = (title: string, body: string) => new Page(`<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
const chips = '<div class="facts"><div><b>£24,500</b><span>per annum</span></div><div><b>Newcastle upon Tyne</b><span>On site, shifts</span></div></div>';

t.test("the place the head title adds after the item's title", async (t) => {
  const p = page('Stock Controller vacancy in Newcastle upon Tyne - JobsNorth', `<h1>Stock Controller</h1>${chips}`);
  t.equal(headTitlePlace(p), 'Newcastle upon Tyne');
  t.equal(mainItemFact(p, fieldIntent('location', 'where is the job')), 'Newcastle upon Tyne');
  t.equal(mainItemFact(p, fieldIntent('salary', 'salary')), 24500);
  t.equal(headTitlePlace(page('Jobs in York | JobsNorth', `<h1>Stock Controller</h1>`)), null, 'a head title that is not the item\'s');
  t.equal(headTitlePlace(page('Stock Controller in a busy warehouse | JobsNorth', `<h1>Stock Controller</h1>`)), null, 'no capitalised name after "in"');
  const home = page('Two bed flat for sale in Hexham | Agents', `<h1>Two bed flat for sale</h1><p class="address">4 Fore Street, Hexham NE46 1LX</p>`);
  t.equal(mainItemFact(home, fieldIntent('location', 'location')), '4 Fore Street, Hexham NE46 1LX', 'an address the page states says where, not the head title');
});

t.test("a longer job title in the head title is not a place: the page's own text must name the place", async (t) => {
  t.equal(headTitlePlace(page('Lecturer in Economics - University of Kent', `<h1>Lecturer</h1><p>Join our school.</p>`)), null);
  t.equal(headTitlePlace(page('Software Engineer in Test | Acme Careers', `<h1>Software Engineer</h1><p>Write test tools.</p>`)), null);
  t.equal(headTitlePlace(page('Research Fellow in Machine Learning – Acme', `<h1>Research Fellow</h1>`)), null);
  t.equal(headTitlePlace(page('Nurse in ' + 'Ab-'.repeat(3000) + ' | x', `<h1>Nurse</h1><p>${'Ab-'.repeat(3000)}</p>`)), null, 'a name of thousands of characters is not a place');
  const crumb = page('Warehouse Operative role in Leeds – Jobs', `<nav class="crumbs"><a>Jobs</a> › <a>Leeds</a></nav><h1>Warehouse Operative</h1>`);
  t.equal(headTitlePlace(crumb), 'Leeds', 'a breadcrumb names it');
});
