import { contentOperations as ops } from '@gleaner/contract';
import type { ApiServer } from '../http/api-server.js';
import type { ContentService } from './service.js';

export function mountContentRoutes(server: ApiServer, content: ContentService): void {
  server.mount(ops.scrape, async ({ auth, body, requestId }) => {
    const { data, credits } = await content.scrape(auth, body, requestId);
    return { data, credits };
  });
  server.mount(ops.extract, async ({ auth, body, requestId }) => {
    const { data, credits } = await content.extract(auth, body, requestId);
    return { data, credits };
  });
  server.mount(ops.listData, async ({ auth, query }) => content.list(auth, query));
  server.mount(ops.getData, async ({ auth, params }) => ({ data: await content.get(auth, params.id) }));
  server.mount(ops.deleteData, async ({ auth, params }) => {
    await content.delete(auth, params.id);
    return { message: `Scrape ${params.id} deleted.` };
  });
}
