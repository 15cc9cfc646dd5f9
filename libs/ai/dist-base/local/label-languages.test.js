"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const item_facts_js_1 = require("./item-facts.js");
const item_date_sources_js_1 = require("./item-date-sources.js");
const item_format_js_1 = require("./item-format.js");
const item_authors_js_1 = require("./item-authors.js");
const parse_kind_js_1 = require("./parse-kind.js");
const label_languages_js_1 = require("./label-languages.js");
// a book's details as shops in each language label them (own wordings, not a fixture page's)
const SHOPS = {
    de: { publisher: 'Verlag', date: 'Erscheinungstermin', format: 'Einband', pages: 'Seitenanzahl', author: 'Autorin' },
    fr: { publisher: "Maison d'édition", date: 'Date de publication', format: 'Reliure', pages: 'Nombre de pages', author: 'Auteur' },
    es: { publisher: 'Editorial', date: 'Fecha de publicación', format: 'Encuadernación', pages: 'Número de páginas', author: 'Autor' },
    it: { publisher: 'Casa editrice', date: 'Data di pubblicazione', format: 'Legatura', pages: 'Pagine', author: 'Autore' },
    nl: { publisher: 'Uitgeverij', date: 'Verschijningsdatum', format: 'Bindwijze', pages: "Aantal pagina's", author: 'Schrijver' },
    pt: { publisher: 'Editora', date: 'Data de lançamento', format: 'Encadernação', pages: 'Páginas', author: 'Autor' },
};
const bookPage = (labels) => new page_js_1.Page(`<html><head><title>Het stille water</title></head><body><main>
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
tap_1.default.test("a book's details labelled in each language of the table", async (t) => {
    for (const [lang, labels] of Object.entries(SHOPS)) {
        const page = bookPage(labels);
        t.equal((0, item_facts_js_1.itemFact)(page, null, 'publisher'), 'Kade Boeken', `${lang}: ${labels.publisher}`);
        t.equal((0, item_date_sources_js_1.itemDate)(page, null), '2023-09-14', `${lang}: ${labels.date}`);
        t.equal((0, item_format_js_1.itemFormat)(page, null), 'Gebonden', `${lang}: ${labels.format}`);
        t.equal((0, item_format_js_1.itemPageCount)(page, null), 312, `${lang}: ${labels.pages}`);
        t.same((0, item_authors_js_1.itemAuthors)(page, null), ['Marieke Hoolsema'], `${lang}: ${labels.author}`);
    }
});
// a job's and a home's facts, labelled as sites in each language label them
const FACTS = {
    de: ['Arbeitgeber', 'Gehalt', 'Veranstaltungsort', 'Ansprechpartnerin', 'Stadt', 'Wohnfläche'],
    fr: ['Employeur', 'Salaire', 'Lieu', 'Agence', 'Ville', 'Surface habitable'],
    es: ['Empresa', 'Sueldo', 'Lugar', 'Agencia', 'Ciudad', 'Superficie'],
    it: ['Azienda', 'Retribuzione', 'Luogo', 'Agenzia', 'Città', 'Superficie'],
    nl: ['Werkgever', 'Salaris', 'Locatie', 'Makelaar', 'Woonplaats', 'Woonoppervlakte'],
    pt: ['Empresa', 'Salário', 'Localização', 'Corretor', 'Cidade', 'Área'],
};
tap_1.default.test("a job's and a home's facts labelled in each language of the table", async (t) => {
    for (const [lang, [company, salary, place, agent, town, area]] of Object.entries(FACTS)) {
        const page = new page_js_1.Page(`<html><body><main><h1>Orchard House</h1><dl>
      <dt>${company}</dt><dd>Brightwater Labs</dd><dt>${salary}</dt><dd>€ 52.000</dd><dt>${place}</dt><dd>Harbour Hall</dd>
      <dt>${agent}</dt><dd>Lena Okafor</dd><dt>${town}</dt><dd>Zwolle</dd><dt>${area}</dt><dd>128 m²</dd></dl></main></body></html>`, 'https://x.example/orchard');
        t.equal((0, item_facts_js_1.itemFact)(page, null, 'company'), 'Brightwater Labs', `${lang}: ${company}`);
        t.equal((0, item_facts_js_1.itemFact)(page, null, 'salary'), 52000, `${lang}: ${salary}`);
        t.equal((0, item_facts_js_1.itemFact)(page, null, 'place'), 'Harbour Hall', `${lang}: ${place}`);
        t.equal((0, item_facts_js_1.itemFact)(page, null, 'agent'), 'Lena Okafor', `${lang}: ${agent}`);
        t.equal((0, item_facts_js_1.itemFact)(page, null, 'town'), 'Zwolle', `${lang}: ${town}`);
        t.equal((0, item_facts_js_1.itemFact)(page, null, 'area'), '128 m²', `${lang}: ${area}`);
    }
});
tap_1.default.test("a role in brackets after a name is the author's in each language", async (t) => {
    for (const role of ['Autorin', 'Auteur', 'Autore', 'Schrijver', 'Escritor'])
        t.equal((0, parse_kind_js_1.parseForKind)('author', `Marieke Hoolsema (${role})`, 'https://x.example/'), 'Marieke Hoolsema', role);
    t.equal((0, parse_kind_js_1.parseForKind)('author', 'Marieke Hoolsema (Illustrator)', 'https://x.example/'), 'Marieke Hoolsema (Illustrator)', 'another role stays');
});
tap_1.default.test('the table: every field has its labels in every language, lower case, each once', async (t) => {
    for (const [field, languages] of Object.entries(label_languages_js_1.LABEL_WORDS)) {
        for (const [lang, words] of Object.entries(languages)) {
            // (a word that is English too, and means another thing there, is left out: Italian "data")
            t.ok(words.length > 0 || field === 'date', `${field} in ${lang}`);
            for (const w of words)
                t.equal(w, w.toLowerCase(), `${field} ${lang} ${w}`);
        }
        const all = (0, label_languages_js_1.labelWords)(field);
        t.equal(new Set(all).size, all.length);
    }
});
//# sourceMappingURL=label-languages.test.js.map