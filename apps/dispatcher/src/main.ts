#!/usr/bin/env node
import '@gleaner/telemetry/start';
import { runRoleProcess } from '@gleaner/roles/process';
import { startDispatcherRole } from '@gleaner/roles/dispatcher';

// A dispatcher process of the farm: webhook deliveries (Slack and e-mail alerts later).
runRoleProcess('dispatcher', (config, ports) => startDispatcherRole(config, ports));
