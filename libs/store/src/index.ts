export * from './port.js';
export { matches, applyUpdate, getPath } from './paths.js';
export { SqliteStore, StoreLockedError, type SqliteStoreOptions } from './sqlite/sqlite-store.js';
export { runStoreContract, type StoreFactory } from './contract.js';
export { createStore, type CreateStoreOptions } from './create.js';
export { tracedStore } from './traced-store.js';
