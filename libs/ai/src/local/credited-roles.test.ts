// "credited as the author" asks the author, not everyone credited, whatever the key ("credit"); and a person's name
// asked is not any value the page labels "Name" (session 29, holdout5's `credit` way and a job page's contact).
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const book = new Page('<!doctype html><html lang="en"><head><title>The Salt Road | Quayside Books</title></head><body><nav>Books · Gifts</nav><main><h1>The Salt Road</h1><p class="contributors">By <a href="/a/1">Mira Castell</a> (Author), <a href="/a/2">Jon Peake</a> (Illustrator), <a href="/a/3">Lia Fenn</a> (Translator)</p><dl><dt>Publisher</dt><dd>Harrow &amp; Lane</dd><dt>Published</dt><dd>4 June 2026</dd></dl></main></body></html>', 'https://quayside.example/books/salt-road');

t.test('a credit as a role asks that role', async (t) => {
  t.same(fieldIntent('credit', 'whose name is credited as the author').facts, []);
  t.equal(extractField(book, 'credit', 'whose name is credited as the author'), 'Mira Castell');
  t.equal(extractField(book, 'credit', 'the person credited as author'), 'Mira Castell');
  // the credits asked as such are everyone's
  t.same(fieldIntent('credits', 'everyone credited').facts, ['contributors']);
});

t.test('a person\'s name asked is not a value labelled "Name"', async (t) => {
  const job = new Page('<!doctype html><html lang="en"><head><title>Policy Adviser - Jobs</title></head><body><main><h1>Policy Adviser</h1><p>Salary: £38,000</p><h2>Contact point for applicants</h2><p>Name: Aisha Rahman<br>Email: jobs@example.gov.uk</p></main></body></html>', 'https://jobs.example/1');
  t.equal(extractField(job, 'x', 'the name credited as the author'), null);
  t.equal(extractField(job, 'author', "the author's name"), null);
  // the name labelled is still what a contact's name asks
  t.equal(extractField(job, 'contact', "the contact's name"), 'Aisha Rahman');
});

t.test('a label that asks yes or no holds an answer, not the maker it names', async (t) => {
  const product = new Page('<!doctype html><html lang="en"><head><title>Desk lamp</title></head><body><main><h1>Desk lamp</h1><table><tr><th>Is Discontinued By Manufacturer</th><td>No</td></tr><tr><th>Manufacturer</th><td>Lumetta</td></tr><tr><th>Price</th><td>£24.00</td></tr></table></main></body></html>', 'https://shop.example/p/lamp');
  t.equal(extractField(product, 'manufacturer', ''), 'Lumetta');
  t.equal(extractField(product, 'manufacturer', 'who makes it'), 'Lumetta');
});

t.test('a recipe\'s chef or recipe developer is its author', async (t) => {
  const recipe = new Page('<!doctype html><html lang="en"><head><title>Miso aubergine</title></head><body><main><h1>Miso aubergine</h1><p class="byline">By <a href="/chefs/ren">Ren Takeda</a></p><p>Serves 2 · Prep 10 mins</p><ol><li>Halve 2 aubergines.</li></ol></main></body></html>', 'https://recipes.example/miso-aubergine');
  t.equal(extractField(recipe, 'chef', ''), 'Ren Takeda');
  t.equal(extractField(recipe, 'by', 'recipe developer'), 'Ren Takeda');
  t.equal(fieldIntent('cook_time', '').facts[0], 'cook_time', 'a cook\'s time stays a time');
});

t.test('a publisher\'s place after a comma is no part of its name', async (t) => {
  const book = (line: string) => new Page(`<!doctype html><html lang="en"><head><title>A Winter Ledger</title></head><body><main><h1>A Winter Ledger</h1><dl><dt>Author:</dt><dd>Ada Brook</dd><dt>Publisher:</dt><dd>${line}</dd></dl></main></body></html>`, 'https://books.example/b/1');
  t.equal(extractField(book('Harrow &amp; Finch, London'), 'publisher', ''), 'Harrow & Finch');
  t.equal(extractField(book('Saltmarsh Press, Edinburgh, 2004'), 'publisher', ''), 'Saltmarsh Press');
  // a name whose part after the comma is no place keeps it
  t.equal(extractField(book('Finch, Wren &amp; Co'), 'publisher', ''), 'Finch, Wren & Co');
});
