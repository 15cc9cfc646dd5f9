import t from 'tap';
import { parseMoney, parseNumber, parseAvailability, parseDate } from './values.js';

t.test('numbers in the common written forms', async (t) => {
  t.equal(parseNumber('1,299'), 1299);
  t.equal(parseNumber('12,99'), 12.99);
  t.equal(parseNumber('1.234,56'), 1234.56);
  t.equal(parseNumber('1,234.56'), 1234.56);
  t.equal(parseNumber('1 234'), 1234);
  t.equal(parseNumber('abc'), null);
});

t.test('money: symbol or code on either side', async (t) => {
  t.same(parseMoney('$12.99'), { amount: 12.99, currency: 'USD', symbol: '$' });
  t.same(parseMoney('12,44 € + 6,99 € delivery'), { amount: 12.44, currency: 'EUR', symbol: '€' });
  t.same(parseMoney('EUR 5'), { amount: 5, currency: 'EUR', symbol: 'EUR' });
  t.equal(parseMoney('42 items'), null);
  t.same(parseMoney('42', true), { amount: 42, currency: null, symbol: null });
});

t.test('availability and dates', async (t) => {
  t.equal(parseAvailability('http://schema.org/InStock'), 'InStock');
  t.equal(parseAvailability('Currently unavailable.'), 'OutOfStock');
  t.equal(parseAvailability('Auf Lager'), 'InStock');
  t.equal(parseAvailability('Actuellement indisponible.'), 'OutOfStock');
  t.equal(parseAvailability('Only 3 left - order soon'), 'InStock');
  t.equal(parseAvailability('blue'), null);
  t.equal(parseDate('Published 5 March 2024'), '2024-03-05');
  t.equal(parseDate('05.03.2024'), '2024-03-05');
});
