// The held-out item pages' misses left from the eleventh and twelfth rounds (session 27, pg27), each read on
// wordings and markup of our own.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const page = (body: string, title = 'Item', lang = 'en-GB', url = 'https://shop.example/item/1'): Page =>
  new Page(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, url);

t.test('a dashed date with a two-digit year, "07-11-24", is a day in the page\'s order, as YYYY-MM-DD', async (t) => {
  const book = (lang: string) => page('<h1>Winter Weirs</h1><table><tr><th>Author</th><td>Ada Quill</td></tr><tr><th>Published on</th><td>07-11-24</td></tr><tr><th>Price</th><td>£9.99</td></tr></table>', 'Winter Weirs', lang);
  t.equal(extractField(book('en-GB'), 'date', 'date'), '2024-11-07', 'day first');
  t.equal(extractField(book('en-US'), 'date', 'date'), '2024-07-11', 'month first');
  // an unpadded code or a phone number is no date
  t.equal(extractField(page('<h1>Winter Weirs</h1><p>Shelf: 3-5-26</p><p>Call 020-12-34-56</p>'), 'date', 'date'), null);
});

t.test('a label whose head noun is a kind or an edition ("Media type") holds the format when its value is one', async (t) => {
  const book = page('<h1>Winter Weirs</h1><ul><li><i>Media type</i> <b>Hardback</b></li><li><i>Genre type</i> <b>Fiction</b></li></ul>', 'Winter Weirs');
  t.equal(extractField(book, 'format', 'format'), 'Hardback');
  t.equal(extractField(page('<h1>Winter Weirs</h1><ul><li><i>Genre type</i> <b>Fiction</b></li></ul>'), 'format', 'format'), null, 'a kind that is no format');
});
