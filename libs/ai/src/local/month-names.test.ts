// Session 23 (m23): the months' names in one table (English whole and short, and six other languages), and the
// other languages' names read only in a date's shape: "Mars", "Mai Tai" are words of English text (own wordings).
import t from 'tap';
import { ENGLISH_MONTHS, ENGLISH_MONTH_STEMS, englishMonth, otherMonth } from './month-names.js';
import { dateIn } from './item-dates.js';

t.test('English months come from the one table, whole and short', async (t) => {
  t.equal(englishMonth('March'), 3);
  t.equal(englishMonth('Sept'), 9);
  t.equal(englishMonth('dec'), 12);
  t.equal(englishMonth('mars'), 0, 'a French name is no English month');
  t.equal(otherMonth('mars'), 3);
  t.same(ENGLISH_MONTH_STEMS, ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']);
  t.notOk(new RegExp(`^(?:${ENGLISH_MONTHS})$`).test('mai'), 'the English alternatives hold no other language');
  t.equal(dateIn('Sept 3, 2026'), '2026-09-03');
  t.equal(dateIn('the 4th of Feb. 2027'), '2027-02-04');
});

t.test('another language\'s month is a month only beside a day and a year', async (t) => {
  t.equal(dateIn('Mai Tai 2 for 1 all evening, from 14/03/2026'), '2026-03-14', 'a cocktail beside a numeric date');
  t.equal(dateIn('Mars rover talk, 5 June 2026'), '2026-06-05', 'the planet beside a date in words');
  t.equal(dateIn('Mars 2026 mission notes'), null, 'the planet and a year alone are no date');
  t.equal(dateIn('Mai Tai'), null);
  t.equal(dateIn('le 3 mars 2026'), '2026-03-03', 'in a date\'s shape it is the month');
  t.equal(dateIn('am 1. Mai 2026'), '2026-05-01');
});
