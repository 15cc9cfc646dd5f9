import t from 'tap';
import { KafkaBus } from './kafka-bus.js';

// kafkajs names its log fields in camelCase (clientId, retryCount): the bus passes them on in
// snake_case, as every other log line of the service is (docs/operations.md, "Logs").

t.test("kafkajs's log fields reach the logger in snake_case", async (t) => {
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const logger = {
    error: (fields: Record<string, unknown>, msg: string) => void lines.push({ level: 'error', fields, msg }),
    warn: (fields: Record<string, unknown>, msg: string) => void lines.push({ level: 'warn', fields, msg }),
  };
  // Nothing listens on port 1: kafkajs logs its connection errors and retries.
  const bus = new KafkaBus({ brokers: ['127.0.0.1:1'], logger: logger as never, retries: 1, connectionTimeout: 200, repliesAtStart: false });
  t.teardown(() => bus.close().catch(() => {}));
  await t.rejects(bus.publish('logs', { a: 1 }));
  t.ok(lines.length > 0, 'kafkajs logged');
  const keys = [...new Set(lines.flatMap((l) => Object.keys(l.fields)))];
  t.same(keys.filter((k) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(k)), [], `snake_case keys only (${keys.join(', ')})`);
  t.ok(keys.includes('retry_count') || keys.includes('client_id'), 'its camelCase fields, renamed');
  t.ok(lines.every((l) => l.msg.startsWith('kafkajs: ')));
});
