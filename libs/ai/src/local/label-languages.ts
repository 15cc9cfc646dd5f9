// The labels shops and publishers put before a field, in the languages other than English that pages use most
// (German, French, Spanish, Italian, Dutch, Portuguese, Polish, Swedish; a label's feminine form where it has one):
// one table, per field and language, that every reader of a labelled value takes its other-language labels from
// (dom-fields.ts, item-date-sources.ts, item-facts.ts, item-format.ts, item-authors.ts, parse-kind.ts). A reader
// keeps its own English labels, which differ by use ("Released" dates a book, "Updated" only a page). Adding a
// label is a word here. Lower case, as written on the page; a label matches whole (after its colon is cut).
import { escapeRegExp } from './regex-escape.js';

export type LabelLanguage = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl' | 'sv';
export type LabelledField = 'publisher' | 'publication_date' | 'date' | 'posted' | 'updated' | 'notice' | 'format' | 'pages' | 'author' | 'place' | 'company' | 'salary' | 'agent' | 'bedrooms' | 'address' | 'town' | 'area' | 'availability' | 'price' | 'prep_time' | 'cook_time' | 'total_time' | 'servings' | 'organizer' | 'admission' | 'title' | 'brand' | 'byline_role' | 'image' | 'source' | 'count';

export const LABEL_WORDS: Record<LabelledField, Record<LabelLanguage, string[]>> = {
  // the house that publishes a book
  publisher: {
    de: ['verlag'],
    fr: ['éditeur', "maison d'édition"],
    es: ['editorial'],
    it: ['editore', 'casa editrice'],
    nl: ['uitgever', 'uitgeverij'],
    pt: ['editora'],
    pl: ['wydawnictwo', 'wydawca'],
    sv: ['förlag', 'utgivare'],
  },
  // the day a book or a record came out
  publication_date: {
    de: ['erscheinungsdatum', 'erscheinungstermin'],
    fr: ['date de parution', 'date de publication'],
    es: ['fecha de publicación'],
    it: ['data di pubblicazione', 'data di uscita'],
    nl: ['verschijningsdatum', 'publicatiedatum'],
    pt: ['data de publicação', 'data de lançamento'],
    pl: ['data wydania', 'data publikacji'],
    sv: ['utgivningsdatum', 'publiceringsdatum'],
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
    pl: [],
    sv: ['datum'],
  },
  // the words that open a line dating the item's notice ("Publiée le 12 janvier 2027", "Geplaatst op 2 maart 2027")
  posted: {
    de: ['veröffentlicht am', 'eingestellt am', 'online seit'],
    fr: ['publié le', 'publiée le', 'mis en ligne le', 'mise en ligne le', 'ajouté le', 'ajoutée le'],
    es: ['publicado el', 'publicada el'],
    it: ['pubblicato il', 'pubblicata il', 'inserito il'],
    nl: ['geplaatst op', 'gepubliceerd op'],
    pt: ['publicado em', 'publicada em'],
    pl: ['opublikowano', 'dodano'],
    sv: ['publicerad', 'publicerat'],
  },
  // the words that open a line dating the notice's last change ("Anuncio actualizado el 14 de enero de 2025"): a
  // listing's date when it gives no other, never before its posting
  updated: {
    de: ['aktualisiert am', 'geändert am'],
    fr: ['mis à jour le', 'mise à jour le', 'modifié le', 'modifiée le', 'actualisé le', 'actualisée le'],
    es: ['actualizado el', 'actualizada el', 'modificado el', 'modificada el'],
    it: ['aggiornato il', 'aggiornata il', 'modificato il', 'modificata il'],
    nl: ['bijgewerkt op', 'gewijzigd op'],
    pt: ['atualizado em', 'atualizada em'],
    pl: ['zaktualizowano'],
    sv: ['uppdaterad', 'uppdaterat'],
  },
  // the item's notice itself, named before that line ("Annonce publiée le ...", "Listing posted on ...")
  notice: {
    de: ['anzeige', 'inserat', 'stellenanzeige'],
    fr: ['annonce', 'offre'],
    es: ['anuncio', 'oferta'],
    it: ['annuncio', 'offerta'],
    nl: ['advertentie', 'vacature'],
    pt: ['anúncio', 'oferta'],
    pl: ['ogłoszenie', 'oferta'],
    sv: ['annons'],
  },
  // a book's binding or edition
  format: {
    de: ['einband', 'format'],
    fr: ['reliure', 'format'],
    es: ['encuadernación', 'formato'],
    it: ['legatura', 'formato'],
    nl: ['bindwijze', 'uitvoering'],
    pt: ['encadernação', 'acabamento', 'formato'],
    pl: ['oprawa', 'format'],
    sv: ['format'],
  },
  // how many pages a book has
  pages: {
    de: ['seiten', 'seitenzahl', 'seitenanzahl'],
    fr: ['pages', 'nombre de pages'],
    es: ['páginas', 'número de páginas'],
    it: ['pagine', 'numero di pagine'],
    nl: ["pagina's", "aantal pagina's"],
    pt: ['páginas', 'número de páginas'],
    pl: ['liczba stron'],
    sv: ['sidor', 'antal sidor'],
  },
  // who wrote it
  // who makes it: a key in the page's language (`marca`, `Marke`)
  brand: {
    de: ['marke', 'hersteller'],
    fr: ['marque', 'fabricant'],
    es: ['marca', 'fabricante'],
    it: ['marca', 'marchio', 'produttore'],
    nl: ['merk', 'fabrikant'],
    pt: ['marca', 'fabricante'],
    pl: ['marka', 'producent'],
    sv: ['märke', 'varumärke', 'tillverkare'],
  },
  // what the item is called: a key in the page's language (`titre`, `Título`)
  title: {
    de: ['titel'],
    fr: ['titre'],
    es: ['título', 'titulo'],
    it: ['titolo'],
    nl: ['titel'],
    pt: ['título', 'titulo'],
    pl: ['tytuł'],
    sv: ['titel', 'rubrik'],
  },
  author: {
    de: ['autor', 'autorin', 'verfasser'],
    fr: ['auteur', 'autrice'],
    es: ['autor', 'autora', 'escritor'],
    it: ['autore', 'autrice'],
    nl: ['auteur', 'schrijver'],
    pt: ['autor', 'autora'],
    pl: ['autor', 'autorka'],
    sv: ['författare'],
  },
  // a contributor's role a byline puts before the name with a colon ("Recept: X", "Text: X", "Foto: Y"); the English
  // ones are BYLINE_ROLES below, the author's own labels count too
  byline_role: {
    de: ['text', 'rezept', 'foto', 'fotos', 'bilder', 'von'],
    fr: ['texte', 'recette', 'photo', 'photos', 'par'],
    es: ['texto', 'receta', 'foto', 'fotos', 'por'],
    it: ['testo', 'ricetta', 'foto', 'di'],
    nl: ['tekst', 'recept', 'foto', "foto's", 'door'],
    pt: ['texto', 'receita', 'foto', 'fotos', 'por'],
    pl: ['tekst', 'przepis', 'zdjęcia', 'fot'],
    sv: ['text', 'recept', 'foto', 'bild', 'bilder', 'av'],
  },
  // where an event is held or a job is done
  place: {
    de: ['ort', 'standort', 'veranstaltungsort', 'arbeitsort', 'einsatzort'],
    fr: ['lieu', 'lieu de travail'],
    es: ['lugar', 'lugar de trabajo', 'ubicación'],
    it: ['luogo', 'sede', 'sede di lavoro', 'luogo di lavoro'],
    nl: ['locatie', 'standplaats', 'werklocatie'],
    pt: ['localização', 'local de trabalho'],
    pl: ['miejsce', 'miejsce pracy', 'lokalizacja'],
    sv: ['plats', 'arbetsort', 'lokal'],
  },
  // who hires
  company: {
    de: ['unternehmen', 'arbeitgeber'],
    fr: ['entreprise', 'employeur'],
    es: ['empresa'],
    it: ['azienda'],
    nl: ['bedrijf', 'werkgever'],
    pt: ['empresa'],
    pl: ['firma', 'pracodawca'],
    sv: ['företag', 'arbetsgivare'],
  },
  // what a job pays
  salary: {
    de: ['gehalt'],
    fr: ['salaire'],
    es: ['salario', 'sueldo'],
    it: ['stipendio', 'retribuzione'],
    nl: ['salaris'],
    pt: ['salário'],
    pl: ['wynagrodzenie', 'pensja'],
    sv: ['lön'],
  },
  // who sells or lets a home
  agent: {
    de: ['ansprechpartner', 'ansprechpartnerin', 'makler'],
    fr: ['agence', 'agent immobilier'],
    es: ['agente', 'agencia'],
    it: ['agente', 'agenzia'],
    nl: ['makelaar'],
    pt: ['corretor', 'imobiliária'],
    pl: ['agent', 'agencja', 'biuro nieruchomości'],
    sv: ['mäklare'],
  },
  // where a home is
  address: {
    de: ['adresse', 'anschrift'],
    fr: ['adresse'],
    es: ['dirección'],
    it: ['indirizzo'],
    nl: ['adres'],
    pt: ['endereço', 'morada'],
    pl: ['adres'],
    sv: ['adress'],
  },
  // how many bedrooms a home has
  bedrooms: {
    de: ['schlafzimmer'],
    fr: ['chambres', 'chambre'],
    es: ['dormitorios', 'habitaciones'],
    it: ['camere', 'camere da letto'],
    nl: ['slaapkamers'],
    pt: ['quartos'],
    pl: ['sypialnie'],
    sv: ['sovrum'],
  },
  // the town a home or a job is in
  town: {
    de: ['stadt'],
    fr: ['ville'],
    es: ['ciudad'],
    it: ['città'],
    nl: ['plaats', 'woonplaats'],
    pt: ['cidade'],
    pl: ['miasto', 'miejscowość'],
    sv: ['stad', 'ort'],
  },
  // a home's floor area
  area: {
    de: ['wohnfläche'],
    fr: ['surface habitable'],
    es: ['superficie'],
    it: ['superficie'],
    nl: ['woonoppervlakte'],
    pt: ['área'],
    pl: ['powierzchnia'],
    sv: ['boarea'],
  },
  // whether a product can be had now (a feed's column "lieferbar", "disponible")
  availability: {
    de: ['lieferbar', 'verfügbar', 'verfügbarkeit', 'lieferbarkeit'],
    fr: ['disponibilité', 'disponible'],
    es: ['disponibilidad', 'disponible'],
    it: ['disponibilità', 'disponibile'],
    nl: ['beschikbaarheid', 'leverbaar', 'beschikbaar'],
    pt: ['disponibilidade', 'disponível'],
    pl: ['dostępność', 'dostępny'],
    sv: ['tillgänglighet', 'i lager'],
  },
  // how long a recipe takes to prepare, to cook, in all (the value must read as a duration: "Preparación" over the
  // method's steps is no time)
  prep_time: {
    de: ['zubereitungszeit', 'vorbereitungszeit', 'arbeitszeit'],
    fr: ['préparation', 'temps de préparation'],
    es: ['preparación', 'tiempo de preparación'],
    it: ['preparazione', 'tempo di preparazione'],
    nl: ['voorbereiding', 'voorbereidingstijd', 'bereidingstijd'],
    pt: ['preparo', 'preparação', 'tempo de preparo', 'tempo de preparação'],
    pl: ['czas przygotowania', 'przygotowanie'],
    sv: ['förberedelse'],
  },
  cook_time: {
    de: ['kochzeit', 'garzeit', 'backzeit'],
    fr: ['cuisson', 'temps de cuisson'],
    es: ['cocción', 'tiempo de cocción'],
    it: ['cottura', 'tempo di cottura'],
    nl: ['kooktijd', 'baktijd', 'oventijd'],
    pt: ['cozimento', 'tempo de cozimento'],
    pl: ['czas gotowania', 'czas pieczenia'],
    sv: ['koktid', 'ugnstid'],
  },
  total_time: {
    de: ['gesamtzeit'],
    fr: ['temps total'],
    es: ['tiempo total'],
    it: ['tempo totale'],
    nl: ['totale tijd'],
    pt: ['tempo total'],
    pl: ['czas całkowity'],
    sv: ['total tid'],
  },
  // how many a recipe serves (not the bare "para", "per", "pour": a preposition is no label)
  servings: {
    de: ['portionen'],
    fr: ['portions', 'nombre de personnes'],
    es: ['raciones', 'porciones', 'comensales'],
    it: ['porzioni', 'dosi per'],
    nl: ['porties', 'aantal personen'],
    pt: ['porções', 'rendimento', 'rende'],
    pl: ['porcje', 'liczba porcji'],
    sv: ['portioner', 'antal portioner'],
  },
  // who puts an event on: the noun, and the verb an agenda labels with ("Organiza: X", "Organizza: X")
  organizer: {
    de: ['veranstalter', 'veranstalterin'],
    fr: ['organisateur', 'organisatrice', 'organisé par'],
    es: ['organiza', 'organizador', 'organizadora', 'organizado por'],
    it: ['organizza', 'organizzatore', 'organizzato da', 'a cura di'],
    nl: ['organisator', 'georganiseerd door'],
    pt: ['organizador', 'organização', 'organizado por'],
    pl: ['organizator', 'organizowane przez'],
    sv: ['arrangör', 'arrangeras av'],
  },
  // what entry to an event costs, and its tickets: labels only an event's page has
  admission: {
    de: ['eintritt', 'eintrittspreis', 'tickets', 'karten'],
    fr: ['tarif', 'tarifs', 'billets', 'billetterie'],
    es: ['entradas', 'precio de la entrada'],
    it: ['ingresso', 'biglietti', 'biglietto'],
    nl: ['entree', 'toegang', 'kaarten', 'toegangsprijs'],
    pt: ['ingressos', 'bilhetes'],
    pl: ['bilety', 'wstęp'],
    sv: ['biljetter', 'entré', 'inträde'],
  },
  // what it costs
  // (and a home's rent or asking price: "Huurprijs", "Kaltmiete", "Loyer")
  price: {
    de: ['preis', 'miete', 'kaltmiete', 'warmmiete', 'kaufpreis'],
    fr: ['prix', 'tarif', 'tarifs', 'tarif plein', 'loyer'],
    es: ['precio', 'tarifa', 'alquiler'],
    it: ['prezzo', 'tariffa', 'affitto', 'canone'],
    nl: ['prijs', 'huurprijs', 'huur', 'vraagprijs', 'koopprijs'],
    pt: ['preço', 'aluguel', 'renda'],
    pl: ['cena', 'czynsz'],
    sv: ['pris', 'hyra'],
  },
  // an article's or a product's picture, and the site a text comes from (the request reader's words: no page
  // reader labels a value by them)
  image: {
    de: ['bild', 'bilder', 'foto'],
    fr: ['image', 'photo'],
    es: ['imagen', 'imágenes', 'foto'],
    it: ['immagine', 'immagini', 'foto'],
    nl: ['afbeelding', 'afbeeldingen', 'foto'],
    pt: ['imagem', 'imagens', 'foto'],
    pl: ['zdjęcie', 'obraz'],
    sv: ['bild', 'bilder', 'foto'],
  },
  source: {
    de: ['quelle'],
    fr: ['source'],
    es: ['fuente'],
    it: ['fonte'],
    nl: ['bron'],
    pt: ['fonte'],
    pl: ['źródło'],
    sv: ['källa'],
  },
  // how many of a thing there are ("Anzahl Bilder", "aantal foto's"); not "número", "numero", "nombre": a number
  // that names ("número de referencia") or a name (Spanish "nombre")
  count: {
    de: ['anzahl'],
    fr: ['nombre de'],
    es: ['cantidad'],
    it: ['quantità'],
    nl: ['aantal'],
    pt: ['quantidade'],
    pl: ['liczba'],
    sv: ['antal'],
  },
};

