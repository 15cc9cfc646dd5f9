import type { JobBus, RequestContext, Subscription } from '@gleaner/bus';
import { GleanerError, isGleanerError, type Logger, type Metrics } from '@gleaner/platform';
import type { KeyEnv } from '../http/context.js';
import type { RenderJobKind, RenderJobKinds, RenderRunners } from './runners.js';
import type { JobTime } from './deadline.js';

// Render work travels over the bus even on the embedded default: the API publishes a job
// with a deadline, a render worker runs it (browser, extraction, files, store) and replies
// with a small summary. Jobs are idempotent by id: a redelivered job never stores twice.

export const RENDER_TOPIC = 'render';
export const RENDER_GROUP = 'renderers';

export interface JobOwner {
  userId: string;
  env: KeyEnv;
}

/** A job of one kind (see RenderJobKinds): its payload is the validated request and what the API decided. */
export interface RenderJob<K extends RenderJobKind = RenderJobKind> {
  kind: K;
  /** Also the id of the record the job stores. */
  id: string;
  owner: JobOwner;
  payload: RenderJobKinds[K]['payload'];
  /** The API request that asked for the job, for the logs of both sides. */
  requestId?: string;
}


export class RenderClient {
  constructor(private readonly bus: JobBus) {}

  /** Runs a job on a render worker and answers with its kind's reply. */
  run<K extends RenderJobKind>(job: RenderJob<K>, deadlineMs: number): Promise<RenderJobKinds[K]['reply']> {
    // No key: jobs are spread over the topic's partitions, so one busy user's jobs use every render
    // process (keyed by user, they all went to the one consumer of that user's partition). Jobs
    // need no order among themselves.
    return this.bus.request<RenderJob<K>, RenderJobKinds[K]['reply']>(RENDER_TOPIC, job, { deadlineMs, id: job.id });
  }
}

/** Hands a job to the runner of its kind (generic in the kind, so the runner and the job agree). */
function dispatch<K extends RenderJobKind>(runners: RenderRunners, job: RenderJob<K>, context: JobTime): Promise<RenderJobKinds[K]['reply']> {
  if (!Object.hasOwn(runners, job.kind)) throw new Error(`no runner for render jobs of kind ${job.kind}`);
  const runner: RenderRunners[K] = runners[job.kind];
  return runner(job, context);
}

export interface RenderWorkerOptions {
  concurrency: number;
  logger: Logger;
  /** gleaner_render_jobs_in_flight counts the jobs running here; gleaner_render_jobs_total those it finished. */
  metrics?: Pick<Metrics, 'renderJobsInFlight' | 'renderJobs'>;
}

export function startRenderWorker(bus: JobBus, runners: RenderRunners, options: RenderWorkerOptions): Promise<Subscription> {
  const inFlight = options.metrics?.renderJobsInFlight;
  const finished = options.metrics?.renderJobs;
  return bus.respond<RenderJob, unknown>(
    RENDER_TOPIC,
    RENDER_GROUP,
    async (job: RenderJob, ctx: RequestContext) => {
      try {
        // Taken after its deadline (a long queue): nobody waits for it, so nothing is started.
        if (Date.now() >= ctx.deadline) throw new GleanerError('timeout', `the job was taken ${Date.now() - ctx.deadline} ms after its deadline: not started`);
        inFlight?.inc({ kind: job.kind });
        let outcome = 'internal_error';
        try {
          const reply = await dispatch(runners, job, { deadline: ctx.deadline, attempt: ctx.message.attempt, possibleRedelivery: ctx.message.possibleRedelivery });
          outcome = 'ok';
          return reply;
        } catch (err) {
          if (isGleanerError(err)) outcome = err.code;
          throw err;
        } finally {
          inFlight?.dec({ kind: job.kind });
          finished?.inc({ kind: job.kind, outcome });
        }
      } catch (err) {
        // Only the code and message travel back: an unexpected error is logged here, with its
        // cause and the request id the client got, or nobody could ever tell what it was.
        if (!isGleanerError(err) || err.code === 'internal_error') options.logger.error({ err, cause: (err as Error)?.cause, request_id: job.requestId, job_id: job.id, kind: job.kind }, 'render job failed');
        throw err;
      }
    },
    { concurrency: options.concurrency },
  );
}
