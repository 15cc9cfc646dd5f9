#!/usr/bin/env node
import '@gleaner/telemetry/start';
import { runRoleProcess } from '@gleaner/roles/process';
import { startApiRole } from '@gleaner/roles/api';

// An API process of the farm: the HTTP API (with its own /healthz, /readyz, /metrics). Its caches
// and in-memory credit holds are on only when the store cannot be shared.
runRoleProcess('api', (config, ports) => startApiRole(config, ports, { ownsStore: ports.store.exclusive, version: '0.1.0' }), { servesOps: true });
