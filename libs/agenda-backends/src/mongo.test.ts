import t from 'tap';
import { startMongoStandIn } from '@gleaner/testkit';
import { MongoClient } from 'mongodb';
import { runAgendaBackendContract } from './contract/index.js';
import { createMongoAgendaBackend, dataIndexSpec } from './mongo.js';

// The Agenda backend contract on @agendajs/mongo-backend against the CongoDB stand-in: a database
// per case. The stand-in has no streaming hello: the driver polls the server's state instead.

const GAPS = {
  // Not the stand-in's: the backend's own saveJob (4.0.3) sets lockedAt, lastRunAt and the other
  // processor fields of an existing job to null on every save.
  saveKeepsProcessorState:
    "@agendajs/mongo-backend's save() of an existing job writes null into the fields the processor owns (lockedAt among them): every() again at a scheduler's start releases a lock another process holds",
};

t.test('mongo backend on the CongoDB stand-in', async (t) => {
  const standIn = await startMongoStandIn();
  t.teardown(() => standIn.stop());
  let n = 0;
  runAgendaBackendContract(t, 'mongodb (stand-in)', async () => ({
    kind: 'mongo',
    uri: `${standIn.uri}agenda_${++n}?serverMonitoringMode=poll`,
    collection: 'agenda_jobs',
  }), GAPS);
});

t.test('mongo backend: the data paths jobs are looked up by are indexed with the name at connect', async (t) => {
  const standIn = await startMongoStandIn();
  t.teardown(() => standIn.stop());
  const uri = `${standIn.uri}agenda_indexes?serverMonitoringMode=poll`;
  const backend = await createMongoAgendaBackend({ uri, collection: 'agenda_jobs', dataIndexes: ['scheduleId'] });
  await backend.connect();
  t.teardown(() => backend.disconnect());
  const client = await MongoClient.connect(uri);
  t.teardown(() => client.close());
  const indexes = await client.db().collection('agenda_jobs').indexes();
  const wanted = dataIndexSpec('scheduleId');
  const found = indexes.find((i) => i.name === wanted.name);
  t.same(found?.key, { name: 1, 'data.scheduleId': 1 }, `indexes: ${indexes.map((i) => i.name).join(', ')}`);
});
