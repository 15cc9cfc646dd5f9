// One VU: its own thread, as in k6 (init code runs once per VU). Imports the script with the k6 modules
// mapped to the runner's (hooks.mjs), runs the functions the coordinator asks for, synchronously, and
// posts the samples they made.
import { register } from 'node:module';
import { MessageChannel, parentPort, receiveMessageOnPort, Worker, workerData } from 'node:worker_threads';
import { vu } from './k6/state.mjs';

register('./hooks.mjs', import.meta.url);
const { script, env, vuId } = workerData;
globalThis.__ENV = env;
globalThis.__VU = vuId;
globalThis.__ITER = 0;
for (const name of ['open', 'require']) globalThis[name] = () => { throw new Error(`the smoke runner does not implement the k6 global ${name}()`); };

// The HTTP thread and the synchronous send over it.
const { port1, port2 } = new MessageChannel();
const flag = new SharedArrayBuffer(4);
const signal = new Int32Array(flag);
const http = new Worker(new URL('./http-worker.mjs', import.meta.url), { workerData: { port: port2, flag }, transferList: [port2] });
http.unref();
vu.send = (requests) => {
  Atomics.store(signal, 0, 0);
  port1.postMessage(requests);
  Atomics.wait(signal, 0, 0);
  return receiveMessageOnPort(port1).message;
};

let samples = [];
const flush = () => {
  if (samples.length) parentPort.postMessage({ t: 'samples', samples });
  samples = [];
};
vu.emit = (metric, type, value, tags) => {
  samples.push({ metric, type, value, tags: vu.scenario ? { scenario: vu.scenario, ...tags } : tags });
  if (samples.length >= 500) flush();
};

let mod;
try {
  mod = await import(script);
} catch (err) {
  parentPort.postMessage({ t: 'fatal', error: String(err?.stack ?? err) });
  process.exit(1);
}
flush();
parentPort.postMessage({ t: 'ready', options: vuId === 0 ? JSON.parse(JSON.stringify(mod.options ?? {})) : undefined, exports: Object.keys(mod) });

parentPort.on('message', (msg) => {
  if (msg.t === 'stop') return process.exit(0);
  const fn = mod[msg.fn];
  vu.scenario = msg.scenario ?? '';
  vu.group = '';
  globalThis.__ITER = msg.iter ?? 0;
  const started = performance.now();
  let value;
  let error;
  try {
    if (typeof fn !== 'function') throw new Error(`the script exports no function ${msg.fn}`);
    value = fn(msg.data);
    if (value && typeof value.then === 'function') throw new Error(`${msg.fn} returned a promise: the smoke runner runs synchronous k6 code only`);
  } catch (err) {
    error = String(err?.stack ?? err);
  }
  if (msg.scenario) {
    vu.emit('iterations', 'counter', 1, {});
    vu.emit('iteration_duration', 'trend', performance.now() - started, {});
  }
  flush();
  let cloned;
  try {
    cloned = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  } catch {
    error ??= `${msg.fn} returned data that is not JSON`;
  }
  parentPort.postMessage({ t: 'done', value: cloned, error });
});
