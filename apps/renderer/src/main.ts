#!/usr/bin/env node
import '@gleaner/telemetry/start';
import { runRoleProcess } from '@gleaner/roles/process';
import { startRenderRole } from '@gleaner/roles/render';

// A render process of the farm: takes render jobs from the bus and runs them in Chromium.
runRoleProcess('render', (config, ports) => startRenderRole(config, ports));
