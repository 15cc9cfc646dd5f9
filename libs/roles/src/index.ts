// Types only: each role has its own entry (@gleaner/roles/api, /render, /scheduler,
// /dispatcher) so that a process loads only the role it runs.
export type { Ports, Role } from './ports.js';
export type { ApiRole, ApiRoleOptions } from './api.js';
export type { RenderRole, RenderRoleOptions } from './render.js';
export type { SchedulerRole, SchedulerRoleOptions } from './scheduler.js';
export type { DispatcherRole } from './dispatcher.js';
