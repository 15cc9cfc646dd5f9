// Typed spans of a sentence that could answer a question: times, dates, years, durations, amounts,
// percentages, numbers, names (capitalised runs) and, for anything else, the phrases between the
// words the question shares with the sentence.
import type { AnswerType } from './question.js';
import { ENGLISH_MONTHS, ENGLISH_WEEKDAYS } from '../local/month-names.js';

export interface Span {
  text: string;
  start: number;
  end: number;
  type: AnswerType;
}

const MONTH = `(?:${ENGLISH_MONTHS})\\.?`;
const WEEKDAY = `(?:${ENGLISH_WEEKDAYS})`;
const NUMBER_WORD = '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|several|a few)';
const NUM = `(?:\\d[\\d,.]*(?:\\s?(?:million|billion|trillion|thousand|hundred|[mbk]n?)\\b)?|${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*)`;
// "3-5", "3 to 5": a range reads as one value
const RANGE = `${NUM}(?:\\s?(?:-|–|to)\\s?${NUM})?`;
// units written after a number: "180°C", "1.2 kg", "15 mph"
const UNIT = '(?:°\\s?[CF]|kg|g|mg|km|m|cm|mm|mi|ft|in|lb|lbs|oz|l|ml|litres?|liters?|gb|mb|tb|kb|mph|km/h|kw|w|v|hz|ghz|sq\\s?(?:m|ft|mi|km)|(?:(?:square|cubic|nautical)\\s+)?(?:miles?|kilomet(?:re|er)s?|met(?:re|er)s?|centimet(?:re|er)s?|millimet(?:re|er)s?|feet|foot|inch(?:es)?|yards?)|acres?|hectares?|tonnes?|tons?|kilograms?|grams?|degrees?(?:\\s+(?:celsius|fahrenheit))?|knots?)';
const UNIT_TIME = '(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|decades?|centuries|century|nights?|millennia|generations?)';
const CURRENCY = '(?:US\\$|\\$|€|£|¥|₹|₽|USD|EUR|GBP|CHF|JPY)';
const CURRENCY_WORD = '(?:dollars?|euros?|pounds?|francs?|yen|yuan|marks?|rupees?|pesos?|cents?|pence|shillings?|guineas?)';

const PATTERNS: Array<[AnswerType, RegExp]> = [
  ['time', /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s?(?:a\.?m\.?|p\.?m\.?)(?![a-z])|\b(?:[01]?\d|2[0-3])[:h][0-5]\d\b|\b(?:noon|midday|midnight)\b/gi],
  ['date', new RegExp(`\\b(?:${WEEKDAY},?\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}(?:,?\\s+\\d{4})?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|${MONTH}\\s+\\d{4})\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b`, 'gi')],
  ['year', /\b(?:(?:in|by|since|until|from|of|c\.)\s)?(?:1[0-9]{3}|20[0-9]{2})s?\b(?:\s?(?:BC|BCE|AD|CE)\b)?|\b(?:the\s)?(?:\d{1,2}(?:st|nd|rd|th)|[a-z]+(?:-[a-z]+)?)\s+century\b/gi],
  ['duration', new RegExp(`\\b(?:about\\s|over\\s|nearly\\s|almost\\s|around\\s|up to\\s)?${RANGE}[\\s-]+(?:business\\s|working\\s)?${UNIT_TIME}\\b`, 'gi')],
  ['amount', new RegExp(`${CURRENCY}\\s?\\d[\\d,.]*(?:\\s?(?:million|billion|trillion|thousand|[mbk]n?)\\b)?|\\b${NUM}\\s+(?:${CURRENCY_WORD}|USD|EUR|GBP)\\b`, 'gi')],
  ['percent', new RegExp(`\\b${NUM}\\s?(?:%|percent\\b|per cent\\b)`, 'gi')],
  ['number', new RegExp(`\\b${RANGE}(?:\\s?${UNIT}\\b|\\b(?:\\s+[a-z]+)?)`, 'gi')],
];

