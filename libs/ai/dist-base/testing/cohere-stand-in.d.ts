export type StandInReply = {
    text: string;
    citations?: unknown[];
} | {
    status: number;
    body?: unknown;
};
export interface ChatRequestBody {
    model?: string;
    messages?: Array<{
        role: string;
        content: unknown;
    }>;
    response_format?: {
        type: string;
        json_schema?: unknown;
    };
    [key: string]: unknown;
}
export interface CohereStandIn {
    baseUrl: string;
    /** bodies of the /v2/embed and /v2/rerank requests received, in order */
    embeds: Array<Record<string, unknown>>;
    reranks: Array<Record<string, unknown>>;
    /** bodies of the /v2/chat requests received, in order */
    chats: ChatRequestBody[];
    /** the Authorization headers received */
    authorizations: string[];
    /** queue replies for the next chat calls (used first, in order) */
    reply(...replies: StandInReply[]): void;
    /** answers chat calls when the queue is empty */
    respond(fn: (body: ChatRequestBody) => StandInReply): void;
    close(): Promise<void>;
}
export declare function startCohereStandIn(): Promise<CohereStandIn>;
//# sourceMappingURL=cohere-stand-in.d.ts.map