// Turns raw strings found on a page into typed values for a field kind.
import type { FieldKind } from './intent.js';
import { currencyForPage } from './currency.js';
import { absoluteUrl, cleanText, parseAvailability, parseDate, parseEmail, parseGtin, parseIdentifier, parseMoney, parseNumber, parsePhone } from './values.js';
import { labelAlternatives } from './label-languages.js';

// a role after a name: "Jane Doe (Author)", "(Autorin)"
const AUTHOR_ROLE = new RegExp(`\\s*\\((?:author|writer|${labelAlternatives('author')})\\)\\s*$`, 'iu');

export function parseForKind(kind: FieldKind, raw: string, baseUrl: string): unknown {
  const text = cleanText(raw);
  // unrendered template placeholders ("$metabrand", "{{ price }}") are not values
  if (!text || /^\$[a-z_]\w*$|\{\{|\}\}|^\[%|^<%/i.test(text)) return null;
  switch (kind) {
    case 'price': {
      // a zero price is a placeholder ("0.00" before a variant is chosen), not a stated price
      const m = parseMoney(text, true);
      return m && m.amount > 0 ? m.amount : null;
    }
    case 'currency': {
      // RUR is the rouble's pre-1998 code that some shops still state
      if (/^[A-Z]{3}$/.test(text)) return text === 'RUR' ? 'RUB' : text;
      return currencyForPage(text, baseUrl) ?? (text.length <= 4 ? text : null);
    }
    case 'availability':
      return parseAvailability(text);
    case 'sku':
      // site ids are single tokens: "HMP 2000" is a model name, not an id
      return parseIdentifier(text);
    case 'mpn':
      return parseIdentifier(text) ?? (text.length <= 40 ? text : null);
    case 'gtin':
      return parseGtin(text);
    case 'brand': {
      // "More from the brand: Acme" -> "Acme"; dates and prices are not brands
      const name = text.replace(/^.{0,40}[:：]\s*/, '');
      if (!name || name.length > 60 || /^[\d\s.,/()\-:]+/.test(name) && /\d/.test(name.slice(0, 3))) return null;
      return name;
    }
    case 'rating':
    case 'review_count':
    case 'number':
      return parseNumber(text);
    case 'date':
      return parseDate(text) ?? (text.length <= 40 ? text : null);
    case 'url':
    case 'image':
      return /^(data:|javascript:)/i.test(text) ? null : absoluteUrl(text, baseUrl);
    case 'author': {
      // a byline's "by" is not part of the name
      const name = text.replace(/^(written\s+)?(by|von|par|door|di|por)\s+/i, '').replace(AUTHOR_ROLE, '').trim();
      return name || null;
    }
    case 'email':
      return parseEmail(text);
    case 'phone':
      return parsePhone(text);
    default:
      return text;
  }
}
