import type { ArtifactReadOperations } from '@gleaner/contract';
import type { ApiServer } from '../http/api-server.js';
import type { ArtifactCatalog, ArtifactRecord } from './catalog.js';

/** GET list, GET one and DELETE of a file-backed area (PDFs, screenshots). */
export function mountArtifactReads<T extends ArtifactRecord>(
  server: ApiServer,
  ops: ArtifactReadOperations,
  catalog: ArtifactCatalog<T>,
  view: (record: T, withSettings: boolean) => Promise<object>,
  noun: string,
): void {
  server.mount(ops.list, async ({ auth, query }) => {
    const { records, pagination } = await catalog.list(auth, query);
    return { data: await Promise.all(records.map((r) => view(r, false))), pagination };
  });
  server.mount(ops.get, async ({ auth, params }) => ({ data: await view(await catalog.get(auth, params.id), true) }));
  server.mount(ops.remove, async ({ auth, params }) => {
    await catalog.delete(auth, params.id);
    return { message: `${noun} ${params.id} deleted.` };
  });
}
