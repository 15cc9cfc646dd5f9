import path from 'node:path';
import { isTracingEnabled, type Config } from '@gleaner/platform';
import type { DocumentStore } from './port.js';
import { SqliteStore } from './sqlite/sqlite-store.js';
import { tracedStore } from './traced-store.js';

// The one place that picks the document store's adapter from the configuration: MongoDB when
// GLEANER_MONGODB_URI is set, else SQLite under GLEANER_DATA_DIR.

export interface CreateStoreOptions {
  /** This process alone uses the store (the embedded server): see SqliteStoreOptions.exclusive (SQLite only). */
  exclusive?: boolean;
  busyTimeoutMs?: number;
}

export function createStore(config: Pick<Config, 'data'>, options: CreateStoreOptions = {}): DocumentStore {
  let store: DocumentStore;
  if (config.data.mongodbUri) {
    // The driver loads only when MongoDB is picked.
    const { MongoStore } = require('./mongo/mongo-store.js') as typeof import('./mongo/mongo-store.js');
    store = new MongoStore({ uri: config.data.mongodbUri, tlsCaFile: config.data.mongodbTlsCaFile });
  } else {
    store = new SqliteStore({ file: path.join(config.data.dir, 'gleaner.sqlite'), exclusive: options.exclusive, busyTimeoutMs: options.busyTimeoutMs });
  }
  // With tracing on (an OTLP endpoint set), a span around every call; off, no wrapper at all.
  return isTracingEnabled() ? tracedStore(store) : store;
}
