/** A model's JSON answer, without the Markdown code fence models sometimes wrap it in (throws when not JSON). */
export declare function parseJsonReply(text: string): unknown;
//# sourceMappingURL=json-reply.d.ts.map