// What our Kafka bus layer (libs/bus/src/kafka: KafkaBus request/reply) adds to one job beyond the
// broker's own wait, side by side on one librdkafka mock cluster, one request at a time:
// - raw: kafkajs alone, the least a request/reply needs: a producer, a consumer of the request
//   topic that produces the reply with a correlation header, a consumer of the reply topic that
//   resolves the caller; kafkajs's default auto-commit;
// - bus: KafkaBus.request to a KafkaBus.respond whose responder returns its payload (two bus
//   instances, as the API and render processes have: the responder's joins no reply topic), the
//   topic unbounded;
// - bus+bound: the same with the topic bounded (topicLimits and groups, as the API bounds render):
//   each publish first reads the topic's depth from the broker (two admin round trips).
// Every side uses the same consumer settings (maxWaitTimeInMs as listed, session 30 s, heartbeat
// 3 s: createBus's defaults). On the mock a fetch with nothing to return waits out maxWaitTimeInMs,
// so each hop waits a random part of it: its latencies are mostly that wait, which is why it is run
// at several settings and why the CPU a job (this process: both ends of every side) is reported too.
// Rounds alternate the order of the sides. Usage:
//   node bench/farm/kafka-layer.mjs [--max-wait 1,10,100] [--rounds 3] [--seconds 5]   (loopback only)
import { parseArgs } from 'node:util';
import os from 'node:os';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { startKafkaStandIn } from '@gleaner/testkit';
import { KafkaBus } from '@gleaner/bus/kafka';
import { drive, median, pct, treeCpu } from '../lib/measure.mjs';
import { childPid } from '../lib/farm.mjs';

const { values } = parseArgs({ options: { 'max-wait': { type: 'string', default: '1,10,100' }, rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '5' } } });
const LEVELS = values['max-wait'].split(',').map(Number);
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const SESSION = { sessionTimeout: 30_000, heartbeatInterval: 3000 };
const payload = (i) => ({ kind: 'scrape', url: `https://example.com/page/${i}`, owner: { userId: 'usr_bench' }, i });

const kafka = await startKafkaStandIn(); // topics are auto-created (4 partitions) by their first use
const mockPid = childPid('mock-kafka');

let started = 0;

