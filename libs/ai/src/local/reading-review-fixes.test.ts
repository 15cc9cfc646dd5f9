// The review rv21's findings on how words are read, each as its repro: prose with a bracket and a quoted example
// is no code; a qualifier that names another price keeps its meaning; a key's item-code reading yields to a
// description with a head noun of its own; a three-letter short form ties with a rival only as before.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { unwrapCode } from './code-wrappers.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}/${i.subject}`;
};

t.test('H1: a bracketed plural and a quoted example are prose, not code', async (t) => {
  for (const d of ['author(s), e.g.: "Jane Doe and John Roe"', 'date(s) of the event, written as: "12 March 2026"',
    'the price(s), format: "12.99 GBP"', 'tag(s) of the post, like: "travel tips"', "review(s): 'loved the staff'"]) {
    t.equal(unwrapCode(d), d, d);
  }
  t.equal(fieldIntent('field1', 'author(s), e.g.: "Jane Doe and John Roe"').kind, 'author');
  t.equal(fieldIntent('when', 'date(s) of the event, written as: "12 March 2026"').kind, 'date');
  t.equal(read('price', 'the price(s), format: "12.99 GBP"'), 'price/number/item');
  t.equal(fieldIntent('tags', 'tag(s) of the post, like: "travel tips"').kind, 'category');
  // a named description still is code: a call, an argument, a quoted key, a bare key inside braces
  t.equal(unwrapCode('z.string().describe("who wrote the piece")'), 'who wrote the piece');
  t.equal(unwrapCode('Field(description="who wrote the piece")'), 'who wrote the piece');
  t.equal(unwrapCode('{"type": "string", "description": "who wrote the piece"}'), 'who wrote the piece');
  t.equal(unwrapCode("{type: 'string', description: 'who wrote the piece'}"), 'who wrote the piece');
  t.equal(read('x', "{type: 'string', description: 'who wrote the piece'}"), 'author/text/item');
  // a bare name and a colon outside braces is prose
  t.equal(unwrapCode('book(s) title: "Dune and other tales"'), 'book(s) title: "Dune and other tales"');
});
