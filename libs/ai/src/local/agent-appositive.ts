// A home's agent named in a sentence with the role after the name: "call <strong>Davide Colombo</strong>, agente
// immobiliare", "ask for <b>Jo Hale</b>, our lettings negotiator". The name is set apart (bold, a link) and the
// text right after it opens with a comma and the role's noun, in English or a label language (label-languages.ts).
import type { Element, Text } from 'domhandler';
import type { Page } from './page.js';
import { labelAlternatives } from './label-languages.js';
import { visibleClean } from './item-labels.js';

const ROLE = new RegExp(`^\\s*,\\s*(?:(?:our|your|the|il|la|el|vostro|nostro|nuestro|votre|notre|unser|ihr)\\s+)?(?:senior\\s+|sales\\s+|lettings?\\s+)?(?:agent|estate agent|letting agent|negotiator|realtor|broker|${labelAlternatives('agent')}|agente immobiliare|agente inmobiliario|agent immobilier|corretor de imóveis)(?!\\p{L})`, 'iu');
// the page's chrome and other homes' cards (an agent's contact box is often an <aside>: it is kept)
const ELSEWHERE = 'nav,header,footer,[class*="similar" i],[class*="related" i]';
const MAX_NAMES = 300;

/** names set in bold or a link and followed by ", <the agent's role>", in document order (two at most) */
export function appositiveAgents(page: Page): string[] {
  const $ = page.$;
  const out: string[] = [];
  $('strong,b,a').slice(0, MAX_NAMES).each((_, node) => {
    const el = node as Element;
    const next = el.next;
    if (!next || next.type !== 'text' || !ROLE.test((next as Text).data)) return undefined;
    if ($(el).closest(ELSEWHERE).length) return undefined;
    const name = visibleClean($(el).text());
    if (name && name.length <= 60) out.push(name);
    return out.length >= 2 ? false : undefined;
  });
  return out;
}
