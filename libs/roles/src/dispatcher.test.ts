import t, { type Test } from 'tap';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, silentLogger } from '@gleaner/platform';
import type { Doc } from '@gleaner/store';
import { DeliveryQueue, verifySignature, type DeliveryRecord } from '@gleaner/features/dispatch';
import { openPorts } from './process.js';
import { startDispatcherRole } from './dispatcher.js';

// The dispatcher role as an app starts it: configuration and ports in, deliveries out, through
// the guard GLEANER_ALLOW_PRIVATE_NETWORKS sets up, counted in the process's metrics by channel.

async function receiver(): Promise<{ url: string; bodies: { body: Buffer; signature?: string }[]; close(): Promise<void> }> {
  const bodies: { body: Buffer; signature?: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push({ body: Buffer.concat(chunks), signature: req.headers['x-signature'] as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, bodies, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

async function startRole(t: Test, env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-dispatcher-role-'));
  const config = loadConfig({ GLEANER_DATA_DIR: dir, ...env });
  const ports = openPorts(config, silentLogger());
  await ports.store.collection<Doc & Record<string, unknown>>('users').insert({ id: 'usr_role', email: 'r@example.com', name: 'r', plan: 'free', webhook_secret: 'whsec_role', key_regenerated_at: null, created_at: new Date().toISOString() });
  const role = await startDispatcherRole(config, ports);
  t.teardown(async () => {
    await role.close();
    await ports.bus.close();
    await ports.store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { ports, queue: new DeliveryQueue(ports) };
}

async function finished(queue: DeliveryQueue, id: string): Promise<DeliveryRecord> {
  for (let i = 0; i < 500; i++) {
    const record = await queue.get(id);
    if (record && record.status !== 'pending') return record;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${id} still pending`);
}

t.test('the dispatcher role delivers what is enqueued, signed, and counts it', async (t) => {
  const hook = await receiver();
  t.teardown(() => hook.close());
  const { ports, queue } = await startRole(t, { GLEANER_ALLOW_PRIVATE_NETWORKS: 'true' });
  await queue.enqueue({ id: 'dlv_role', userId: 'usr_role', env: 'live', event: 'schedule.completed', url: hook.url, payload: { event: 'schedule.completed', run_id: 'run_1' } });
  const done = await finished(queue, 'dlv_role');
  t.match(done, { status: 'delivered', attempts: [{ attempt: 1, status_code: 204 }] });
  t.equal(hook.bodies.length, 1);
  t.equal(verifySignature({ header: hook.bodies[0].signature, body: hook.bodies[0].body, secret: 'whsec_role' }).ok, true);
  // A Slack alert is counted under its own channel (the receiver stands in for Slack's hook).
  await queue.enqueue({ id: 'dlv_role_slack', channel: 'slack', userId: 'usr_role', env: 'live', event: 'monitor.change_detected', url: hook.url, payload: { text: 'changed' } });
  t.match(await finished(queue, 'dlv_role_slack'), { status: 'delivered' });
  const metrics = await ports.metrics.registry.metrics();
  t.match(metrics, /gleaner_webhook_deliveries_total\{channel="webhook",event="schedule.completed",outcome="delivered"\} 1\n/);
  t.match(metrics, /gleaner_webhook_delivery_attempts_total\{channel="webhook",result="2xx"\} 1\n/);
  t.match(metrics, /gleaner_webhook_deliveries_total\{channel="slack",event="monitor.change_detected",outcome="delivered"\} 1\n/);
  t.match(metrics, /gleaner_webhook_delivery_attempts_total\{channel="slack",result="2xx"\} 1\n/);
});

t.test('with private networks not allowed (the default), a loopback target fails unsent', async (t) => {
  const hook = await receiver();
  t.teardown(() => hook.close());
  const { queue } = await startRole(t, {});
  await queue.enqueue({ id: 'dlv_role_private', userId: 'usr_role', env: 'test', event: 'schedule.completed', url: hook.url, payload: {} });
  t.match(await finished(queue, 'dlv_role_private'), { status: 'failed', attempts: [{ attempt: 1, error: { code: 'invalid_url' } }] });
  t.equal(hook.bodies.length, 0);
});
