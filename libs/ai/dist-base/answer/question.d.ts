export type AnswerType = 'time' | 'date' | 'year' | 'duration' | 'amount' | 'percent' | 'number' | 'person' | 'place' | 'organization' | 'reason' | 'thing' | 'name';
export interface Question {
    text: string;
    /** types that answer it, best first */
    types: AnswerType[];
    /** stems of the content words, each once */
    focus: string[];
    /** lower-case words of the question, to keep them out of the answer */
    words: Set<string>;
    /** the question asks for the object of its words ("what did X build") rather than their subject ("what built X") */
    object: boolean;
    /**
     * The question said as a statement has a gap where the answer goes; these are the stems of the
     * content words just before and just after that gap ("what did Kublai ban" -> before: "ban").
     */
    gap: {
        before: string | null;
        after: string | null;
    };
}
export declare function analyseQuestion(text: string): Question;
//# sourceMappingURL=question.d.ts.map