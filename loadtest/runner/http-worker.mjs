// A VU's HTTP thread: sends the requests it is given (in parallel, for batch) and wakes the VU's thread,
// which waits on the shared flag and then reads the answers off the port synchronously.
import { workerData } from 'node:worker_threads';

const { port, flag } = workerData;
const signal = new Int32Array(flag);

port.on('message', async (requests) => {
  const answers = await Promise.all(requests.map(async (r) => {
    const started = performance.now();
    try {
      const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body ?? undefined, signal: AbortSignal.timeout(r.timeoutMs), redirect: 'follow' });
      const body = await res.text();
      return { status: res.status, headers: Object.fromEntries(res.headers), body, duration: performance.now() - started };
    } catch (err) {
      return { status: 0, headers: {}, body: null, duration: performance.now() - started, error: `${err.name}: ${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ''}` };
    }
  }));
  port.postMessage(answers);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
