// The bus names of monitoring: started checks wait for an executor on `monitor-checks`. The store
// is the truth (a check is written before it is published); a lost message only waits for the
// check sweeper.

export const MONITOR_CHECKS_TOPIC = 'monitor-checks';
export const MONITOR_CHECKERS_GROUP = 'monitor-checkers';

/** check-now: the API asks an executor to run a check and waits for its answer (request/reply). */
export const MONITOR_CHECK_REQUESTS_TOPIC = 'monitor-check-requests';
/** How long check-now waits: a page's time to answer a check plus the render queue's margins. */
export const CHECK_NOW_DEADLINE_MS = 60_000;

export interface CheckMessage {
  checkId: string;
}
