import t from 'tap';
import { loadConfig } from '@gleaner/platform';
import { makeTestCertificates, startTlsFront, waitFor } from '@gleaner/testkit';
import { createBus } from '../create.js';
import { KafkaBus } from './kafka-bus.js';
import { kafkaSecurityOptions } from './kafka-security.js';

// Kafka over TLS and SASL. librdkafka's mock cluster (the stand-in) speaks neither, so: the kafkajs
// options the settings produce, and a TLS front (no broker behind it) showing that the bus's client
// trusts the configured CA and sends its first Kafka request inside the TLS session.

const certs = makeTestCertificates();
t.teardown(() => certs.remove());

t.test('the kafkajs options each setting produces', async (t) => {
  t.same(kafkaSecurityOptions(undefined), {}, 'none: plaintext');
  t.same(kafkaSecurityOptions({ ssl: true }), { ssl: true }, "TLS with the system's CAs");
  const withCa = kafkaSecurityOptions({ ssl: true, sslCaFile: certs.caFile });
  t.match(withCa.ssl, { ca: [/^-----BEGIN CERTIFICATE-----/] }, 'TLS trusting the CA file');
  for (const mechanism of ['plain', 'scram-sha-256', 'scram-sha-512'] as const) {
    t.same(kafkaSecurityOptions({ ssl: true, sasl: { mechanism, username: 'u', password: 'p' } }), { ssl: true, sasl: { mechanism, username: 'u', password: 'p' } }, `SASL ${mechanism}`);
  }
  t.throws(() => kafkaSecurityOptions({ ssl: true, sslCaFile: '/nonexistent/ca.crt' }), /GLEANER_KAFKA_SSL_CA_FILE: cannot read \/nonexistent\/ca\.crt/);
});

t.test('GLEANER_KAFKA_SSL* and _SASL_* reach the bus', async (t) => {
  const config = loadConfig({
    GLEANER_KAFKA_BROKERS: 'kafka-0:9093',
    GLEANER_KAFKA_SSL: 'true',
    GLEANER_KAFKA_SSL_CA_FILE: certs.caFile,
    GLEANER_KAFKA_SASL_MECHANISM: 'scram-sha-512',
    GLEANER_KAFKA_SASL_USERNAME: 'gleaner',
    GLEANER_KAFKA_SASL_PASSWORD: 's3cret',
  });
  const bus = createBus(config, { requests: false }) as KafkaBus;
  t.teardown(() => bus.close());
  t.same(bus.options.security, { ssl: true, sslCaFile: certs.caFile, sasl: { mechanism: 'scram-sha-512', username: 'gleaner', password: 's3cret' } });
  t.notOk(loadConfig({ GLEANER_KAFKA_BROKERS: 'k:9092' }).bus.kafka?.security, 'plaintext by default');
  t.throws(() => loadConfig({ GLEANER_KAFKA_SASL_MECHANISM: 'plain', GLEANER_KAFKA_SASL_USERNAME: 'u' }), /set all three or none/);
  t.throws(() => loadConfig({ GLEANER_KAFKA_SSL_CA_FILE: certs.caFile }), /GLEANER_KAFKA_SSL_CA_FILE: needs GLEANER_KAFKA_SSL=true/);
  t.throws(() => loadConfig({ GLEANER_KAFKA_SASL_MECHANISM: 'gssapi' }), /GLEANER_KAFKA_SASL_MECHANISM/);
});

/** A bus asks a TLS front for the cluster; what the front saw. */
async function connectThroughFront(sslCaFile: string | undefined) {
  const front = await startTlsFront(certs);
  const bus = new KafkaBus({ brokers: [`127.0.0.1:${front.port}`], repliesAtStart: false, retries: 0, connectionTimeout: 2000, security: { ssl: true, sslCaFile } });
  const ping = bus.ping().catch((err: unknown) => err);
  await waitFor('the TLS handshake to end', () => (front.accepted + front.refused.length > 0 ? true : undefined), 10_000, 20);
  if (front.accepted) await waitFor('the first Kafka request', () => front.received[0], 10_000, 20);
  await front.close();
  await ping;
  await bus.close();
  return front;
}

t.test('over TLS: the bus trusts the CA file and speaks Kafka inside the session', async (t) => {
  const trusted = await connectThroughFront(certs.caFile);
  t.equal(trusted.accepted, 1, 'the handshake succeeded');
  const request = trusted.received[0];
  t.equal(request.readInt16BE(4), 18, 'its first request is ApiVersions (key 18), in the TLS session');
  t.match(request.toString('latin1'), /gleaner/, 'with the client id');

  const untrusted = await connectThroughFront(undefined);
  t.equal(untrusted.accepted, 0, "without the CA file the private CA's certificate is refused");
});
