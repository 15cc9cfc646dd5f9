import t from 'tap';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// Each role, started through its own entry in a process of its own, loads only what it runs:
// an API process never loads a browser or the Cohere SDK, a render process never loads restify.
// On the Node it runs on, no library it loads warns (a deprecation today is a crash on the next LTS:
// restify 11 stopped loading on Node 24).

const run = promisify(execFile);
const script = path.join(__dirname, 'testing', 'start-role.js');

async function loaded(role: string): Promise<{ packages: string[]; stderr: string }> {
  const { stdout, stderr } = await run(process.execPath, [script, role], { timeout: 60_000 });
  const line = JSON.parse(stdout.trim().split('\n').pop()!) as { role: string; packages: string[] };
  return { packages: line.packages, stderr };
}

const BROWSER = ['puppeteer-core', 'puppeteer-cluster'];
// The roles here start on the embedded backends: the MongoDB driver, kafkajs and the AWS SDK load only
// when their settings pick them.
const STORES = ['mongodb', 'kafkajs', '@aws-sdk/client-s3'];
// Agenda runs in the scheduler alone (its MongoDB backend only with the driver, so STORES covers it).
// Agenda is an ES module, which require.cache need not list: its CommonJS dependency human-interval,
// which nothing else here uses, witnesses it.
const AGENDA = ['agenda', 'human-interval'];
const expectations: Record<string, { loads: string[]; never: string[] }> = {
  api: { loads: ['restify', 'better-sqlite3'], never: [...BROWSER, 'cohere-ai', ...STORES, ...AGENDA] },
  // cohere-ai only when GLEANER_COHERE_API_KEY is set (these start without it).
  render: { loads: [...BROWSER], never: ['restify', 'cohere-ai', ...STORES, ...AGENDA] },
  scheduler: { loads: [], never: ['restify', ...BROWSER, 'cohere-ai', ...STORES] },
  dispatcher: { loads: [], never: ['restify', ...BROWSER, 'cohere-ai', ...STORES, ...AGENDA] },
};

for (const [role, { loads, never }] of Object.entries(expectations)) {
  t.test(`the ${role} role loads only what it runs`, async (t) => {
    const { packages, stderr } = await loaded(role);
    t.notMatch(stderr, /Warning/, `${role} starts on Node ${process.versions.node} without a warning`);
    // The check can fail: the process really loaded its role (its own libraries are there).
    for (const name of loads) t.ok(packages.includes(name), `${role} loaded ${name}`);
    for (const name of never) t.notOk(packages.includes(name), `${role} did not load ${name}`);
  });
}
