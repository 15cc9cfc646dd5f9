import { codePointLength, GleanerError, newId, validationError, type Clock } from '@gleaner/platform';
import { MAX_QUESTION_CHARS, type AskBody, type QueryOf, type ResearchBody, type researchOperations } from '@gleaner/contract';
import type { JobBus } from '@gleaner/bus';
import { researchNotFound } from '@gleaner/ai';
import type { Collection, DocumentStore, Filter } from '@gleaner/store';
import type { FileStore } from '@gleaner/blobs';
import type { AuthContext } from '../http/context.js';
import type { CreditLedger } from '../account/credits.js';
import { runCharged } from '../render/load.js';
import { listOptions, pagination } from '../http/list-query.js';
import { RESEARCH_COLLECTIONS, type ResearchQuestionRecord, type ResearchSessionRecord } from './records.js';
import { readSources } from './sources.js';
import { goneIds, markGoneSources } from './gone.js';
import { ASK_DEADLINE_MS, RESEARCH_ASK_TOPIC, RESEARCH_INDEX_TOPIC, type AskMessage, type IndexMessage } from './topics.js';
import type { AnswerReply } from './answerer.js';
import { answerView, createdSessionView, detailedSessionView, listedSessionView, questionView } from './views.js';

// The research area on the API side: it checks the sources and keeps sessions and questions; a
// worker indexes a session's sources (a bus job) and answers its questions (a bus request).

export const ASK_COST = 5;
/** Most page text a session may search (decisions.md: over 10 MB is invalid_parameter). */
export const MAX_CONTENT_BYTES = 10 * 1024 * 1024;

export interface ResearchServiceDeps {
  store: DocumentStore;
  bus: JobBus;
  files: FileStore;
  clock: Clock;
  credits: CreditLedger;
  /** How long creation waits for the session to be ready before answering processing. */
  readyWaitMs: number;
  /**
   * Questions this process waits on at once. Past it an ask is pushed back (503, Retry-After) before
   * anything is charged: a queue of asks longer than the answerers can serve would only time out.
   */
  asksInFlight?: number;
}

export class ResearchService {
  private readonly sessions: Collection<ResearchSessionRecord>;
  private readonly questions: Collection<ResearchQuestionRecord>;

  private asking = 0;

  constructor(private readonly deps: ResearchServiceDeps) {
    this.sessions = deps.store.collection<ResearchSessionRecord>(RESEARCH_COLLECTIONS.sessions);
    this.questions = deps.store.collection<ResearchQuestionRecord>(RESEARCH_COLLECTIONS.questions);
  }

  async setup(): Promise<void> {
    await this.sessions.ensureIndex({ fields: ['user_id', 'env', 'created_at'] });
    await this.sessions.ensureIndex({ fields: ['status', 'created_at'] });
    await this.questions.ensureIndex({ fields: ['session_id', 'asked_at'] });
  }

  private nowIso(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }

  async create(auth: AuthContext, body: ResearchBody) {
    const ids = [...new Set(body.data_sources)];
    const found = await readSources(this.deps.store, auth, ids, this.nowIso());
    // named by their place in the request (the first place of an id given twice)
    const unknown = ids.filter((id) => !found.has(id)).map((id) => ({ field: `data_sources[${body.data_sources.indexOf(id)}]`, message: `${id} is not one of your scrapes, PDFs or screenshots (unknown, deleted or expired)` }));
    if (unknown.length) throw validationError(unknown);
    const bytes = ids.reduce((sum, id) => sum + Buffer.byteLength(found.get(id)!.text, 'utf8'), 0);
    if (bytes > MAX_CONTENT_BYTES) throw validationError([{ field: 'data_sources', message: `the sources hold ${bytes} bytes of text; a session searches at most ${MAX_CONTENT_BYTES} (10 MB)` }]);
    const record: ResearchSessionRecord = {
      id: newId('res', this.deps.clock.now()),
      user_id: auth.userId,
      env: auth.env,
      name: body.name,
      description: body.description ?? null,
      data_sources: ids.map((id) => found.get(id)!.ref),
      status: 'processing',
      error: null,
      index_key: null,
      questions_asked: 0,
      total_credits_used: 0,
      created_at: this.nowIso(),
      ready_at: null,
      last_question_at: null,
    };
    await this.sessions.insert(record);
    try {
      await this.deps.bus.publish<IndexMessage>(RESEARCH_INDEX_TOPIC, { sessionId: record.id }, { key: record.id, id: `index-${record.id}` });
    } catch (err) {
      // Nobody would index it: the session is not kept, and the client may try again.
      await this.sessions.deleteOne({ id: record.id });
      throw err;
    }
    return createdSessionView(await this.settled(record));
  }

