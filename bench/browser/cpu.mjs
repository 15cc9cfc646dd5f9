// CPU time of process trees from /proc (for "CPU ms a job" figures, steadier than rates on a shared machine).
import fs from 'node:fs';

/** CPU seconds of the trees under `roots` (dead children count through their parent's cutime/cstime). */
export function treeCpu(roots) {
  const rootList = Array.isArray(roots) ? roots : [roots];
  const kids = new Map();
  const cpu = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(f[1]);
      cpu.set(Number(d), (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch {}
  }
  let sum = 0;
  const walk = (p) => {
    sum += cpu.get(p) ?? 0;
    for (const k of kids.get(p) ?? []) walk(k);
  };
  for (const r of rootList) walk(r);
  return sum;
}

/** Starts counting CPU of this Node process plus the trees of `roots()`; the returned function gives ms since. */
export function cpuMeter(roots) {
  const node0 = process.cpuUsage();
  const tree0 = treeCpu(roots);
  return () => {
    const n = process.cpuUsage(node0);
    return (treeCpu(roots) - tree0) * 1000 + (n.user + n.system) / 1000;
  };
}
