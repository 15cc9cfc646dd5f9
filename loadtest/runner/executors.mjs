// k6's executors the scripts use: shared-iterations, per-vu-iterations, constant-vus,
// constant-arrival-rate and ramping-arrival-rate. Each takes a pool (VUs on demand) and returns when
// its work is done and its iterations have finished. Options it does not implement are refused.
import { durationMs } from './samples.mjs';

const COMMON = ['executor', 'exec'];
const FIELDS = {
  'shared-iterations': ['vus', 'iterations', 'maxDuration'],
  'per-vu-iterations': ['vus', 'iterations', 'maxDuration'],
  'constant-vus': ['vus', 'duration'],
  'constant-arrival-rate': ['rate', 'timeUnit', 'duration', 'preAllocatedVUs', 'maxVUs'],
  'ramping-arrival-rate': ['startRate', 'timeUnit', 'stages', 'preAllocatedVUs', 'maxVUs'],
};

export function validateScenario(name, s) {
  const fields = FIELDS[s.executor];
  if (!fields) throw new Error(`scenario ${name}: the smoke runner does not implement the executor "${s.executor}" (it implements ${Object.keys(FIELDS).join(', ')})`);
  for (const key of Object.keys(s)) if (!COMMON.includes(key) && !fields.includes(key)) throw new Error(`scenario ${name}: the smoke runner does not implement the ${s.executor} option ${key}`);
}

/**
 * Runs one scenario. `pool.take()`: an idle VU now (or null); `pool.grow()`: a new VU (a promise);
 * `run(vu, iter)`: one iteration on that VU (a promise); `stopped()`: the run was aborted;
 * `dropped()`: counts an iteration with no VU to run it.
 */
export async function runScenario(s, { pool, run, stopped, dropped }) {
  const iterationsOf = new Map();
  const iterate = async (vu) => {
    const iter = iterationsOf.get(vu) ?? 0;
    iterationsOf.set(vu, iter + 1);
    await run(vu, iter);
  };

  if (s.executor === 'shared-iterations' || s.executor === 'per-vu-iterations' || s.executor === 'constant-vus') {
    const vus = await Promise.all(Array.from({ length: s.vus ?? 1 }, () => pool.grow()));
    const total = s.iterations ?? 1;
    const deadline = Date.now() + durationMs(s.duration ?? s.maxDuration ?? '10m');
    let next = 0;
    await Promise.all(vus.map(async (vu) => {
      for (let own = 0; !stopped() && Date.now() < deadline; own++) {
        if (s.executor === 'shared-iterations' && next++ >= total) break;
        if (s.executor === 'per-vu-iterations' && own >= total) break;
        await iterate(vu);
      }
    }));
    return;
  }

  // Arrival rate: iterations start at the rate (per timeUnit), on an idle VU; past maxVUs they drop.
  const unit = durationMs(s.timeUnit ?? '1s');
  const stages = s.executor === 'constant-arrival-rate' ? [{ target: s.rate, duration: s.duration, hold: true }] : s.stages;
  const ends = [];
  let total = 0;
  for (const st of stages) ends.push((total += durationMs(st.duration)));
  const rateAt = (t) => {
    let from = s.executor === 'constant-arrival-rate' ? s.rate : s.startRate ?? 0;
    let start = 0;
    for (let i = 0; i < stages.length; i++) {
      if (t < ends[i]) return stages[i].hold ? stages[i].target : from + ((stages[i].target - from) * (t - start)) / (ends[i] - start);
      from = stages[i].target;
      start = ends[i];
    }
    return 0;
  };
  const max = s.maxVUs ?? s.preAllocatedVUs;
  await Promise.all(Array.from({ length: s.preAllocatedVUs ?? 1 }, () => pool.grow()));
  const running = new Set();
  const began = Date.now();
  // Iteration i starts when the offered rate's integral reaches i (i = 0 at once when the rate starts
  // above 0); at the end, every iteration due before `total` has started, however late the last tick.
  let integral = 0;
  let last = 0;
  let started = 0;
  const startOne = () => {
    const vu = pool.take();
    if (vu) {
      const p = iterate(vu).finally(() => running.delete(p));
      running.add(p);
    } else if (pool.size() < max) {
      const p = pool.grow().then(iterate).finally(() => running.delete(p));
      running.add(p);
    } else dropped();
  };
  while (!stopped()) {
    const t = Math.min(Date.now() - began, total);
    integral += ((rateAt(last) + rateAt(Math.max(last, t - 1e-9))) / 2) * ((t - last) / unit);
    last = t;
    const target = t >= total ? Math.ceil(integral - 1e-9) : integral > 0 || rateAt(0) > 0 ? Math.floor(integral + 1e-9) + 1 : 0;
    for (; started < target; started++) startOne();
    if (t >= total) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(running);
}
