import t from 'tap';
import { loadConfig } from '@gleaner/platform';
import { makeTestCertificates, startMongoStandIn, startTlsFront, MONGO_STAND_IN_URI_OPTIONS } from '@gleaner/testkit';
import { createStore } from '../create.js';
import { storeAdapter } from '../traced-store.js';
import { MongoStore } from './mongo-store.js';

// MongoDB over TLS with a private CA (GLEANER_MONGODB_TLS_CA_FILE). The CongoDB stand-in has no TLS:
// a TLS front (libs/testkit) terminates it in front of the stand-in, so the driver's side is real.

const certs = makeTestCertificates();
t.teardown(() => certs.remove());

t.test('GLEANER_MONGODB_TLS_CA_FILE: the client options it produces', async (t) => {
  const store = storeAdapter(createStore(loadConfig({ GLEANER_MONGODB_URI: 'mongodb://db.example:27017/app', GLEANER_MONGODB_TLS_CA_FILE: certs.caFile }))) as MongoStore;
  t.teardown(() => store.close());
  t.equal(store.client.options.tls, true, 'TLS on');
  t.equal(store.client.options.tlsCAFile, certs.caFile, 'trusting the CA file');
  const plain = storeAdapter(createStore(loadConfig({ GLEANER_MONGODB_URI: 'mongodb://db.example:27017/app' }))) as MongoStore;
  t.teardown(() => plain.close());
  t.notOk(plain.client.options.tls, 'without it: what the URI says (here plaintext)');
});

t.test('the store works over TLS trusting the CA file, and refuses the certificate without it', async (t) => {
  const standIn = await startMongoStandIn();
  t.teardown(() => standIn.stop());
  const port = Number(new URL(standIn.uri).port);
  const front = await startTlsFront(certs, { host: '127.0.0.1', port });
  t.teardown(() => front.close());
  const uri = `mongodb://127.0.0.1:${front.port}/tls_test?${MONGO_STAND_IN_URI_OPTIONS}&directConnection=true`;

  const store = new MongoStore({ uri, tlsCaFile: certs.caFile, serverSelectionTimeoutMs: 5000 });
  t.teardown(() => store.close());
  await store.collection<{ id: string; text: string }>('notes').insert({ id: 'n1', text: 'over TLS' });
  t.match(await store.collection('notes').get('n1'), { id: 'n1', text: 'over TLS' }, 'written and read');
  t.ok(front.accepted > 0, 'through the TLS front');

  const untrusted = new MongoStore({ uri: `${uri}&tls=true`, serverSelectionTimeoutMs: 1000 });
  t.teardown(() => untrusted.close());
  await t.rejects(untrusted.collection('notes').get('n1'), { code: 'service_unavailable' }, "without the CA file the private CA's certificate is refused");
  t.ok(front.refused.length > 0, 'the handshake failed');
});
