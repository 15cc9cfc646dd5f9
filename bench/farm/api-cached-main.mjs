#!/usr/bin/env node
// An API process of the farm with its caches ON, for bench/farm/profile-rps.mjs only: the same as
// apps/api/src/main.ts but with ownsStore forced true (key, profile and credit caches, credit holds
// in memory), as if this process were the store's only user. In a real farm several API processes
// share the store and these caches would serve stale keys and balances for up to a minute, which is
// why apps/api turns them off; this measures what they would be worth if invalidations travelled
// over the bus. Never deploy it.
import '@gleaner/telemetry/start';
import { runRoleProcess } from '@gleaner/roles/process';
import { startApiRole } from '@gleaner/roles/api';

runRoleProcess('api', (config, ports) => startApiRole(config, ports, { ownsStore: true, version: '0.1.0' }), { servesOps: true });