/** a field's labels in every language of the table, each once */
export function labelWords(field: LabelledField): string[] {
  return [...new Set(Object.values(LABEL_WORDS[field]).flat())];
}

/** the alternatives of a regular expression for the field's labels, these English ones first */
export function labelAlternatives(field: LabelledField, english: string[] = []): string {
  return [...new Set([...english, ...labelWords(field)])].map(escapeRegExp).join('|');
}

// the possessives a box's heading puts before its label ("Votre agence", "Ihr Ansprechpartner", "Uw makelaar"):
// the same label, said to the reader (the English readers list their own: "your agent")
const POSSESSIVES = ['ihr', 'ihre', 'votre', 'vos', 'su', 'sus', 'tu', 'il vostro', 'la vostra', 'il tuo', 'la tua', 'uw', 'jouw', 'o seu', 'a sua', 'seu', 'sua'];

// a label of the item's fact that says whose it is ("Bedrooms in property", "Location of role"): the fact
const OF_THE_ITEM = String.raw`(?:\s+(?:in|of)\s+(?:the\s+|this\s+)?(?:property|house|home|flat|apartment|building|listing|job|role|position|vacancy|event|book|recipe))?`;
/** a whole label of the field: its English labels (a reader's own, as regular-expression parts) or the table's, a possessive before them allowed */
export function labelPattern(field: LabelledField, english: string, flags = 'u'): RegExp {
  return new RegExp(`^(?:(?:${english})${OF_THE_ITEM}|(?:(?:${POSSESSIVES.join('|')})\\s+)?(?:${labelAlternatives(field)}))$`, flags);
}
