// A bracket is a tax note of the request only when it names a tax or a tax's state: a lead word alone
// ("(plus)", "(pre)", "(inc)") is the request's own words.
import t from 'tap';
import { readDescription } from './description-reader.js';

t.test("a tax's lead word alone in a bracket is no note", async (t) => {
  for (const [d, word] of [['shoe size (plus)', 'plus'], ['the model (pre)', 'pre'], ['the colour (inc)', 'inc'], ['the trim (ex)', 'ex']]) t.same(readDescription(d).others, [word], d);
  for (const d of ['price (ex VAT)', 'price (incl. VAT)', 'price (plus GST)', 'price (VAT included)']) t.same(readDescription(d).others, [], d);
});
