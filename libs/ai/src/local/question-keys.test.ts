// A key typed as a question or a request with no description (a no-code tool's column header) is read as the
// same words are read as a description: "Who wrote this one?" is the author, "Where's it on" the item's place,
// "Read this out loud" the whole text; a page's label that opens with a question word stays a label.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { keyAsks, readsItself, withoutInterjection } from './question-keys.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const reading = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}/${i.question ?? ''}/${i.facts.join(',')}`;
};

t.test('a question as the key reads as the same question in the description', async (t) => {
  for (const q of ['Who wrote this one?', 'where is it being held', 'When does it start?', 'How much will it set me back?', 'Who is hiring for this?', 'which company makes it?', 'where exactly?']) {
    t.equal(reading(q, ''), reading('field', q), q);
    t.equal(fieldIntent(q, '').name, q, 'the key stays the name');
  }
  t.equal(fieldIntent('Who wrote this one?', '').kind, 'author');
  t.same(fieldIntent('where is it being held', '').facts.slice(0, 2), ['place', 'address']);
  // a question word alone as the header
  t.same(fieldIntent('Where', '').facts.slice(0, 2), ['place', 'address']);
  t.equal(fieldIntent('When', '').kind, 'date');
});

t.test('what is a question key and what is not', async (t) => {
  for (const k of ['Who wrote it', 'Where Held', "Where's the venue?", 'Well, when is it?', 'Where', 'Read it out', 'Please tell me the price', 'Is it in stock?']) t.ok(keyAsks(k), k);
  for (const k of ['where_held', 'whatsNew', 'Location', 'Price (GBP)', 'is_available', 'read_time']) t.notOk(keyAsks(k), k);
  // a description is untouched by it: the key reads as before when one is given
  t.equal(fieldIntent('Where', 'the price').kind, 'price');
});

t.test('the openers of speech ask nothing', async (t) => {
  for (const [said, plain] of [['Hey, who is it by?', 'who is it by?'], ['OK so where is this', 'where is this'], ['Hi! when does it open', 'when does it open'], ['well, who made it', 'who made it']]) {
    t.equal(withoutInterjection(said), plain, said);
    t.equal(reading(said, ''), reading('x', plain), said);
    t.equal(reading('x', said), reading('x', plain), `${said} as a description`);
  }
  // a word that only looks like one is kept: "well depth", "so-called name"
  t.equal(withoutInterjection('well depth'), 'well depth');
  t.equal(withoutInterjection('Right angle size'), 'Right angle size');
});

t.test('whom a job is with is its employer', async (t) => {
  for (const q of ['Who is the role with?', 'who would I be working with', 'who is this position with', 'Who is the contract with']) t.same(fieldIntent(q, '').facts, ['company'], q);
  t.same(fieldIntent('x', 'who is the vacancy with').facts, ['company']);
});

t.test('a request to read the item out is its whole text', async (t) => {
  for (const q of ['Read this out loud', 'read me the whole thing', 'please read it back to me', 'Recite it', 'narrate it for me']) {
    t.ok(readsItself(q), q);
    t.equal(fieldIntent(q, '').kind, 'content', q);
    t.equal(fieldIntent('x', q).kind, 'content', `${q} as a description`);
  }
  // reading something in particular is that thing
  for (const q of ['read the price to me', 'read out the author']) t.notOk(readsItself(q), q);
  t.equal(fieldIntent('x', 'read the price to me').kind, 'price');
});

const page = (body: string): Page => new Page(`<html><head><title>Jazz night</title></head><body>${body}</body></html>`, 'https://events.example/jazz');

t.test('a question key finds its value on a page', async (t) => {
  const event = page('<article><h1>Late jazz night</h1><p class="byline">By Mara Quist</p><dl><dt>Venue</dt><dd>The Blue Room</dd><dt>Date</dt><dd>12 March 2026</dd></dl><p>An evening of standards and new tunes, played late into the night by a quartet from the city.</p></article>');
  t.equal(extractField(event, 'Where is it on?', ''), extractField(event, 'venue', ''));
  t.equal(extractField(event, 'Where is it on?', ''), 'The Blue Room');
});

t.test('a key that is a phrase with no noun asks what its head asks', async (t) => {
  const facts = (k: string, d = ''): string => fieldIntent(k, d).facts.join(',');
  // a place's preposition after a participle, or alone: where the item is
  for (const k of ['situated in', 'based at', 'located at', 'hosted at', 'near']) t.match(facts(k), /place/, k);
  // "for how many": how many people it is for
  t.equal(facts('for how many?'), 'servings');
  t.equal(fieldIntent('for how many', '').name, 'for how many');
  // a key with a noun, or with a description, is read as before
  t.notMatch(facts('check in'), /place/);
  // an identifier's "_at" is its timestamp
  for (const k of ['published_at', 'PUBLISHED_AT', 'createdAt', 'updated-at']) t.notMatch(facts(k), /place/, k);
  t.notMatch(facts('in', 'the currency it is priced in'), /place/);
});

t.test('going online is a publishing verb: the day it went online is its date, nothing more specific', async (t) => {
  for (const d of ['the day the story was put online', 'when did it go online', 'the date it went online']) {
    t.equal(fieldIntent('day', d).kind, 'date', d);
    t.same(fieldIntent('day', d).specific, [], d);
  }
});
