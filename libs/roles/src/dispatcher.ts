import type { Config } from '@gleaner/platform';
import type { Ports, Role } from './ports.js';

// The dispatcher role: delivers webhooks, Slack messages and e-mails with retries and
// signatures. Nothing is delivered yet: deliveries arrive with schedules and monitoring, which
// add their consumers here. The role exists so that apps and the chart already start it.

export type DispatcherRole = Role;

export async function startDispatcherRole(_config: Config, _ports: Ports): Promise<DispatcherRole> {
  return { async close() {} };
}
