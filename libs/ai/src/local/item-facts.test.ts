import t from 'tap';
import { townOf } from './item-facts.js';

t.test('the town of an address line: the street and the postcodes aside', async (t) => {
  t.equal(townOf('9 Kite Lane, Norwich NR2 4TY'), 'Norwich', 'a UK postcode after the town');
  t.equal(townOf('77 Elm St, Unit 2, Austin, TX 78701'), 'Austin', 'a unit line and a state with its ZIP');
  t.equal(townOf('Kerkstraat 12, 1017 GC Amsterdam'), 'Amsterdam', 'a Dutch postcode before the town');
  t.equal(townOf('Lindenweg 4, 80331 München'), 'München');
  t.equal(townOf('Kite Lane'), 'Kite Lane', 'a line of one part is the town when it has no number');
  t.equal(townOf('12 Kite Lane'), null, 'a street alone names no town');
  t.equal(townOf(null), null);
});
