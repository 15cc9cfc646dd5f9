import type { Db, MongoClientOptions } from 'mongodb';
import type { AgendaBackend } from 'agenda' with { 'resolution-mode': 'import' };

// Agenda on MongoDB (the farm): @agendajs/mongo-backend, loaded only here (it is an ES module and
// brings the driver). It has no notification channel either: Agenda polls. On the CongoDB stand-in
// connect with `serverMonitoringMode=poll` in the URI (the stand-in has no streaming hello).

export type MongoAgendaBackendOptions = ({ uri: string } | { db: Db }) & {
  /** The jobs collection (default `agenda_jobs`). */
  collection?: string;
  /** The client's options with a uri (TLS: @gleaner/store's mongoTlsOptions). */
  clientOptions?: MongoClientOptions;
  /**
   * Paths in the jobs' data they are looked up by with their name (`cancel({ name, data: { scheduleId } })`):
   * each gets an index `{ name: 1, 'data.<path>': 1 }` at connect, so that a change of one of 100,000
   * schedules does not scan every job.
   */
  dataIndexes?: string[];
};

/** The index a job lookup by name and one data path uses. */
export function dataIndexSpec(path: string): { keys: Record<string, 1>; name: string } {
  return { keys: { name: 1, [`data.${path}`]: 1 }, name: `name_data_${path.replace(/\W/g, '_')}` };
}

export async function createMongoAgendaBackend(options: MongoAgendaBackendOptions): Promise<AgendaBackend> {
  const { MongoBackend } = await import('@agendajs/mongo-backend');
  const collection = options.collection ?? 'agenda_jobs';
  // With a uri the backend owns its client (closed on stop); with a Db, the caller's stays open.
  const backend = 'db' in options ? new MongoBackend({ mongo: options.db, collection }) : new MongoBackend({ address: options.uri, collection, options: options.clientOptions });
  const paths = options.dataIndexes ?? [];
  if (paths.length === 0) return backend;
  // After the backend's own connect (which makes the collection and its lock index), ours.
  const connect = backend.connect.bind(backend);
  backend.connect = async () => {
    await connect();
    const jobs = (backend.repository as unknown as { getDb(): Db }).getDb().collection(collection);
    for (const path of paths) {
      const { keys, name } = dataIndexSpec(path);
      await jobs.createIndex(keys, { name });
    }
  };
  return backend;
}
