import { scheduleOperations as ops } from '@gleaner/contract';
import type { ApiServer } from '../http/api-server.js';
import type { ScheduleService } from './service.js';

// The Schedules area of api-spec.md, with POST /schedules/{id}/run (decisions.md).

export function mountScheduleRoutes(server: ApiServer, schedules: ScheduleService): void {
  server.mount(ops.createSchedule, async ({ auth, body }) => ({ status: 201, data: await schedules.create(auth, body) }));
  server.mount(ops.listSchedules, async ({ auth, query }) => schedules.list(auth, query));
  server.mount(ops.getSchedule, async ({ auth, params }) => ({ data: await schedules.get(auth, params.id) }));
  server.mount(ops.listRuns, async ({ auth, params, query }) => schedules.listRuns(auth, params.id, query));
  server.mount(ops.pauseSchedule, async ({ auth, params }) => ({ data: await schedules.pause(auth, params.id), message: `Schedule ${params.id} paused.` }));
  server.mount(ops.resumeSchedule, async ({ auth, params }) => ({ data: await schedules.resume(auth, params.id), message: `Schedule ${params.id} resumed.` }));
  server.mount(ops.runSchedule, async ({ auth, params }) => {
    const { run, credits } = await schedules.runNow(auth, params.id);
    return { data: run, credits };
  });
  server.mount(ops.deleteSchedule, async ({ auth, params }) => {
    await schedules.delete(auth, params.id);
    return { message: `Schedule ${params.id} deleted.` };
  });
}
