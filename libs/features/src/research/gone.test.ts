import t from 'tap';
import { SqliteStore } from '@gleaner/store';
import { markGoneSources } from './gone.js';
import type { ResearchSessionRecord } from './records.js';

// Which of a session's sources went since it was made: deleted (no record by that id), expired (the
// expiry kept on the session; for a session made before it was kept, the record's), each marked once.

const NOW = '2025-06-01T12:00:00.000Z';
const LATER = '2025-06-09T12:00:00.000Z';

t.test('markGoneSources', async (t) => {
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const scrapes = store.collection<{ id: string } & Record<string, unknown>>('scrapes');
  const pdfs = store.collection<{ id: string } & Record<string, unknown>>('pdfs');
  for (const id of ['scr_a', 'scr_b']) await scrapes.insert({ id, user_id: 'u', env: 'live', text: 'x' });
  await pdfs.insert({ id: 'pdf_a', user_id: 'u', env: 'live', expires_at: '2025-06-08T00:00:00.000Z', text: 'x' });
  await pdfs.insert({ id: 'pdf_old', user_id: 'u', env: 'live', expires_at: '2025-06-08T00:00:00.000Z', text: 'x' });
  const ref = (id: string, type: 'scrape' | 'pdf', expires_at?: string) => ({ id, type, url: `http://127.0.0.1/${id}`, scraped_at: NOW, ...(expires_at ? { expires_at } : {}) });
  const session: ResearchSessionRecord = {
    id: 'res_1', user_id: 'u', env: 'live', name: 'x', description: null,
    // pdf_old: a session made before files' expiry was kept on their sources
    data_sources: [ref('scr_a', 'scrape'), ref('scr_b', 'scrape'), ref('pdf_a', 'pdf', '2025-06-08T00:00:00.000Z'), ref('pdf_old', 'pdf')],
    status: 'ready', error: null, index_key: 'k', questions_asked: 0, total_credits_used: 0, created_at: NOW, ready_at: NOW, last_question_at: null,
  };
  const sessions = store.collection<ResearchSessionRecord>('research_sessions');
  await sessions.insert(session);

  const untouched = await markGoneSources(store, session, NOW);
  t.equal(untouched, session, 'nothing gone: the session as it was, nothing written');
  t.notOk((await sessions.get('res_1'))!.gone_sources);

  await scrapes.deleteOne({ id: 'scr_b' });
  const one = await markGoneSources(store, (await sessions.get('res_1'))!, NOW);
  t.same(one.gone_sources, { scr_b: NOW }, 'the deleted scrape');
  t.same((await sessions.get('res_1'))!.gone_sources, { scr_b: NOW }, 'marked on the stored session');

  const expired = await markGoneSources(store, one, LATER);
  t.same(Object.keys(expired.gone_sources!).sort(), ['pdf_a', 'pdf_old', 'scr_b'], 'both PDFs past their expiry, by the session or by the record');
  t.equal(expired.gone_sources!.scr_b, NOW, 'a mark stays as it was');
  t.equal(await markGoneSources(store, expired, LATER), expired, 'all but one marked: only that one is counted');
});
