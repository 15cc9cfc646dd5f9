export type LabelLanguage = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';
export type LabelledField = 'publisher' | 'publication_date' | 'date' | 'format' | 'pages' | 'author' | 'place' | 'company' | 'salary' | 'agent' | 'town' | 'area';
export declare const LABEL_WORDS: Record<LabelledField, Record<LabelLanguage, string[]>>;
/** a field's labels in every language of the table, each once */
export declare function labelWords(field: LabelledField): string[];
/** the alternatives of a regular expression for the field's labels, these English ones first */
export declare function labelAlternatives(field: LabelledField, english?: string[]): string;
/** a whole label of the field: its English labels (a reader's own, as regular-expression parts) or the table's */
export declare function labelPattern(field: LabelledField, english: string, flags?: string): RegExp;
//# sourceMappingURL=label-languages.d.ts.map