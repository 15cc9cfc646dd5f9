import { CohereClientV2 } from 'cohere-ai';
import type { ChangeJudge, ChangeJudgeRequest, ChangeVerdict } from './types.js';
import { LocalChangeJudge } from './local.js';
import { parseJsonReply } from '../cohere/json-reply.js';

// The judge with Cohere: the prompt, the changed lines and both texts (bounded) go to /v2/chat
// with a JSON answer {matters, summary}. A failed or malformed answer falls back to the local
// judge: a model outage never loses a change.

const MAX_TEXT = 6_000;
const SCHEMA = { type: 'object', required: ['matters', 'summary'], properties: { matters: { type: 'boolean' }, summary: { type: 'string' } } };
const SYSTEM =
  'You watch a web page for a person. Given their instruction, the lines that changed and the page before and after, answer JSON {"matters": boolean, "summary": string}: ' +
  'matters is true only when the change is one the instruction asks to be told about; summary is one plain sentence under 200 characters saying what changed (name values, e.g. "Price dropped from $19.99 to $17.49").';

export class CohereChangeJudge implements ChangeJudge {
  readonly name = 'cohere' as const;
  private readonly client: CohereClientV2;
  private readonly local = new LocalChangeJudge();

  constructor(options: { apiKey: string; baseUrl?: string; model?: string; maxRetries?: number }, private readonly model = options.model ?? 'command-a-03-2025') {
    this.client = new CohereClientV2({ token: options.apiKey, ...(options.baseUrl ? { environment: options.baseUrl } : {}), maxRetries: options.maxRetries ?? 1, timeoutInSeconds: 30 });
  }

  async judge(req: ChangeJudgeRequest): Promise<ChangeVerdict> {
    try {
      const res = await this.client.chat({
        model: this.model,
        temperature: 0,
        responseFormat: { type: 'json_object', jsonSchema: SCHEMA },
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: `Instruction: ${req.prompt}\nPage: ${req.url}\n\nChanged lines:\n${req.diffText.slice(0, MAX_TEXT)}\n\nBefore:\n${req.before.slice(0, MAX_TEXT)}\n\nAfter:\n${req.after.slice(0, MAX_TEXT)}` },
        ],
      });
      const text = (res.message?.content ?? []).map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join('');
      const answer = parseJsonReply(text) as Partial<ChangeVerdict>;
      if (typeof answer.matters !== 'boolean' || typeof answer.summary !== 'string') throw new Error('malformed answer');
      const summary = answer.summary.replace(/\s+/g, ' ').trim().slice(0, 200);
      return { matters: answer.matters, summary: summary || req.localSummary };
    } catch {
      return this.local.judge(req);
    }
  }
}
