// The V8 sampling profiler on this process (node:inspector), for the benches that profile one piece
// of work in a loop: start, stop, and the time per function, self and inclusive (a sample counts once
// for every distinct function on its stack), keyed "name file:line".
import { Session } from 'node:inspector/promises';

/** Starts sampling every 200 µs; hand the session to profileTimes. */
export async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return session;
}

/** Stops the profiler: µs per function, self and inclusive; total self µs; and the raw tree (by node id). */
export async function profileTimes(session) {
  const { profile } = await session.post('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfById = new Map();
  for (let i = 0; i < profile.samples.length; i++) selfById.set(profile.samples[i], (selfById.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  const key = (id) => {
    const cf = byId.get(id).callFrame;
    return `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\/(node_modules|libs)\//, '$1/')}:${cf.lineNumber + 1}`;
  };
  const self = new Map();
  const incl = new Map();
  let total = 0;
  for (const [id, us] of selfById) {
    self.set(key(id), (self.get(key(id)) ?? 0) + us);
    total += us;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const k = key(n);
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + us);
    }
  }
  return { self, incl, total, selfById, byId, parent };
}

/** Prints the `top` largest of `times` in ms, divided by `per` (runs, asks). */
export function printTop(title, times, per, top, digits = 1) {
  console.log(`\n${title}:`);
  for (const [k, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000 / per).toFixed(digits).padStart(8)} ms  ${k}`);
}
