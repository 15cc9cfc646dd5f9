// CPU a GET /v1/user/profile request costs the server with traces off and with variants of the
// exporter's settings, at a fixed offered rate (autocannon --overallRate), so that the figure is CPU
// per request and not how much the machine had left. Sides alternate per round; medians.
// Usage: node bench/telemetry/traces-variants.mjs [--rounds 3] [--seconds 5] [--rate 3000]
//   [--sides off,on,...]   (loopback only; sides: see SIDES)
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median, processCpuMs, startGleaner } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '5' }, rate: { type: 'string', default: '3000' }, sides: { type: 'string', default: 'off,on,big-batch,json,ratio-0.1' } } });
let received = 0;
const receiver = http.createServer((req, res) => req.resume().on('end', () => (received++, res.writeHead(200, { 'content-type': String(req.headers['content-type']).includes('json') ? 'application/json' : 'application/x-protobuf' }).end(String(req.headers['content-type']).includes('json') ? '{}' : ''))));
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiver.address().port}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' };
const SIDES = {
  off: {},
  on: otel,
  // GLEANER_TRACES_IMPL: on is ours (lean tracer, our encoder); sdk the SDK's tracer and serializer; encoder the SDK's tracer, our encoder
  sdk: { ...otel, GLEANER_TRACES_IMPL: 'sdk' },
  encoder: { ...otel, GLEANER_TRACES_IMPL: 'encoder' },
  'big-batch': { ...otel, OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '2048', OTEL_BSP_MAX_QUEUE_SIZE: '8192' },
  json: { ...otel, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
  'ratio-0.1': { ...otel, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
  'always-off': { ...otel, OTEL_TRACES_SAMPLER: 'always_off' },
};
const sides = values.sides.split(',');
const cpu = Object.fromEntries(sides.map((s) => [s, []]));
for (let r = 0; r < Number(values.rounds); r++) {
  for (const side of r % 2 ? [...sides].reverse() : sides) {
    const g = await startGleaner(SIDES[side]);
    const opts = { url: `${g.base}/v1/user/profile`, headers: { authorization: `Bearer ${g.key}` }, connections: 10 };
    await autocannon({ ...opts, duration: 2 });
    const c0 = processCpuMs(g.pid);
    const p = await autocannon({ ...opts, duration: Number(values.seconds), overallRate: Number(values.rate) });
    cpu[side].push(((processCpuMs(g.pid) - c0) * 1000) / p.requests.total);
    await g.stop();
  }
  console.log(`round ${r + 1}: ${sides.map((s) => `${s} ${cpu[s].at(-1).toFixed(1)}`).join(', ')} CPU-µs a request`);
}
console.log(`medians at ${values.rate} req/s: ${sides.map((s) => `${s} ${median(cpu[s]).toFixed(1)}`).join(', ')} CPU-µs a request (off / side: ${sides.map((s) => `${s} ${(median(cpu.off ?? cpu[s]) / median(cpu[s])).toFixed(2)}`).join(', ')}); receiver got ${received} exports`);
receiver.close();
