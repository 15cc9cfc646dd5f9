import type { Clock, Logger } from '@gleaner/platform';
import type { JobBus, Subscription } from '@gleaner/bus';
import type { DocumentStore } from '@gleaner/store';
import type { FileStore } from '@gleaner/blobs';
import type { ResearchEngine } from '@gleaner/ai';
import { indexKeyOf, RESEARCH_COLLECTIONS, type ResearchSessionRecord } from './records.js';
import { readSources } from './sources.js';
import { RESEARCH_INDEX_TOPIC, RESEARCH_INDEXERS_GROUP, type IndexMessage } from './topics.js';

// A worker's side of a new session: read the sources' texts, index them with the engine, keep the
// index in the file store and mark the session ready (or error, naming the source that could not be
// read). Idempotent: a session no longer processing is left as it is, so a redelivered job does nothing.

export interface IndexerDeps {
  bus: JobBus;
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
  logger: Logger;
  engine: ResearchEngine;
}

/** The index outlives any file expiry: it goes with its session (DELETE /research/{id}). */
const INDEX_LIFETIME_MS = 100 * 365 * 24 * 3_600_000;

export async function startResearchIndexer(deps: IndexerDeps): Promise<Subscription> {
  const sub = await deps.bus.consume<IndexMessage>(RESEARCH_INDEX_TOPIC, RESEARCH_INDEXERS_GROUP, (m) => indexSession(deps, m.payload.sessionId), { concurrency: 1 });
  // A job lost with an in-process bus (a restart while indexing) is published again: indexing is idempotent.
  const sessions = deps.store.collection<ResearchSessionRecord>(RESEARCH_COLLECTIONS.sessions);
  for (const s of await sessions.find({ status: 'processing' }, { limit: 1000, exclude: ['data_sources'] })) {
    await deps.bus.publish<IndexMessage>(RESEARCH_INDEX_TOPIC, { sessionId: s.id }, { key: s.id }).catch((err) => deps.logger.warn({ err, session_id: s.id }, 'could not republish a research index job'));
  }
  return sub;
}

export async function indexSession(deps: IndexerDeps, sessionId: string): Promise<void> {
  const sessions = deps.store.collection<ResearchSessionRecord>(RESEARCH_COLLECTIONS.sessions);
  const session = await sessions.get(sessionId);
  if (!session || session.status !== 'processing') return;
  const started = Date.now();
  const nowIso = new Date(deps.clock.now()).toISOString();
  const ids = session.data_sources.map((d) => d.id);
  const found = await readSources(deps.store, { userId: session.user_id, env: session.env }, ids, nowIso);
  const missing = session.data_sources.find((d) => !found.has(d.id));
  if (missing) {
    const error = { code: 'source_unavailable', message: `the ${missing.type} ${missing.id} could not be read (deleted or expired)`, source_id: missing.id };
    await sessions.updateOne({ id: sessionId, status: 'processing' }, { $set: { status: 'error', error } });
    return;
  }
  const documents = ids.map((id) => {
    const s = found.get(id)!;
    return { id, url: s.ref.url, title: s.title, text: s.text };
  });
  const bytes = await deps.engine.index(documents);
  const key = indexKeyOf(sessionId);
  await deps.files.put(key, bytes, { contentType: 'application/json', expiresAt: new Date(deps.clock.now() + INDEX_LIFETIME_MS) });
  const ready = await sessions.updateOne({ id: sessionId, status: 'processing' }, { $set: { status: 'ready', index_key: key, ready_at: new Date(deps.clock.now()).toISOString() } });
  // Deleted while indexing: what was written goes too.
  if (!ready && !(await sessions.get(sessionId))) await deps.files.delete(key);
  deps.logger.info({ session_id: sessionId, sources: ids.length, index_bytes: bytes.length, ms: Date.now() - started }, 'research session indexed');
}
