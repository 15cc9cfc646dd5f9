import { RENDER_GROUP, RENDER_TOPIC } from './render/jobs.js';
import { DELIVERIES_TOPIC, DISPATCHERS_GROUP } from './webhooks/deliveries.js';
import { RESEARCH_ANSWERERS_GROUP, RESEARCH_ASK_TOPIC, RESEARCH_INDEX_TOPIC, RESEARCH_INDEXERS_GROUP } from './research/topics.js';
import { SCHEDULE_CHANGES_TOPIC, SCHEDULE_RUNNERS_GROUP, SCHEDULE_RUNS_TOPIC, SCHEDULERS_GROUP } from './schedules/topics.js';
import { ACCOUNT_CHANGES_GROUP_PREFIX, ACCOUNT_CHANGES_TOPIC } from './account/account-changes.js';
import { MONITOR_CHECK_REQUESTS_TOPIC, MONITOR_CHECKERS_GROUP, MONITOR_CHECKS_TOPIC } from './monitoring/topics.js';

// Every bus topic the service consumes, with the group that reads it: what docs/operations.md's
// topic table lists (a test holds the two together). Beside these: `<topic>.dead` of each, and the
// `replies.<bus id>` topic of each process that makes requests (the bus's own).

export const BUS_TOPICS: readonly { topic: string; group: string }[] = [
  { topic: RENDER_TOPIC, group: RENDER_GROUP },
  { topic: RESEARCH_INDEX_TOPIC, group: RESEARCH_INDEXERS_GROUP },
  { topic: RESEARCH_ASK_TOPIC, group: RESEARCH_ANSWERERS_GROUP },
  { topic: DELIVERIES_TOPIC, group: DISPATCHERS_GROUP },
  { topic: SCHEDULE_RUNS_TOPIC, group: SCHEDULE_RUNNERS_GROUP },
  { topic: SCHEDULE_CHANGES_TOPIC, group: SCHEDULERS_GROUP },
  { topic: MONITOR_CHECKS_TOPIC, group: MONITOR_CHECKERS_GROUP },
  { topic: MONITOR_CHECK_REQUESTS_TOPIC, group: MONITOR_CHECKERS_GROUP },
  // A group per API process (its id), so that each reads every change.
  { topic: ACCOUNT_CHANGES_TOPIC, group: `${ACCOUNT_CHANGES_GROUP_PREFIX}<id>` },
];
