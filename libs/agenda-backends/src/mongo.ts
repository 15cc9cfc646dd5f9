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
};

export async function createMongoAgendaBackend(options: MongoAgendaBackendOptions): Promise<AgendaBackend> {
  const { MongoBackend } = await import('@agendajs/mongo-backend');
  const collection = options.collection ?? 'agenda_jobs';
  // With a uri the backend owns its client (closed on stop); with a Db, the caller's stays open.
  return 'db' in options ? new MongoBackend({ mongo: options.db, collection }) : new MongoBackend({ address: options.uri, collection, options: options.clientOptions });
}
