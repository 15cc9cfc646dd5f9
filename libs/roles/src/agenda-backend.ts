import path from 'node:path';
import type { Config } from '@gleaner/platform';
import { SqliteStore, mongoTlsOptions, storeAdapter, type DocumentStore } from '@gleaner/store';
import { SqliteAgendaBackend } from '@gleaner/agenda-backends';
import type { AgendaBackend } from 'agenda' with { 'resolution-mode': 'import' };

// Where Agenda keeps its jobs: beside the documents. MongoDB when the store is MongoDB (the farm);
// else the SQLite file, through the store's own connection when this process holds the file
// exclusive (the embedded server), or a connection of its own when several processes share it.

// `dataIndexes`: paths in the jobs' data they are looked up by, indexed with the job's name on both
// backends (a schedule's change finds its job without scanning every job).
export async function openAgendaBackend(config: Config, store: DocumentStore, options: { dataIndexes?: string[] } = {}): Promise<AgendaBackend> {
  const { dataIndexes } = options;
  if (config.data.mongodbUri) {
    const { createMongoAgendaBackend } = await import('@gleaner/agenda-backends/mongo');
    return createMongoAgendaBackend({ uri: config.data.mongodbUri, clientOptions: mongoTlsOptions(config.data.mongodbTlsCaFile), dataIndexes });
  }
  const adapter = storeAdapter(store);
  if (adapter instanceof SqliteStore && adapter.exclusive) return new SqliteAgendaBackend({ db: adapter.db, dataIndexes });
  return new SqliteAgendaBackend({ file: path.join(config.data.dir, 'gleaner.sqlite'), dataIndexes });
}
