import { ERROR_STATUS, GleanerError } from '@gleaner/platform';
import { RequestValidator, type Operation } from '@gleaner/contract';
import type { Answer } from './client.js';

// What every answer must be, whatever was asked: never a 500, an answer within the request's
// budget, errors in the envelope with a code of the table and that code's status, successes
// in the envelope with data of the operation's response schema.

/** decisions.md's table, written out: the contract, not the server's copy of it (ERROR_STATUS). */
const DECISIONS_STATUS: Readonly<Record<string, number>> = {
  unauthorized: 401, api_key_expired: 401, api_key_revoked: 401,
  invalid_url: 400, invalid_parameter: 400, missing_parameter: 400, url_not_accessible: 400, question_too_long: 400,
  insufficient_credits: 403, credits_expired: 403,
  not_found: 404, already_exists: 409, research_not_ready: 409, already_deleted: 410, page_too_large: 413, extraction_failed: 422,
  rate_limit_exceeded: 429, concurrent_limit_exceeded: 429, rate_limited: 429,
  internal_error: 500, blocked: 502, service_unavailable: 503, timeout: 504,
};

/** The status a code must have on this route: the decisions table, else a documented extension of ERROR_STATUS. */
function statusOfCode(code: string, method: string, path: string): number | undefined {
  if (code === 'insufficient_credits' && method === 'POST' && /^\/v1\/monitoring\/?(\?|$)/.test(path)) return 402;
  if (Object.hasOwn(DECISIONS_STATUS, code)) return DECISIONS_STATUS[code];
  return Object.hasOwn(ERROR_STATUS, code) ? (ERROR_STATUS as Record<string, number>)[code] : undefined;
}

/** 5xx answers the contract allows, and on which operations. */
const LEGIT_5XX: Record<number, { code: string; ok: (op: Operation | undefined) => boolean }> = {
  502: { code: 'blocked', ok: (op) => Boolean(op?.render) },
  503: { code: 'service_unavailable', ok: (op) => Boolean(op?.render) || op?.id === 'readyz' },
  504: { code: 'timeout', ok: (op) => Boolean(op?.render) },
};

const validator = new RequestValidator();

/** Problems of a success body's data against the operation's response schema (ajv, as requests are checked). */
function responseProblems(op: Operation, data: unknown): string | undefined {
  if (!op.response) return undefined;
  const asBody: Operation = { ...op, id: `${op.id}:response`, body: { type: 'object', required: ['data'], properties: { data: op.response } } };
  try {
    validator.validate(asBody, 'body', { data: structuredClone(data) });
    return undefined;
  } catch (err) {
    const details = (err as GleanerError).details as { errors?: { field: string; message: string }[] } | undefined;
    return details?.errors?.map((e) => `${e.field} ${e.message}`).join('; ') ?? (err as Error).message;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Judged {
  /** Short, stable descriptions: equal ones are one failure. */
  violations: string[];
  /** The error code answered, if any. */
  code?: string;
}

/**
 * Judges one answer. `mustRefuse`: the request breaks its schema or its credentials, so no
 * success is acceptable. `op` is undefined for paths outside the contract.
 */
export function judge(op: Operation | undefined, method: string, path: string, answer: Answer, mustRefuse: boolean): Judged {
  if (answer.error) return { violations: [answer.error.startsWith('no answer within') ? 'no answer within the budget' : `connection failed: ${answer.error.replace(/\d+/g, 'N')}`] };
  const v: string[] = [];
  const status = answer.status;
  const body = parseJson(answer.text) as Record<string, any> | undefined;
  const isJson = /^application\/json/.test(String(answer.headers['content-type'] ?? ''));
  if (status >= 400) {
    const code = body?.error?.code;
    if (method === 'HEAD') {
      if (status >= 500 && !(LEGIT_5XX[status]?.ok(op) ?? false)) v.push(`status ${status}`);
      return { violations: v };
    }
    if (!isJson || body === undefined) return { violations: [`status ${status} without a JSON body (${String(answer.headers['content-type'] ?? 'no content-type')})`] };
    if (body.success !== false || typeof code !== 'string' || typeof body.error?.message !== 'string') v.push(`status ${status} without the error envelope`);
    const expected = typeof code === 'string' ? statusOfCode(code, method, path) : undefined;
    if (typeof code === 'string' && expected === undefined) v.push(`code ${code} is not in the table`);
    else if (expected !== undefined && expected !== status) v.push(`code ${code} with status ${status} (the table says ${expected})`);
    if (status >= 500) {
      const legit = LEGIT_5XX[status];
      if (!legit || legit.code !== code || !legit.ok(op)) v.push(`status ${status} ${code ?? ''}`.trim());
    }
    if ((status === 429 || status === 503) && answer.headers['retry-after'] === undefined) v.push(`status ${status} without Retry-After`);
    return { violations: v, code };
  }
  if (mustRefuse) v.push(`status ${status}: accepted a request that breaks its schema or credentials`);
  if (status < 200 || status >= 300) return { violations: [...v, `status ${status}`] };
  if (!op || op.rawResponse || method === 'HEAD') return { violations: v };
  const wanted = op.successStatus ?? 200;
  if (status !== wanted) v.push(`success status ${status} (the contract says ${wanted})`);
  if (!isJson || body?.success !== true) return { violations: [...v, 'success without the success envelope'] };
  if (op.messageOnly && typeof body.message !== 'string') v.push('success without its message');
  if (op.credits && (!Number.isInteger(body.credits_used) || !Number.isInteger(body.credits_remaining))) v.push('success without credits_used/credits_remaining');
  if (op.paginated && typeof body.pagination !== 'object') v.push('success without pagination');
  if (!op.messageOnly) {
    const problems = responseProblems(op, body.data);
    if (problems) v.push(`data does not match the response schema: ${problems}`);
  }
  return { violations: v };
}
