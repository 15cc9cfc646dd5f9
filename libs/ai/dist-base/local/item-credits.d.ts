export type CreditRole = 'author' | 'translator' | 'editor' | 'illustrator' | 'introduction' | 'narrator' | 'adapter';
export interface Credit {
    name: string;
    role: CreditRole;
}
export interface CreditsLine {
    credits: Credit[];
    /** a role phrase or a writer's opener ("by") says this is a credits line, not just capitalised words */
    marked: boolean;
}
/**
 * The credits of one short line, or null when it is not one: every clause is names or a role with its
 * names. After a writer's "by" the line may go on to other things ("By Nell Hart · 3 February 2026"):
 * those end the credits.
 */
export declare function creditsOf(line: string): CreditsLine | null;
/** the role a contributor list gives in words ("(Translator)", "Illustrator"), authors by default */
export declare function roleNamed(text: string): CreditRole | null;
//# sourceMappingURL=item-credits.d.ts.map