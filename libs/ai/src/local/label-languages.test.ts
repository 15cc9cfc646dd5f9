import t from 'tap';
import { Page } from './page.js';
import { itemFact } from './item-facts.js';
import { itemDate } from './item-date-sources.js';
import { itemFormat, itemPageCount } from './item-format.js';
import { itemAuthors } from './item-authors.js';
import { parseForKind } from './parse-kind.js';
import { labelWords, LABEL_WORDS } from './label-languages.js';

// a book's details as shops in each language label them (own wordings, not a fixture page's)
const SHOPS: Record<string, { publisher: string; date: string; format: string; pages: string; author: string }> = {
  de: { publisher: 'Verlag', date: 'Erscheinungstermin', format: 'Einband', pages: 'Seitenanzahl', author: 'Autorin' },
  fr: { publisher: "Maison d'édition", date: 'Date de publication', format: 'Reliure', pages: 'Nombre de pages', author: 'Auteur' },
  es: { publisher: 'Editorial', date: 'Fecha de publicación', format: 'Encuadernación', pages: 'Número de páginas', author: 'Autor' },
  it: { publisher: 'Casa editrice', date: 'Data di pubblicazione', format: 'Legatura', pages: 'Pagine', author: 'Autore' },
  nl: { publisher: 'Uitgeverij', date: 'Verschijningsdatum', format: 'Bindwijze', pages: "Aantal pagina's", author: 'Schrijver' },
  pt: { publisher: 'Editora', date: 'Data de lançamento', format: 'Encadernação', pages: 'Páginas', author: 'Autor' },
};

const bookPage = (labels: (typeof SHOPS)[string]): Page => new Page(`<html><head><title>Het stille water</title></head><body><main>
  <h1>Het stille water</h1>
  <dl>
    <dt>${labels.author}</dt><dd>Marieke Hoolsema</dd>
    <dt>${labels.publisher}</dt><dd>Kade Boeken</dd>
    <dt>${labels.date}</dt><dd>2023-09-14</dd>
    <dt>${labels.format}</dt><dd>Gebonden</dd>
    <dt>${labels.pages}</dt><dd>312</dd>
  </dl>
  <p>Een roman over een dorp aan het water.</p>
</main></body></html>`, 'https://boeken.example/stille-water');

t.test("a book's details labelled in each language of the table", async (t) => {
  for (const [lang, labels] of Object.entries(SHOPS)) {
    const page = bookPage(labels);
    t.equal(itemFact(page, null, 'publisher'), 'Kade Boeken', `${lang}: ${labels.publisher}`);
    t.equal(itemDate(page, null), '2023-09-14', `${lang}: ${labels.date}`);
    t.equal(itemFormat(page, null), 'Gebonden', `${lang}: ${labels.format}`);
    t.equal(itemPageCount(page, null), 312, `${lang}: ${labels.pages}`);
    t.same(itemAuthors(page, null), ['Marieke Hoolsema'], `${lang}: ${labels.author}`);
  }
});

// a job's and a home's facts, labelled as sites in each language label them
const FACTS: Record<string, [string, string, string, string, string, string]> = {
  de: ['Arbeitgeber', 'Gehalt', 'Veranstaltungsort', 'Ansprechpartnerin', 'Stadt', 'Wohnfläche'],
  fr: ['Employeur', 'Salaire', 'Lieu', 'Agence', 'Ville', 'Surface habitable'],
  es: ['Empresa', 'Sueldo', 'Lugar', 'Agencia', 'Ciudad', 'Superficie'],
  it: ['Azienda', 'Retribuzione', 'Luogo', 'Agenzia', 'Città', 'Superficie'],
  nl: ['Werkgever', 'Salaris', 'Locatie', 'Makelaar', 'Woonplaats', 'Woonoppervlakte'],
  pt: ['Empresa', 'Salário', 'Localização', 'Corretor', 'Cidade', 'Área'],
};

t.test("a job's and a home's facts labelled in each language of the table", async (t) => {
  for (const [lang, [company, salary, place, agent, town, area]] of Object.entries(FACTS)) {
    const page = new Page(`<html><body><main><h1>Orchard House</h1><dl>
      <dt>${company}</dt><dd>Brightwater Labs</dd><dt>${salary}</dt><dd>€ 52.000</dd><dt>${place}</dt><dd>Harbour Hall</dd>
      <dt>${agent}</dt><dd>Lena Okafor</dd><dt>${town}</dt><dd>Zwolle</dd><dt>${area}</dt><dd>128 m²</dd></dl></main></body></html>`, 'https://x.example/orchard');
    t.equal(itemFact(page, null, 'company'), 'Brightwater Labs', `${lang}: ${company}`);
    t.equal(itemFact(page, null, 'salary'), 52000, `${lang}: ${salary}`);
    t.equal(itemFact(page, null, 'place'), 'Harbour Hall', `${lang}: ${place}`);
    t.equal(itemFact(page, null, 'agent'), 'Lena Okafor', `${lang}: ${agent}`);
    t.equal(itemFact(page, null, 'town'), 'Zwolle', `${lang}: ${town}`);
    t.equal(itemFact(page, null, 'area'), '128 m²', `${lang}: ${area}`);
  }
});

t.test("a role in brackets after a name is the author's in each language", async (t) => {
  for (const role of ['Autorin', 'Auteur', 'Autore', 'Schrijver', 'Escritor']) t.equal(parseForKind('author', `Marieke Hoolsema (${role})`, 'https://x.example/'), 'Marieke Hoolsema', role);
  t.equal(parseForKind('author', 'Marieke Hoolsema (Illustrator)', 'https://x.example/'), 'Marieke Hoolsema (Illustrator)', 'another role stays');
});

t.test('the table: every field has its labels in every language, lower case, each once', async (t) => {
  for (const [field, languages] of Object.entries(LABEL_WORDS)) {
    for (const [lang, words] of Object.entries(languages)) {
      // (a word that is English too, and means another thing there, is left out: Italian "data")
      t.ok(words.length > 0 || field === 'date', `${field} in ${lang}`);
      for (const w of words) t.equal(w, w.toLowerCase(), `${field} ${lang} ${w}`);
    }
    const all = labelWords(field as keyof typeof LABEL_WORDS);
    t.equal(new Set(all).size, all.length);
  }
});
