import t from 'tap';
import { startMongoStandIn } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// The service on MongoDB when MongoDB goes away: /readyz names the store, requests answer 503
// service_unavailable with Retry-After instead of hanging, and when it is back the same process
// serves again. (The stand-in keeps its data in memory: it comes back empty.)

t.test('MongoDB down: 503 naming the store, then back without a restart', async (t) => {
  const mongo = await startMongoStandIn();
  let up = true;
  t.teardown(() => (up ? mongo.stop() : undefined));
  const h = await startHarness(t, { GLEANER_MONGODB_URI: `${mongo.uri}gleaner?serverSelectionTimeoutMS=1000` });
  const user = await h.createUser({ credits: 5 });
  t.equal((await h.call('GET', '/v1/user/profile', { key: user.key })).status, 200);

  await mongo.stop();
  up = false;
  const ready = await h.call('GET', '/readyz');
  t.equal(ready.status, 503);
  t.match(ready.body.checks.store, /^failing: /, 'readiness names the store');
  t.equal(ready.body.checks.bus, 'ok');
  const started = Date.now();
  const profile = await h.call('GET', '/v1/user/profile', { key: user.key });
  t.equal(profile.status, 503);
  t.equal(profile.body.error.code, 'service_unavailable');
  t.notMatch(JSON.stringify(profile.body), /mongodb:\/\//, 'the answer does not show where the store is');
  t.ok(Number(profile.headers.get('retry-after')) >= 1, 'with Retry-After');
  t.ok(Date.now() - started < 10_000, `answered in ${Date.now() - started} ms`);

  await mongo.restart();
  up = true;
  t.equal((await h.call('GET', '/readyz')).status, 200, 'ready again');
  const again = await h.createUser({ credits: 2 });
  t.equal((await h.call('GET', '/v1/user/profile', { key: again.key })).status, 200, 'serving again, same process');
});
