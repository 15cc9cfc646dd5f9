import { withSpan, type Attributes } from '@gleaner/platform';
import type { BatchUpdate, Collection, Doc, DocumentStore, Filter, FindOptions, IndexSpec, Update } from './port.js';

// Spans around a document store, for any adapter: each collection call is a span named
// `store.<collection>.<method>` (filters and documents are not recorded). Applied only when
// tracing is on (createStore), so the off path has no wrapper at all.

class TracedCollection<T extends Doc> implements Collection<T> {
  private readonly attributes: Attributes;
  constructor(
    private readonly inner: Collection<T>,
    private readonly system: string,
  ) {
    this.attributes = { 'db.system.name': system, 'db.collection.name': inner.name };
  }
  get name(): string {
    return this.inner.name;
  }
  private span<R>(method: string, call: () => Promise<R>): Promise<R> {
    return withSpan(`store.${this.inner.name}.${method}`, { ...this.attributes, 'db.operation.name': method }, call);
  }
  insert(doc: T) {
    return this.span('insert', () => this.inner.insert(doc));
  }
  insertMany(docs: T[]) {
    return this.span('insertMany', () => this.inner.insertMany(docs));
  }
  get(id: string) {
    return this.span('get', () => this.inner.get(id));
  }
  findOne(filter: Filter, options?: FindOptions) {
    return this.span('findOne', () => this.inner.findOne(filter, options));
  }
  find(filter: Filter, options?: FindOptions) {
    return this.span('find', () => this.inner.find(filter, options));
  }
  count(filter: Filter) {
    return this.span('count', () => this.inner.count(filter));
  }
  updateOne(filter: Filter, update: Update) {
    return this.span('updateOne', () => this.inner.updateOne(filter, update));
  }
  updateMany(filter: Filter, update: Update) {
    return this.span('updateMany', () => this.inner.updateMany(filter, update));
  }
  deleteOne(filter: Filter) {
    return this.span('deleteOne', () => this.inner.deleteOne(filter));
  }
  deleteMany(filter: Filter) {
    return this.span('deleteMany', () => this.inner.deleteMany(filter));
  }
  ensureIndex(spec: IndexSpec) {
    return this.span('ensureIndex', () => this.inner.ensureIndex(spec));
  }
}

const TRACED = Symbol('traced store');

/** The adapter under the tracing wrapper (the store itself when it is not wrapped). */
export function storeAdapter(store: DocumentStore): DocumentStore {
  return (store as DocumentStore & { [TRACED]?: DocumentStore })[TRACED] ?? store;
}

export function tracedStore(store: DocumentStore): DocumentStore {
  const collections = new Map<string, Collection<Doc>>();
  const wrapper: DocumentStore & { [TRACED]: DocumentStore } = {
    [TRACED]: store,
    kind: store.kind,
    exclusive: store.exclusive,
    collection<T extends Doc>(name: string): Collection<T> {
      let traced = collections.get(name);
      if (!traced) collections.set(name, (traced = new TracedCollection(store.collection<Doc>(name), store.kind)));
      return traced as unknown as Collection<T>;
    },
    updateAll(updates: BatchUpdate[]) {
      return withSpan('store.updateAll', { 'db.system.name': store.kind, 'db.operation.name': 'updateAll', 'db.operation.batch.size': updates.length, 'db.collection.name': [...new Set(updates.map((u) => u.collection))].join(',') }, () => store.updateAll(updates));
    },
    ping: () => store.ping(),
    close: () => store.close(),
  };
  return wrapper;
}