// words that start a sentence or follow a quote in capitals but name nothing
const CAPITAL_NOISE = /^(The|A|An|In|On|At|By|For|From|With|As|It|Its|This|That|These|Those|He|She|They|We|His|Her|Their|But|And|Or|If|When|While|After|Before|During|Since|Although|However|There|Some|Many|Most|Other|Such|Both|Each|All|Several|Often|Even|Also|Then|Later|Thus|Still|Based|Because|Today|Now|Here|Instead|Despite|Following|According|Under|Over|Between|Among|Within|Without|Unlike|Like|Throughout|Upon|Few|Only|Until|Once|One|Two|Three|Its|Our|Your|My|Yet|So|Not|No|To|Of|Is|Was|Were|Are|Do|Did|Does|Has|Had|Have|Can|Could|Would|Should|Will|May|Might|Must|What|Which|Who|Why|How|Where)$/;
const NAME_JOINERS = /^(of|de|da|van|von|der|del|la|le|al|bin|the|and|du|di)$/i;

/** Runs of capitalised words ("Kublai Khan", "University of Chicago"), sentence-initial function words left out. */
function names(sentence: string): Span[] {
  const out: Span[] = [];
  const re = /[\p{Lu}][\p{L}\p{M}'’.-]*(?:\s+(?:(?:of|de|da|van|von|der|del|la|le|al|bin|the|and|du|di)\s+)?[\p{Lu}][\p{L}\p{M}'’.-]*)*/gu;
  for (const m of sentence.matchAll(re)) {
    let text = m[0].replace(/[.’']+$/, '');
    let start = m.index ?? 0;
    const first = text.split(/\s+/)[0];
    if (CAPITAL_NOISE.test(first)) {
      const rest = text.slice(first.length).trimStart();
      start += text.length - rest.length;
      text = rest;
    }
    const parts = text.split(/\s+/);
    while (parts.length && NAME_JOINERS.test(parts[parts.length - 1])) parts.pop();
    text = parts.join(' ');
    if (!text || text.length < 2) continue;
    out.push({ text, start, end: start + text.length, type: 'name' });
  }
  return out;
}

const PLACE_LEAD = /\b(?:in|at|from|near|to|into|across|throughout|outside|inside|within|of)\s+(?:the\s+)?$/i;
const ORG_WORD = /\b(University|College|Company|Corporation|Inc|Ltd|Institute|Association|Society|Party|Council|Agency|Bank|Church|Museum|Group|Club|Foundation|Times|News|Press|Records|Studios|Academy|School|Department|Ministry|Army|Navy|Committee|Union|League|Network)\b/;

export function typedSpans(sentence: string): Span[] {
  const out: Span[] = [];
  for (const [type, re] of PATTERNS) {
    for (const m of sentence.matchAll(re)) {
      const raw = m[0].replace(/^(?:in|by|since|until|from|of)\s/i, '');
      const start = (m.index ?? 0) + (m[0].length - raw.length);
      let text = raw.replace(/[.,]+$/, '');
      // a number is read with the noun after it ("three kingdoms"), unless that is a function word
      if (type === 'number') text = text.replace(/\s+(?:and|or|the|of|in|on|at|to|a|an|by|for|with|was|were|is|are|had|has|have|it|as)$/i, '');
      if (text) out.push({ text, start, end: start + text.length, type });
    }
  }
  for (const n of names(sentence)) {
    if (out.some((s) => s.start <= n.start && s.end >= n.end)) continue;
    const before = sentence.slice(Math.max(0, n.start - 20), n.start);
    // a name after "in", "at" or "from" is a place; otherwise it may be a person (or anything named)
    if (ORG_WORD.test(n.text)) out.push({ ...n, type: 'organization' });
    else if (PLACE_LEAD.test(before)) out.push({ ...n, type: 'place' });
    else out.push(n);
  }
  return out;
}

/** Which types a span may answer besides its own: a name may be any named thing, a year a date. */
export function answers(span: Span, wanted: AnswerType): number {
  if (span.type === wanted) return 1;
  // capitalised words of no known kind (the tagger names people, places and organisations exactly)
  if (span.type === 'name') return /^(person|organization|place)$/.test(wanted) ? 0.85 : wanted === 'thing' ? 0.7 : 0;
  const close: Record<string, AnswerType[]> = {
    date: ['year', 'time'], year: ['date'], time: ['date'], person: ['organization', 'thing'], organization: ['person', 'thing', 'place'],
    place: ['organization', 'thing', 'person'], amount: ['number'], number: ['amount', 'duration', 'percent'], duration: ['number'], thing: [],
    percent: ['number'], reason: ['thing'],
  };
  if (close[wanted]?.includes(span.type)) return 0.6;
  if (wanted === 'thing' && span.type !== 'time') return 0.5;
  return 0;
}
