// A box headed by the role of who offers the item, its name in the element after the heading: "<h2>Votre hôte</h2>
// <p>Claire et Bruno Achard</p>", "<h2>Aangeboden door</h2><p>Femke</p>", "<h3>Your agent</h3><p>Jo Reed</p>". The
// heading names the role alone, without a colon (a heading with one is a label pair: labels.ts).
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { labelAlternatives } from './label-languages.js';
import { visibleClean } from './item-labels.js';

// the offering party's role in English and in the label languages: "offered by", "your host", "Aangeboden door"
const OFFERED_BY = ['offered by', 'listed by', 'marketed by', 'advertised by', 'let by', 'managed by', 'your agent', 'your host', 'your hosts', 'your landlord', 'the host', 'host', 'hosts', 'landlord', 'advertiser',
  'aangeboden door', 'verhuurd door', 'uw verhuurder', 'verhuurder', 'angeboten von', 'anbieter', 'ihr gastgeber', 'gastgeber', 'vermieter', 'proposé par', 'votre hôte', 'vos hôtes', 'hôte', 'hôtes', 'propriétaire',
  'ofrecido por', 'anfitrión', 'tu anfitrión', 'offerto da', 'host', 'il tuo host', 'proprietario', 'oferecido por', 'anfitrião', 'seu anfitrião', 'oferowane przez', 'gospodarz', 'erbjuds av', 'värd', 'hyresvärd'];
const ROLE_HEADING = new RegExp(`^(?:${[...new Set(OFFERED_BY)].join('|')}|${labelAlternatives('agent')})$`, 'iu');
const MAX_NAME = 60;

/** the names in the element right after a heading that names the offering party's role alone, in page order */
export function headingRoleNames(page: Page): string[] {
  const $ = page.$;
  const out: string[] = [];
  $('h2,h3,h4,h5,h6').each((_, node) => {
    const el = node as Element;
    if (!ROLE_HEADING.test(visibleClean($(el).text()))) return;
    const next = $(el).nextAll().first();
    const name = next.length ? visibleClean(next.text()).split(/\s*[\n·|]\s*/)[0] : '';
    if (name && name.length <= MAX_NAME) out.push(name);
  });
  return out;
}
