// A byline that names co-authors after a "with" word ("X (avec Y et Z)", "X (with Y and Z)", "X, mit Y und Z"):
// asked as a list, each of the three; asked as one line, the byline as the page writes it.
import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';
import { coAuthorNames, itemAuthors } from './item-authors.js';

// an article whose author element holds a linked name and the co-authors beside it
const article = (line: string, lang: string): Page =>
  new Page(
    `<html lang="${lang}"><head><meta property="og:type" content="article"></head><body><article><h1>Le vote du texte</h1>` +
      `<p class="signature">Par <span itemprop="author" class="auteur"><a class="auteur" href="/j/a">Anne Vidal</a> ${line}</span></p>` +
      `<p>${'Le texte a été adopté en première lecture. '.repeat(30)}</p></article></body></html>`,
    'http://x.test/article',
  );

t.test('co-authors after a "with" word are names, in the languages\' words', async (t) => {
  t.same(coAuthorNames('Anne Vidal (avec Paul Roche et Léa Marchand)'), ['Anne Vidal', 'Paul Roche', 'Léa Marchand']);
  t.same(coAuthorNames('Anne Vidal (with Paul Roche and Léa Marchand)'), ['Anne Vidal', 'Paul Roche', 'Léa Marchand']);
  t.same(coAuthorNames('Jonas Weber, mit Karla Baum und Timo Brandt'), ['Jonas Weber', 'Karla Baum', 'Timo Brandt']);
  // no "with" word: no co-authors read here
  t.same(coAuthorNames('Anne Vidal, Paul Roche'), []);
  t.same(coAuthorNames('Dinner with Friends'), []);
});

t.test('an author element around a linked name reads the co-authors beside it', async (t) => {
  const fr = article('(avec Paul Roche et Léa Marchand)', 'fr');
  t.same(itemAuthors(fr, null), ['Anne Vidal', 'Paul Roche', 'Léa Marchand']);
  // without co-authors the linked name alone, as before
  const alone = article('Journaliste', 'fr');
  t.same(itemAuthors(alone, null), ['Anne Vidal']);
});

t.test('asked as a list, each co-author; asked as one line, the byline as written', async (t) => {
  const fr = article('(avec Paul Roche et Léa Marchand)', 'fr');
  t.same(extractField(fr, 'writers', 'the writers\' names'), ['Anne Vidal', 'Paul Roche', 'Léa Marchand']);
  t.same(extractField(fr, 'author_names', 'names of the people who wrote it'), ['Anne Vidal', 'Paul Roche', 'Léa Marchand']);
  t.equal(extractField(fr, 'credited', 'the people credited for the article, in one line'), 'Anne Vidal (avec Paul Roche et Léa Marchand)');
  t.equal(extractField(fr, 'contributor', 'who contributed to the story'), 'Anne Vidal (avec Paul Roche et Léa Marchand)');
  const en = article('(with Paul Roche and Lea Marchand)', 'en');
  t.same(extractField(en, 'bylines', 'all the reporters'), ['Anne Vidal', 'Paul Roche', 'Lea Marchand']);
});
