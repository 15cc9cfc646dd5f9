// k6: check, group, sleep, fail.
import { blockFor, strict, vu } from './state.mjs';

export function check(value, sets, tags = {}) {
  let all = true;
  for (const [name, fn] of Object.entries(sets)) {
    let passed;
    try {
      passed = typeof fn === 'function' ? !!fn(value) : !!fn;
    } catch {
      passed = false;
    }
    vu.emit('checks', 'rate', passed ? 1 : 0, { ...tags, check: name, group: vu.group });
    if (!passed) all = false;
  }
  return all;
}

export function group(name, fn) {
  const outer = vu.group;
  vu.group = `${outer}::${name}`;
  const started = Date.now();
  try {
    return fn();
  } finally {
    vu.emit('group_duration', 'trend', Date.now() - started, { group: vu.group });
    vu.group = outer;
  }
}

export function sleep(seconds) {
  blockFor(Number(seconds) * 1000);
}

export function fail(message) {
  throw new Error(message);
}

export default strict('k6', { check, group, sleep, fail });
