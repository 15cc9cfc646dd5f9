import type { Config } from '@gleaner/platform';
import { NetworkGuard } from '@gleaner/net';
import { startDispatcher } from '@gleaner/features/dispatch';
import type { Ports, Role } from './ports.js';

// The dispatcher role: delivers webhooks (signed), Slack messages and e-mails, with retries. Every
// HTTP attempt passes the network guard, DNS resolved each time; e-mail goes to the operator's SMTP server.

export type DispatcherRole = Role;

export async function startDispatcherRole(config: Config, ports: Ports): Promise<DispatcherRole> {
  const { store, bus, clock, logger, metrics } = ports;
  const guard = new NetworkGuard({ allowPrivateNetworks: config.net.allowPrivateNetworks });
  return startDispatcher({ store, bus, clock, logger, guard, metrics, options: { ...config.webhooks, mail: config.alerts } });
}
