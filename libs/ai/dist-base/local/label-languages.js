"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LABEL_WORDS = void 0;
exports.labelWords = labelWords;
exports.labelAlternatives = labelAlternatives;
exports.labelPattern = labelPattern;
// The labels shops and publishers put before a field, in the languages other than English that pages use most:
// one table, per field and language, that every reader of a labelled value takes its other-language labels from
// (dom-fields.ts, item-date-sources.ts, item-facts.ts, item-format.ts, item-authors.ts, parse-kind.ts). A reader
// keeps its own English labels, which differ by use ("Released" dates a book, "Updated" only a page). Adding a
// label is a word here. Lower case, as written on the page; a label matches whole (after its colon is cut).
const regex_escape_js_1 = require("./regex-escape.js");
exports.LABEL_WORDS = {
    // the house that publishes a book
    publisher: {
        de: ['verlag'],
        fr: ['éditeur', "maison d'édition"],
        es: ['editorial'],
        it: ['editore', 'casa editrice'],
        nl: ['uitgever', 'uitgeverij'],
        pt: ['editora'],
    },
    // the day a book or a record came out
    publication_date: {
        de: ['erscheinungsdatum', 'erscheinungstermin'],
        fr: ['date de parution', 'date de publication'],
        es: ['fecha de publicación'],
        it: ['data di pubblicazione', 'data di uscita'],
        nl: ['verschijningsdatum', 'publicatiedatum'],
        pt: ['data de publicação', 'data de lançamento'],
    },
    // a date of any sort ("Datum: 3. März 2026"); Italian and Portuguese "data" is English "data" too ("Data
    // rates", "Data analytics"): those languages' dates are labelled in phrases here (publication_date)
    date: {
        de: ['datum'],
        fr: ['date'],
        es: ['fecha'],
        it: [],
        nl: ['datum'],
        pt: [],
    },
    // a book's binding or edition
    format: {
        de: ['einband', 'format'],
        fr: ['reliure', 'format'],
        es: ['encuadernación', 'formato'],
        it: ['legatura', 'formato'],
        nl: ['bindwijze', 'uitvoering'],
        pt: ['encadernação', 'formato'],
    },
    // how many pages a book has
    pages: {
        de: ['seiten', 'seitenzahl', 'seitenanzahl'],
        fr: ['pages', 'nombre de pages'],
        es: ['páginas', 'número de páginas'],
        it: ['pagine', 'numero di pagine'],
        nl: ["pagina's", "aantal pagina's"],
        pt: ['páginas', 'número de páginas'],
    },
    // who wrote it
    author: {
        de: ['autor', 'autorin', 'verfasser'],
        fr: ['auteur'],
        es: ['autor', 'escritor'],
        it: ['autore'],
        nl: ['auteur', 'schrijver'],
        pt: ['autor'],
    },
    // where an event is held or a job is done
    place: {
        de: ['ort', 'veranstaltungsort'],
        fr: ['lieu'],
        es: ['lugar'],
        it: ['luogo'],
        nl: ['locatie'],
        pt: ['localização'],
    },
    // who hires
    company: {
        de: ['unternehmen', 'arbeitgeber'],
        fr: ['entreprise', 'employeur'],
        es: ['empresa'],
        it: ['azienda'],
        nl: ['bedrijf', 'werkgever'],
        pt: ['empresa'],
    },
    // what a job pays
    salary: {
        de: ['gehalt'],
        fr: ['salaire'],
        es: ['salario', 'sueldo'],
        it: ['stipendio', 'retribuzione'],
        nl: ['salaris'],
        pt: ['salário'],
    },
    // who sells or lets a home
    agent: {
        de: ['ansprechpartner', 'ansprechpartnerin', 'makler'],
        fr: ['agence', 'agent immobilier'],
        es: ['agente', 'agencia'],
        it: ['agente', 'agenzia'],
        nl: ['makelaar'],
        pt: ['corretor', 'imobiliária'],
    },
    // the town a home or a job is in
    town: {
        de: ['stadt'],
        fr: ['ville'],
        es: ['ciudad'],
        it: ['città'],
        nl: ['plaats', 'woonplaats'],
        pt: ['cidade'],
    },
    // a home's floor area
    area: {
        de: ['wohnfläche'],
        fr: ['surface habitable'],
        es: ['superficie'],
        it: ['superficie'],
        nl: ['woonoppervlakte'],
        pt: ['área'],
    },
};
/** a field's labels in every language of the table, each once */
function labelWords(field) {
    return [...new Set(Object.values(exports.LABEL_WORDS[field]).flat())];
}
/** the alternatives of a regular expression for the field's labels, these English ones first */
function labelAlternatives(field, english = []) {
    return [...new Set([...english, ...labelWords(field)])].map(regex_escape_js_1.escapeRegExp).join('|');
}
/** a whole label of the field: its English labels (a reader's own, as regular-expression parts) or the table's */
function labelPattern(field, english, flags = 'u') {
    return new RegExp(`^(?:${english}|${labelAlternatives(field)})$`, flags);
}
//# sourceMappingURL=label-languages.js.map