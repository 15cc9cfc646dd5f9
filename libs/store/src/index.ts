export * from './port.js';
export { matches, applyUpdate, getPath } from './paths.js';
export { SqliteStore, StoreLockedError, type SqliteStoreOptions } from './sqlite/sqlite-store.js';
export { runStoreContract, type StoreFactory, type StoreContractGaps } from './contract.js';
// MongoStore loads the MongoDB driver: `@gleaner/store/mongo`, or createStore when GLEANER_MONGODB_URI is set.
export type { MongoStore, MongoStoreOptions } from './mongo/mongo-store.js';
export { mongoTlsOptions } from './mongo/tls-options.js';
export { createStore, type CreateStoreOptions } from './create.js';
export { tracedStore, storeAdapter } from './traced-store.js';
