import { isGleanerError } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';

/** Stores a job's record; a redelivered job finds the first delivery's record instead. */
export async function insertOnce<T extends { id: string }>(store: DocumentStore, collection: string, record: T): Promise<T> {
  try {
    return await store.collection<T>(collection).insert(record);
  } catch (err) {
    if (isGleanerError(err) && err.code === 'already_exists') return (await store.collection<T>(collection).get(record.id))!;
    throw err;
  }
}
