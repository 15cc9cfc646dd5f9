// A party named with the kind of body it is before its name: "l'association Lumières en Ville", "the charity
// Open Doors", "der Verein Kulturwerk". The name is what follows the kind (a capital after a lower-case kind word);
// a kind in capitals is part of the name ("Association of Rivers", "The Charity Commission") and stays.
const ARTICLE = "(?:l['’]|la\\s+|le\\s+|les\\s+|the\\s+|an?\\s+|der\\s+|die\\s+|das\\s+|de\\s+|het\\s+|il\\s+|el\\s+|la\\s+|o\\s+|a\\s+)?";
const KINDS = [
  'association', 'charity', 'society', 'collective', 'foundation', 'trust', 'club',
  'collectif', 'fondation', 'compagnie', 'asociación', 'fundación', 'colectivo', 'associazione', 'fondazione',
  'verein', 'stiftung', 'vereniging', 'stichting', 'associação', 'fundação', 'stowarzyszenie', 'fundacja', 'förening', 'föreningen',
];
const KIND_FIRST = new RegExp(`^${ARTICLE}(?:${KINDS.join('|')})\\s+(?=\\p{Lu})`, 'u');

/** "l'association Lumières en Ville" -> "Lumières en Ville"; any other name as it is */
export function withoutBodyKind(name: string): string {
  return name.replace(KIND_FIRST, '');
}
