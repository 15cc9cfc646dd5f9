#!/usr/bin/env node
import '@gleaner/telemetry/start';
import { runRoleProcess } from '@gleaner/roles/process';
import { startSchedulerRole } from '@gleaner/roles/scheduler';

// A scheduler process of the farm: the timed work (stale credit holds, file expiry).
runRoleProcess('scheduler', (config, ports) => startSchedulerRole(config, ports));
