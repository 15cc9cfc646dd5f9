import t from 'tap';
import { loadConfig, ConfigError, configTable } from './config.js';

t.test('defaults', async (t) => {
  const c = loadConfig({});
  t.equal(c.api.port, 8080);
  t.equal(c.api.baseUrl, 'http://localhost:8080');
  t.equal(c.files.downloadBaseUrl, 'http://localhost:8080/files');
  t.equal(c.net.allowPrivateNetworks, false);
  t.equal(c.files.ttlMs, 7 * 24 * 3600_000);
  t.equal(c.bus.kafka?.maxWaitMs, 100);
});

t.test('values are coerced', async (t) => {
  const c = loadConfig({ GLEANER_PORT: '9000', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', GLEANER_BASE_URL: 'https://api.example.com/', GLEANER_PROXY_URLS: 'http://a:1, http://b:2' });
  t.equal(c.api.port, 9000);
  t.equal(c.net.allowPrivateNetworks, true);
  t.equal(c.api.baseUrl, 'https://api.example.com');
  t.equal(c.files.downloadBaseUrl, 'https://api.example.com/files');
  t.same(c.net.proxyUrls, ['http://a:1', 'http://b:2']);
  t.equal(loadConfig({ GLEANER_KAFKA_MAX_WAIT_MS: '10' }).bus.kafka?.maxWaitMs, 10);
  t.throws(() => loadConfig({ GLEANER_KAFKA_MAX_WAIT_MS: '0' }), /GLEANER_KAFKA_MAX_WAIT_MS/);
});

t.test('bad values name every variable', async (t) => {
  try {
    loadConfig({ GLEANER_PORT: 'eighty', GLEANER_ALLOW_PRIVATE_NETWORKS: 'yes', GLEANER_LOG_LEVEL: 'loud', GLEANER_BASE_URL: 'ftp://x' });
    t.fail('should throw');
  } catch (err) {
    t.type(err, ConfigError);
    const message = (err as Error).message;
    for (const name of ['GLEANER_PORT', 'GLEANER_ALLOW_PRIVATE_NETWORKS', 'GLEANER_LOG_LEVEL', 'GLEANER_BASE_URL']) t.match(message, name);
  }
  t.throws(() => loadConfig({ GLEANER_PORT: '70000' }), ConfigError);
  t.throws(() => loadConfig({ GLEANER_S3_ENDPOINT: 'http://127.0.0.1:9000' }), /GLEANER_S3_BUCKET/);
});

t.test('Kafka consumer timing: defaults, overrides, and a heartbeat shorter than the session', async (t) => {
  t.same(loadConfig({}).bus.kafka, { sessionTimeoutMs: 10000, heartbeatMs: 3000, maxWaitMs: 100, lingerMs: 0, batchBytes: 262144, apiProcesses: 0, assignDelayMs: 0 });
  const tuned = loadConfig({ GLEANER_KAFKA_SESSION_TIMEOUT_MS: '6000', GLEANER_KAFKA_HEARTBEAT_MS: '200', GLEANER_KAFKA_MAX_WAIT_MS: '10', GLEANER_KAFKA_ASSIGN_DELAY_MS: '300', GLEANER_KAFKA_LINGER_MS: '5', GLEANER_KAFKA_BATCH_BYTES: '65536', GLEANER_KAFKA_API_PROCESSES: '10' });
  t.same(tuned.bus.kafka, { sessionTimeoutMs: 6000, heartbeatMs: 200, maxWaitMs: 10, lingerMs: 5, batchBytes: 65536, apiProcesses: 10, assignDelayMs: 300 });
  t.throws(() => loadConfig({ GLEANER_KAFKA_SESSION_TIMEOUT_MS: '3000' }), /GLEANER_KAFKA_HEARTBEAT_MS: must be less than/);
});

t.test('webhook deliveries: defaults and overrides', async (t) => {
  t.same(loadConfig({}).webhooks, { attempts: 5, timeoutMs: 10000, backoffMs: 30000, maxDelayMs: 3600000, accountConcurrency: 4 });
  const tuned = loadConfig({ GLEANER_WEBHOOK_ATTEMPTS: '3', GLEANER_WEBHOOK_TIMEOUT_MS: '2500', GLEANER_WEBHOOK_BACKOFF_MS: '500', GLEANER_WEBHOOK_MAX_DELAY_MS: '60000', GLEANER_WEBHOOK_ACCOUNT_CONCURRENCY: '2' });
  t.same(tuned.webhooks, { attempts: 3, timeoutMs: 2500, backoffMs: 500, maxDelayMs: 60000, accountConcurrency: 2 });
  t.throws(() => loadConfig({ GLEANER_WEBHOOK_ACCOUNT_CONCURRENCY: '0' }), /GLEANER_WEBHOOK_ACCOUNT_CONCURRENCY/);
  t.throws(() => loadConfig({ GLEANER_WEBHOOK_ATTEMPTS: '0' }), /GLEANER_WEBHOOK_ATTEMPTS/);
  t.throws(() => loadConfig({ GLEANER_WEBHOOK_TIMEOUT_MS: '10' }), /GLEANER_WEBHOOK_TIMEOUT_MS/);
});

t.test('the README table lists every variable', async (t) => {
  const table = configTable();
  t.match(table, '| GLEANER_PORT | integer | 8080 |');
  t.match(table, 'GLEANER_ADMIN_TOKEN');
});

t.test('the access log: level and sample, with bounds', async (t) => {
  t.same(loadConfig({}).log, { level: 'info', access: { mode: 'info', sample: 1 } });
  t.same(loadConfig({ GLEANER_ACCESS_LOG: 'debug', GLEANER_ACCESS_LOG_SAMPLE: '0.05' }).log.access, { mode: 'debug', sample: 0.05 });
  t.equal(loadConfig({ GLEANER_ACCESS_LOG: 'off' }).log.access.mode, 'off');
  t.throws(() => loadConfig({ GLEANER_ACCESS_LOG: 'loud' }), /GLEANER_ACCESS_LOG/);
  t.throws(() => loadConfig({ GLEANER_ACCESS_LOG_SAMPLE: '1.5' }), /GLEANER_ACCESS_LOG_SAMPLE/);
  t.throws(() => loadConfig({ GLEANER_ACCESS_LOG_SAMPLE: 'half' }), /GLEANER_ACCESS_LOG_SAMPLE/);
});
