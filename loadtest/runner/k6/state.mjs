// The state a VU's k6 modules share: where samples go, the current group and the response callback.
export const vu = {
  /** @type {(metric: string, type: string, value: number, tags: Record<string, string>) => void} */
  emit: () => {},
  group: '',
  scenario: '',
  /** statuses that do not count in http_req_failed, or null: 200-399 */
  responseCallback: null,
  /** sends requests and blocks until their answers are back (http-worker.mjs) */
  send: null,
};

/** A function or object of a module the runner does not implement: an error naming it. */
export function notImplemented(module, name) {
  return new Error(`the smoke runner does not implement ${module}.${String(name)}`);
}

/** An object whose missing properties throw (rather than answer undefined). */
export function strict(module, object) {
  return new Proxy(object, {
    get(target, prop) {
      if (prop in target || typeof prop === 'symbol' || prop === 'then') return target[prop];
      throw notImplemented(module, prop);
    },
  });
}

/** Sleeps without returning to the event loop (k6 code is synchronous). */
export function blockFor(ms) {
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
