// A key written as one lower-case run of words is read as its words (paraphrases of our own), and a word of its own
// is never split.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { runTogether } from './run-together.js';
import { ABBREVIATIONS } from './abbreviations.js';

t.test('a run of known words splits into the fewest, longest of them', async (t) => {
  t.same(runTogether('releasedate', ABBREVIATIONS), ['release', 'date']);
  t.same(runTogether('authorname', ABBREVIATIONS), ['author', 'name']);
  t.same(runTogether('productimages', ABBREVIATIONS), ['product', 'images']);
  t.same(runTogether('jobsalary', ABBREVIATIONS), ['job', 'salary']);
});

t.test('a word of its own, or a run with an unknown part, stays whole', async (t) => {
  for (const w of ['notes', 'address', 'category', 'headline', 'description', 'zxqwerty', 'pricelessness', 'titlexyz']) t.equal(runTogether(w, ABBREVIATIONS), null, w);
  t.equal(runTogether('a'.repeat(200), ABBREVIATIONS), null, 'a long run is not walked');
});

t.test('a run-together key is read as its words with spaces', async (t) => {
  const kind = (key: string): string => fieldIntent(key, '').kind;
  t.equal(kind('publishdate'), 'date');
  t.equal(kind('writername'), 'author');
  t.equal(kind('storename'), 'title');
  t.equal(kind('articletext'), 'content');
  t.equal(kind('manufacturername'), 'brand');
  t.same(fieldIntent('employername', '').facts, fieldIntent('employer name', '').facts);
  t.equal(kind('address'), fieldIntent('address', '').kind);
});