  /** The session once indexed, or as it is when the wait is over (small sessions answer ready). */
  private async settled(record: ResearchSessionRecord): Promise<ResearchSessionRecord> {
    const until = Date.now() + this.deps.readyWaitMs;
    let current = record;
    for (let pause = 10; current.status === 'processing' && Date.now() < until; pause = Math.min(pause * 2, 100)) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(0, until - Date.now()))));
      current = (await this.sessions.get(record.id)) ?? current;
    }
    return current;
  }

  private owned(auth: AuthContext): Filter {
    return { user_id: auth.userId, env: auth.env };
  }

  private async owner(auth: AuthContext, id: string): Promise<ResearchSessionRecord> {
    const s = await this.sessions.findOne({ id, ...this.owned(auth) });
    if (!s) throw new GleanerError('not_found', `research session ${id} not found`);
    return s;
  }

  async list(auth: AuthContext, query: QueryOf<typeof researchOperations.listResearch>) {
    const { page, find } = listOptions({ ...query, sort: 'created_at', order: 'desc' });
    const filter = this.owned(auth);
    if (query.status) filter.status = query.status;
    const [items, total] = await Promise.all([this.sessions.find(filter, find), this.sessions.count(filter)]);
    return { data: items.map(listedSessionView), pagination: pagination(page, total) };
  }

  async get(auth: AuthContext, id: string) {
    return detailedSessionView(await markGoneSources(this.deps.store, await this.owner(auth, id), this.nowIso()));
  }

  async listQuestions(auth: AuthContext, id: string, query: QueryOf<typeof researchOperations.listQuestions>) {
    await this.owner(auth, id);
    const { page, find } = listOptions({ ...query, sort: 'asked_at', order: 'desc' });
    const filter = { session_id: id };
    const [items, total] = await Promise.all([this.questions.find(filter, find), this.questions.count(filter)]);
    return { data: items.map(questionView), pagination: pagination(page, total) };
  }

  async ask(auth: AuthContext, id: string, body: AskBody, requestId?: string) {
    // Characters as the customer counts them (code points): 600 emoji are 600, not 1,200.
    const length = codePointLength(body.question);
    if (length >= MAX_QUESTION_CHARS) {
      throw new GleanerError('question_too_long', `the question has ${length} characters; it must be under ${MAX_QUESTION_CHARS}`, { details: { field: 'question' } });
    }
    const stored = await this.owner(auth, id);
    if (stored.status !== 'ready' || !stored.index_key) {
      const why = stored.status === 'error' ? `could not be indexed: ${stored.error?.message ?? 'a source could not be read'}` : 'is still indexing its sources; try again shortly';
      throw new GleanerError('research_not_ready', `research session ${id} ${why}`, { details: { status: stored.status } });
    }
    // Sources deleted or expired since indexing are left out by the worker, whatever index it holds.
    const session = await markGoneSources(this.deps.store, stored, this.nowIso());
    const gone = goneIds(session);
    const nothingLeft = gone.length >= session.data_sources.length;
    if (this.asking >= (this.deps.asksInFlight ?? Infinity)) {
      throw new GleanerError('service_unavailable', 'too many research questions are waiting for an answer; retry shortly', { retryAfter: 1 });
    }
    this.asking += 1;
    try {
      return await this.askNow(auth, id, body, stored.index_key, gone, nothingLeft, requestId);
    } finally {
      this.asking -= 1;
    }
  }

  private async askNow(auth: AuthContext, id: string, body: AskBody, indexKey: string, gone: string[], nothingLeft: boolean, requestId?: string) {
    const reservation = await this.deps.credits.reserve(auth.userId, auth.env, ASK_COST, 'research/ask');
    const message: AskMessage = { sessionId: id, indexKey, question: body.question, context: body.context, format: body.format, ...(gone.length ? { gone } : {}) };
    const { result, credits } = await runCharged(
      this.deps.credits,
      reservation,
      // every source gone: nothing to search, nothing charged
      async (): Promise<AnswerReply> =>
        nothingLeft ? researchNotFound(body.format) : this.deps.bus.request<AskMessage, AnswerReply>(RESEARCH_ASK_TOPIC, message, { deadlineMs: ASK_DEADLINE_MS, key: id, headers: requestId ? { 'x-request-id': requestId } : undefined }),
      () => (nothingLeft ? 0 : ASK_COST),
    );
    const askedAt = this.nowIso();
    const record: ResearchQuestionRecord = {
      id: newId('rq', this.deps.clock.now()),
      session_id: id,
      user_id: auth.userId,
      env: auth.env,
      question: body.question,
      context: body.context ?? null,
      format: body.format,
      answer: result.answer,
      found: result.found,
      confidence: result.confidence,
      sources: result.sources,
      span: result.span,
      credits_used: credits.used,
      asked_at: askedAt,
    };
    await this.questions.insert(record);
    await this.sessions.updateOne({ id }, { $inc: { questions_asked: 1, total_credits_used: credits.used }, $set: { last_question_at: askedAt } });
    return { data: answerView(record), credits };
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    const removed = await this.sessions.deleteOne({ id, ...this.owned(auth) });
    if (!removed) throw new GleanerError('not_found', `research session ${id} not found`);
    await this.questions.deleteMany({ session_id: id });
    // A worker still indexing it finds the session gone and removes what it wrote.
    if (removed.index_key) await this.deps.files.delete(removed.index_key);
  }

  /** Credits at creation: none are taken; the balance is shown. */
  async balance(auth: AuthContext): Promise<number> {
    return this.deps.credits.balance(auth.userId);
  }
}
