import type { JobBus, RequestContext, Subscription } from '@gleaner/bus';
import { GleanerError, isGleanerError, type Logger } from '@gleaner/platform';
import type { KeyEnv } from '../http/context.js';

// Render work travels over the bus even on the embedded default: the API publishes a job
// with a deadline, a render worker runs it (browser, extraction, files, store) and replies
// with a small summary. Jobs are idempotent by id: a redelivered job never stores twice.

export const RENDER_TOPIC = 'render';
export const RENDER_GROUP = 'renderers';

export interface JobOwner {
  userId: string;
  env: KeyEnv;
}

export interface RenderJob<P = unknown> {
  kind: string;
  /** Also the id of the record the job stores. */
  id: string;
  owner: JobOwner;
  payload: P;
  /** The API request that asked for the job, for the logs of both sides. */
  requestId?: string;
}

export type JobRunner = (job: RenderJob<any>, context: { deadline: number }) => Promise<unknown>;

export class RenderClient {
  constructor(private readonly bus: JobBus) {}

  run<R>(job: RenderJob, deadlineMs: number): Promise<R> {
    return this.bus.request<RenderJob, R>(RENDER_TOPIC, job, { deadlineMs, id: job.id, key: job.owner.userId });
  }
}

export function startRenderWorker(bus: JobBus, runners: Record<string, JobRunner>, options: { concurrency: number; logger: Logger }): Promise<Subscription> {
  return bus.respond<RenderJob, unknown>(
    RENDER_TOPIC,
    RENDER_GROUP,
    async (job: RenderJob, ctx: RequestContext) => {
      try {
        const runner = runners[job.kind];
        if (!runner) throw new Error(`no runner for render jobs of kind ${job.kind}`);
        // Taken after its deadline (a long queue): nobody waits for it, so nothing is started.
        if (Date.now() >= ctx.deadline) throw new GleanerError('timeout', `the job was taken ${Date.now() - ctx.deadline} ms after its deadline: not started`);
        return await runner(job, { deadline: ctx.deadline });
      } catch (err) {
        // Only the code and message travel back: an unexpected error is logged here, with its
        // cause and the request id the client got, or nobody could ever tell what it was.
        if (!isGleanerError(err) || err.code === 'internal_error') options.logger.error({ err, cause: (err as Error)?.cause, reqId: job.requestId, jobId: job.id, kind: job.kind }, 'render job failed');
        throw err;
      }
    },
    { concurrency: options.concurrency },
  );
}
