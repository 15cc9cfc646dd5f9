import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';
import { fieldIntent } from './intent.js';
import { askedNoun, valueTypeOf, wrongType } from './value-type.js';
import { factValueType } from './item-facts.js';

// a blog recipe without a card: its date in a published line, its time and yield only in a sentence
const blogRecipe = new Page(
  `<html><head><title>Smoky bean chilli</title></head><body><article><h1>Smoky bean chilli</h1>
  <p class="byline">By Ana Ruiz · Published 3 March 2022</p>
  <p>This is the chilli my flatmates ask for every winter, and it keeps for days in the fridge.</p>
  <p>It feeds 5 hungry people. Preparation takes about 15 minutes and then it simmers gently for an hour.</p>
  <h2>Ingredients</h2><ul><li>2 tins of kidney beans</li><li>1 onion</li></ul></article></body></html>`,
  'https://beans.example/smoky-bean-chilli',
);

t.test('a time asked by its name alone is the duration the page states, never its date', async (t) => {
  for (const [name, description] of [['prep_time', ''], ['prepTime', ''], ['Preparation Time', ''], ['preparation_time', '']]) {
    const v = extractField(blogRecipe, name, description);
    t.not(v, '2022-03-03', `${name}: "${description}" is no date`);
    t.equal(v, '15 minutes', `${name}: "${description}"`);
  }
});

t.test('a value of another type than the one asked is not credible, whatever its source', async (t) => {
  const prep = fieldIntent('prep_time', '');
  t.ok(wrongType(prep, '2022-03-03'), 'a date for a duration');
  t.ok(wrongType(prep, 'soon'), 'words for a duration');
  t.notOk(wrongType(prep, '1 hr 10 mins'), 'a duration');
  const servings = fieldIntent('portions', 'how many it feeds');
  t.ok(wrongType(servings, 'https://beans.example/serves/4'), 'a URL for a count');
  t.ok(wrongType(servings, 'plenty'), 'words for a count');
  t.notOk(wrongType(servings, 5), 'a count');
  t.notOk(wrongType(servings, 'Four'), 'a count written as a word');
  t.notOk(wrongType(fieldIntent('beds', 'number of bedrooms'), 'three double bedrooms'), 'and before its noun');
  const cost = fieldIntent('cost', 'the price');
  t.ok(wrongType(cost, 'Prices are shown on the delivery page once you have chosen the size and the number of items you want 2 have'), 'a sentence for a number');
  t.notOk(wrongType(cost, 12.5), 'a number');
  const day = fieldIntent('published_on', 'the publication date');
  t.ok(wrongType(day, 'https://beans.example/2022/03'), 'a URL for a date');
  t.notOk(wrongType(day, '2022-03-03'), 'a date');
});

t.test('which facts are durations and counts is their readers\' typing', async (t) => {
  t.equal(factValueType('cook_time'), 'duration');
  t.equal(factValueType('duration'), 'duration');
  t.equal(factValueType('bedrooms'), 'count');
  t.equal(factValueType('pages'), 'count');
  t.equal(factValueType('publisher'), null);
});

// one paragraph that answers questions whose other words read as a date ("launched") or a count ("serves")
const survey = new Page(
  `<html><head><title>Ocean survey</title></head><body><main><h1>Ocean survey</h1><p>The deep ocean survey was launched
  by the Marine Agency in March 2019, after two years of planning. The outer wall has three layers of cells. The reef
  keeper serves as the chief warden of the bay.</p></main></body></html>`,
  'https://survey.example/ocean',
);

t.test('the noun a "which" or "what" asks is the thing asked', async (t) => {
  t.equal(askedNoun('which agency launched the survey'), 'agency');
  t.equal(askedNoun('in which year did it open'), 'year');
  t.equal(askedNoun('the keeper serves what role'), 'role');
  t.equal(askedNoun('what kind of wall is it'), 'wall', 'a generic noun before "of" gives way');
  t.equal(askedNoun('what is the date'), null, 'a function word: the whole request says');
  t.equal(askedNoun("what's it cost"), null, 'a contraction');
  t.equal(askedNoun('the page which lists the price'), null, 'a relative "which" asks nothing');
});

t.test('a type read from a verb or an adverbial is no firm type when the question asks a noun of none', async (t) => {
  const agency = fieldIntent('answer', 'which agency launched the deep ocean survey');
  t.equal(agency.type, 'date', 'the verb reads as a date (the guess the check must not trust)');
  t.equal(valueTypeOf(agency), null);
  t.notOk(wrongType(agency, 'Marine Agency'));
  t.equal(valueTypeOf(fieldIntent('answer', 'the reef keeper serves what role in the bay')), null, 'a verb\'s fact ("serves")');
  t.equal(valueTypeOf(fieldIntent('answer', 'which year was the survey launched')), 'date', 'a noun of the type asked: firm');
  t.equal(valueTypeOf(fieldIntent('answer', 'what costs the most')), 'number');
  t.equal(valueTypeOf(fieldIntent('prep_time', '')), 'duration', 'a name alone: firm');
  t.equal(extractField(survey, 'answer', 'which agency launched the deep ocean survey'), 'Marine Agency');
  t.match(String(extractField(survey, 'answer', 'the reef keeper serves what role in the bay')), /chief warden/);
  t.equal(extractField(survey, 'answer', 'which year was the deep ocean survey launched'), '2019');
});

t.test('a number may be written in words', async (t) => {
  const layers = fieldIntent('answer', 'how many layers does the outer wall have');
  t.notOk(wrongType(layers, 'three layers'));
  t.notOk(wrongType(layers, 'Several thousand'));
  t.notOk(wrongType(layers, 'a few hundred'));
  t.ok(wrongType(layers, 'plenty of them'));
  t.match(String(extractField(survey, 'answer', 'how many layers does the outer wall have')), /^three/);
});
