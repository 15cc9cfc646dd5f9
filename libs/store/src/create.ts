import path from 'node:path';
import { ConfigError, isTracingEnabled, type Config } from '@gleaner/platform';
import type { DocumentStore } from './port.js';
import { SqliteStore } from './sqlite/sqlite-store.js';
import { tracedStore } from './traced-store.js';

// The one place that picks the document store's adapter from the configuration.

export interface CreateStoreOptions {
  /** This process alone uses the store (the embedded server): see SqliteStoreOptions.exclusive. */
  exclusive?: boolean;
  busyTimeoutMs?: number;
}

export function createStore(config: Pick<Config, 'data'>, options: CreateStoreOptions = {}): DocumentStore {
  if (config.data.mongodbUri) {
    // Saying so beats silently keeping documents somewhere the operator did not ask for.
    throw new ConfigError(['GLEANER_MONGODB_URI: the MongoDB store adapter does not exist yet; unset it to keep documents in SQLite under GLEANER_DATA_DIR']);
  }
  const store = new SqliteStore({ file: path.join(config.data.dir, 'gleaner.sqlite'), exclusive: options.exclusive, busyTimeoutMs: options.busyTimeoutMs });
  // With tracing on (an OTLP endpoint set), a span around every call; off, no wrapper at all.
  return isTracingEnabled() ? tracedStore(store) : store;
}
