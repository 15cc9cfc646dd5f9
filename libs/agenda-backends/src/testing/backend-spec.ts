import type { AgendaBackend } from 'agenda' with { 'resolution-mode': 'import' };
import { SqliteAgendaBackend } from '../sqlite/sqlite-backend.js';

// Where a test's jobs live, in a form a child process can be given on its command line: the
// contract opens every backend (in the test and in its worker processes) from one of these.

export type AgendaBackendSpec = { kind: 'sqlite'; file: string } | { kind: 'mongo'; uri: string; collection: string };

/** A new backend (its own connection) on the spec's storage. */
export async function openAgendaBackend(spec: AgendaBackendSpec): Promise<AgendaBackend> {
  if (spec.kind === 'sqlite') return new SqliteAgendaBackend({ file: spec.file, busyTimeoutMs: 5000 });
  const { createMongoAgendaBackend } = await import('../mongo.js');
  return createMongoAgendaBackend({ uri: spec.uri, collection: spec.collection });
}
