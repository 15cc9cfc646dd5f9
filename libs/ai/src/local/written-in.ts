// "the price in local currency", "the time in minutes", "the cost in the site's currency": an in-phrase that ends in
// a unit of measure or of money says how the value is written, not which value is asked, so its words are not ones
// the value must sit beside ("the price in GBP" already names a currency; this covers the unit described in words)
import { stem } from './lexicon.js';

const UNITS = new Set(['currency', 'money', 'cash', 'pound', 'dollar', 'euro', 'pence', 'cent', 'yen', 'unit', 'minute',
  'hour', 'second', 'day', 'week', 'month', 'year', 'metre', 'meter', 'kilometre', 'kilometer', 'mile', 'foot', 'feet',
  'inch', 'gram', 'kilogram', 'kilo', 'ounce', 'litre', 'liter', 'degree', 'figure', 'digit', 'numeral', 'number'].map(stem));
const IN = 'in';
// words an in-phrase may hold before its unit: determiners, a possessive, a participle of showing ("the currency shown")
const SHOWN = new Set(['shown', 'used', 'given', 'listed', 'displayed', 'quoted', 'stated'].map(stem));

/** the places of an in-phrase after the head that names the unit a value is written in ("in local currency") */
export function writtenIn(units: ReadonlyArray<{ stems: string[]; kind: unknown }>): Set<number> {
  const out = new Set<number>();
  units.forEach((u, i) => {
    if (i === 0 || u.stems[0] !== IN || !units.slice(0, i).some((x) => x.kind)) return;
    // the phrase runs to its unit noun within five words ("in the site's own currency"); with none there, it is no unit phrase
    for (let j = i + 1; j < Math.min(units.length, i + 6); j++) {
      if (!units[j].stems.some((s) => UNITS.has(s))) continue;
      const end = units[j + 1] && units[j + 1].stems.every((s) => SHOWN.has(s)) ? j + 1 : j;
      for (let k = i; k <= end; k++) out.add(k);
      return;
    }
  });
  return out;
}
