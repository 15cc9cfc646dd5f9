import { GleanerError } from '@gleaner/platform';
import { browserDeadline } from '@gleaner/browser/deadline';

// A render worker's side of a job's deadline (the numbers themselves: @gleaner/browser/deadline).

/** What a runner gets from the worker: the bus deadline, epoch ms after which nobody waits. */
export interface JobTime {
  deadline: number;
  /** The bus's delivery attempt (1 first; more after a hand-back or a retry); absent: unknown. */
  attempt?: number;
  /** The bus says an earlier delivery may have run it though attempt is 1 (BusMessage.possibleRedelivery). */
  possibleRedelivery?: boolean;
}

/**
 * Whether a runner should look for a record stored by an earlier delivery before working. A first
 * delivery skips that read (a store round trip a job). A job redelivered after its consumer died
 * still says attempt 1, but the bus marks it a possible redelivery (it was already in the partition
 * when the new owner got it), so it is read, not rendered again; one the bus could not tell apart
 * (a race) stores nothing twice either: insertOnce answers with the first delivery's record.
 */
export function mayBeRedelivery(time?: JobTime): boolean {
  return time?.attempt === undefined || time.attempt > 1 || time.possibleRedelivery === true;
}

/** The pool's deadline for this job's browser work (none without a bus deadline: the pool's own). */
export function poolDeadline(time?: JobTime): number | undefined {
  return time ? browserDeadline(time.deadline) : undefined;
}

/** Refuses to go on (store, reply) once nobody waits: the API answered 504 and refunded. */
export function assertAwaited(time: JobTime | undefined, what: string): void {
  if (time && Date.now() >= time.deadline) throw new GleanerError('timeout', `the job's deadline passed ${Date.now() - time.deadline} ms before ${what}`);
}
