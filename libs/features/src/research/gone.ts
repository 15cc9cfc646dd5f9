import type { DocumentStore, Filter } from '@gleaner/store';
import { RESEARCH_COLLECTIONS, type DataSourceRef, type ResearchSessionRecord } from './records.js';
import { SOURCE_COLLECTIONS } from './sources.js';

// Which of a session's sources were deleted or expired after it was made. An ask leaves their
// passages out whatever index a worker holds (its cache included), and the detail shows them gone.
// What is found gone is marked on the session (an id never comes back), so later asks only count
// the rest: one count by id per kind of source, answered from the id index without reading a text.

/** The session with every source found gone since the last look marked in `gone_sources`. */
export async function markGoneSources(store: DocumentStore, session: ResearchSessionRecord, nowIso: string): Promise<ResearchSessionRecord> {
  const known = session.gone_sources ?? {};
  const looked = session.data_sources.filter((d) => !Object.hasOwn(known, d.id));
  if (!looked.length) return session;
  const found = new Set(looked.filter((d) => d.expires_at && d.expires_at <= nowIso).map((d) => d.id));
  await Promise.all(
    SOURCE_COLLECTIONS.map(async ([type, name]) => {
      const refs = looked.filter((d) => d.type === type && !found.has(d.id));
      for (const id of await missing(store, name, refs, nowIso)) found.add(id);
    }),
  );
  if (!found.size) return session;
  const set = Object.fromEntries([...found].map((id) => [`gone_sources.${id}`, nowIso]));
  const updated = await store.collection<ResearchSessionRecord>(RESEARCH_COLLECTIONS.sessions).updateOne({ id: session.id }, { $set: set });
  return updated ?? { ...session, gone_sources: { ...known, ...Object.fromEntries([...found].map((id) => [id, nowIso])) } };
}

/** The ids of `refs` no longer in the collection (or past their expiry there). */
async function missing(store: DocumentStore, collection: string, refs: DataSourceRef[], nowIso: string): Promise<string[]> {
  if (!refs.length) return [];
  const ids = refs.map((d) => d.id);
  const filter: Filter = { id: { $in: ids } };
  // a file of a session made before its expiry was kept on the session: the record says it
  if (refs.some((d) => d.type !== 'scrape' && !d.expires_at)) filter.expires_at = { $gt: nowIso };
  const records = store.collection(collection);
  if ((await records.count(filter)) === ids.length) return [];
  // which ones: counted one by one (by id, no document read), once per deletion
  const counts = await Promise.all(ids.map((id) => records.count({ ...filter, id })));
  return ids.filter((_, i) => counts[i] === 0);
}

/** The ids of a session's sources marked gone. */
export const goneIds = (session: ResearchSessionRecord): string[] => Object.keys(session.gone_sources ?? {});
