import { GleanerError } from '@gleaner/platform';
import { browserDeadline } from '@gleaner/browser/deadline';

// A render worker's side of a job's deadline (the numbers themselves: @gleaner/browser/deadline).

/** What a runner gets from the worker: the bus deadline, epoch ms after which nobody waits. */
export interface JobTime {
  deadline: number;
}

/** The pool's deadline for this job's browser work (none without a bus deadline: the pool's own). */
export function poolDeadline(time?: JobTime): number | undefined {
  return time ? browserDeadline(time.deadline) : undefined;
}

/** Refuses to go on (store, reply) once nobody waits: the API answered 504 and refunded. */
export function assertAwaited(time: JobTime | undefined, what: string): void {
  if (time && Date.now() >= time.deadline) throw new GleanerError('timeout', `the job's deadline passed ${Date.now() - time.deadline} ms before ${what}`);
}
