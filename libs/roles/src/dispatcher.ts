import type { Config } from '@gleaner/platform';
import { NetworkGuard } from '@gleaner/net';
import { startDispatcher } from '@gleaner/features/dispatch';
import type { Ports, Role } from './ports.js';

// The dispatcher role: delivers webhooks with retries and signatures (Slack and e-mail alerts
// join with monitoring). Every attempt passes the network guard, DNS resolved each time.

export type DispatcherRole = Role;

export async function startDispatcherRole(config: Config, ports: Ports): Promise<DispatcherRole> {
  const { store, bus, clock, logger, metrics } = ports;
  const guard = new NetworkGuard({ allowPrivateNetworks: config.net.allowPrivateNetworks });
  return startDispatcher({ store, bus, clock, logger, guard, metrics, options: config.webhooks });
}
