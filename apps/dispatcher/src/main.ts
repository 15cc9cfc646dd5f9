#!/usr/bin/env node
import '@gleaner/telemetry/start';
import { runRoleProcess } from '@gleaner/roles/process';
import { startDispatcherRole } from '@gleaner/roles/dispatcher';

// A dispatcher process of the farm: deliveries (webhooks, Slack, e-mail) arrive with schedules.
runRoleProcess('dispatcher', (config, ports) => startDispatcherRole(config, ports));
