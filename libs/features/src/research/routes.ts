import { researchOperations as ops } from '@gleaner/contract';
import type { ApiServer } from '../http/api-server.js';
import type { ResearchService } from './service.js';

// The Deep research area of api-spec.md.

export function mountResearchRoutes(server: ApiServer, research: ResearchService): void {
  server.mount(ops.createResearch, async ({ auth, body }) => {
    const data = await research.create(auth, body);
    return { status: 201, data, credits: { used: 0, remaining: await research.balance(auth) } };
  });
  server.mount(ops.listResearch, async ({ auth, query }) => research.list(auth, query));
  server.mount(ops.getResearch, async ({ auth, params }) => ({ data: await research.get(auth, params.id) }));
  server.mount(ops.listQuestions, async ({ auth, params, query }) => research.listQuestions(auth, params.id, query));
  server.mount(ops.ask, async ({ auth, params, body, requestId }) => research.ask(auth, params.id, body, requestId));
  server.mount(ops.deleteResearch, async ({ auth, params }) => {
    await research.delete(auth, params.id);
    return { message: `Research session ${params.id} deleted.` };
  });
}
