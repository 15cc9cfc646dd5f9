import { monitoringOperations as ops } from '@gleaner/contract';
import type { ApiServer } from '../http/api-server.js';
import type { MonitorService } from './service.js';

// The Monitoring area of api-spec.md, with the bodies decisions.md gives.

export function mountMonitoringRoutes(server: ApiServer, monitors: MonitorService): void {
  server.mount(ops.createMonitor, async ({ auth, body }) => ({ status: 201, data: await monitors.create(auth, body) }));
  server.mount(ops.listMonitors, async ({ auth, query }) => monitors.list(auth, query));
  server.mount(ops.getMonitor, async ({ auth, params }) => ({ data: await monitors.get(auth, params.id) }));
  server.mount(ops.updateMonitor, async ({ auth, params, body }) => ({ data: await monitors.update(auth, params.id, body) }));
  server.mount(ops.deleteMonitor, async ({ auth, params }) => {
    await monitors.delete(auth, params.id);
    return { message: `Monitor ${params.id} deleted with its checks and alerts.` };
  });
  server.mount(ops.pauseMonitor, async ({ auth, params }) => {
    await monitors.pause(auth, params.id);
    return { message: `Monitor ${params.id} paused.` };
  });
  server.mount(ops.resumeMonitor, async ({ auth, params }) => ({ data: await monitors.resume(auth, params.id), message: `Monitor ${params.id} resumed.` }));
  server.mount(ops.checkNow, async ({ auth, params }) => {
    const { check, joined, credits } = await monitors.checkNow(auth, params.id);
    const outcome = check.status === 'success' ? (check.changeDetected ? 'Change detected.' : 'No change.') : `The check failed: ${check.error?.message ?? 'unknown error'}`;
    return { data: check, credits, message: joined ? `Joined the check already under way (no charge). ${outcome}` : outcome };
  });
  server.mount(ops.listChecks, async ({ auth, params, query }) => monitors.listChecks(auth, params.id, query));
  server.mount(ops.listAlerts, async ({ auth, params, query }) => monitors.listAlerts(auth, params.id, query));
  server.mount(ops.addChannel, async ({ auth, params, body }) => ({ status: 201, data: await monitors.addChannel(auth, params.id, body) }));
  server.mount(ops.updateChannel, async ({ auth, params, body }) => ({ data: await monitors.updateChannel(auth, params.id, params.channelId, body) }));
  server.mount(ops.deleteChannel, async ({ auth, params }) => {
    await monitors.deleteChannel(auth, params.id, params.channelId);
    return { message: `Alert channel ${params.channelId} removed.` };
  });
}