/** The raw side: kafkajs request/reply with nothing of ours, on topics of its own. */
async function startRaw(maxWaitTimeInMs) {
  const tag = `raw${started++}`;
  const [requests, replies] = [`${tag}.requests`, `${tag}.replies`];
  const client = new Kafka({ clientId: tag, brokers: kafka.brokers, logLevel: logLevel.NOTHING });
  const producer = client.producer({ allowAutoTopicCreation: true, createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  const pending = new Map();
  const joinedOnce = (consumer) => new Promise((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  const responder = client.consumer({ groupId: `${tag}-responders`, maxWaitTimeInMs, allowAutoTopicCreation: true, ...SESSION });
  const requester = client.consumer({ groupId: `${tag}-requesters`, maxWaitTimeInMs, allowAutoTopicCreation: true, ...SESSION });
  const joined = [joinedOnce(responder), joinedOnce(requester)];
  await Promise.all(
    [[responder, requests], [requester, replies]].map(async ([consumer, topic]) => {
      await consumer.connect();
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
    }),
  );
  await responder.run({
    eachMessage: async ({ message }) => {
      await producer.send({ topic: replies, messages: [{ value: message.value, headers: { 'correlation-id': message.headers['correlation-id'] } }] });
    },
  });
  await requester.run({
    eachMessage: async ({ message }) => {
      const id = message.headers['correlation-id'].toString();
      pending.get(id)?.(JSON.parse(message.value.toString()));
      pending.delete(id);
    },
  });
  await Promise.all(joined);
  let n = 0;
  return {
    async request(body) {
      const id = String(n++);
      const reply = new Promise((resolve) => pending.set(id, resolve));
      await producer.send({ topic: requests, messages: [{ value: JSON.stringify(body), headers: { 'correlation-id': id } }] });
      return reply;
    },
    async stop() {
      await Promise.all([responder.disconnect(), requester.disconnect(), producer.disconnect()]);
    },
  };
}

/** A bus side: a requesting KafkaBus and a responding one (as an API and a render process), on a topic of its own, bounded or not. */
async function startBus(maxWaitTimeInMs, bounded) {
  const tag = `bus${started++}`;
  const topic = `${tag}.requests`;
  const options = { brokers: kafka.brokers, maxWaitTimeInMs, ...SESSION };
  const requester = new KafkaBus({ ...options, clientId: `${tag}-req`, ...(bounded ? { topicLimits: { [topic]: 64 }, groups: { [topic]: ['responders'] } } : {}) });
  const responder = new KafkaBus({ ...options, clientId: `${tag}-resp`, repliesAtStart: false }); // as a render process's bus
  await responder.respond(topic, 'responders', async (p) => p);
  return {
    request: (body) => requester.request(topic, body, { deadlineMs: 30_000 }),
    async stop() {
      await Promise.all([requester.close(), responder.close()]);
    },
  };
}

const SIDES = { raw: (w) => startRaw(w), bus: (w) => startBus(w, false), 'bus+bound': (w) => startBus(w, true) };

async function measure(job) {
  const cpu0 = process.cpuUsage();
  const mock0 = treeCpu([mockPid]);
  const lat = [];
  const r = await drive(1, SECONDS, async (i) => {
    const t0 = performance.now();
    const reply = await job(payload(i));
    lat.push(performance.now() - t0);
    if (reply.i !== i) throw new Error('a reply to another request');
  });
  const c = process.cpuUsage(cpu0);
  return { lat, done: r.done, errors: r.errors, cpuUs: (c.user + c.system) / r.done, mockUs: ((treeCpu([mockPid]) - mock0) * 1e6) / r.done };
}

const summary = [];
try {
  for (const maxWait of LEVELS) {
    const all = { raw: [], bus: [], 'bus+bound': [] };
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['raw', 'bus', 'bus+bound'] : ['bus+bound', 'bus', 'raw'];
      const out = {};
      for (const side of order) {
        // One side at a time: the others' idle fetches would count in its CPU and load the mock.
        const running = await SIDES[side](maxWait);
        await drive(1, 1, (i) => running.request(payload(i))); // warm-up (the groups have joined)
        out[side] = await measure(running.request);
        await running.stop();
        all[side].push(...out[side].lat);
      }
      rounds.push(out);
      console.log(
        `maxWaitTimeInMs ${maxWait}, round ${round + 1} (load ${os.loadavg()[0].toFixed(2)}): ` +
          Object.keys(all).map((s) => `${s} p50 ${pct(out[s].lat, 50).toFixed(2)} p99 ${pct(out[s].lat, 99).toFixed(2)} ms, ${out[s].cpuUs.toFixed(0)} CPU-µs a job (mock ${out[s].mockUs.toFixed(0)}), n ${out[s].done}${out[s].errors ? `, ${out[s].errors} errors` : ''}`).join(' | '),
      );
    }
    const m = (side, f) => median(rounds.map((r) => f(r[side])));
    summary.push({ maxWait, all, m, rounds });
  }
} finally {
  await kafka.stop();
}
console.log(`\nall rounds pooled (${ROUNDS} x ${SECONDS} s a side, one request at a time); CPU a job: median of the rounds; load now ${os.loadavg()[0].toFixed(2)}`);
console.log('| maxWaitTimeInMs | side | jobs | p50 ms | p99 ms | p50 added to raw (pooled; median of rounds) | p99 added to raw | CPU µs a job (this process) | mock CPU µs a job |');
console.log('|---|---|---|---|---|---|---|---|---|');
const rounds = (maxWait) => summary.find((x) => x.maxWait === maxWait).rounds;
for (const { maxWait, all, m } of summary) {
  for (const side of ['raw', 'bus', 'bus+bound']) {
    const p50 = pct(all[side], 50);
    const p99 = pct(all[side], 99);
    const roundsAdded = median(rounds(maxWait).map((r) => pct(r[side].lat, 50) - pct(r.raw.lat, 50)));
    const added = side === 'raw' ? ['', ''] : [`${(p50 - pct(all.raw, 50)).toFixed(2)}; ${roundsAdded.toFixed(2)}`, (p99 - pct(all.raw, 99)).toFixed(2)];
    console.log(`| ${maxWait} | ${side} | ${all[side].length} | ${p50.toFixed(2)} | ${p99.toFixed(2)} | ${added[0]} | ${added[1]} | ${m(side, (s) => s.cpuUs).toFixed(0)} | ${m(side, (s) => s.mockUs).toFixed(0)} |`);
  }
}
console.log(
  'On the mock each hop waits until the consumer fetch in flight ends (it is answered after maxWaitTimeInMs even when a message arrives meanwhile), ' +
    'so a round trip comes in steps of about maxWaitTimeInMs, and a side can land one step higher for a millisecond of its own: ' +
    'read the layer\'s latency at the smallest setting, and its CPU a job at all of them.',
);
