import readline from 'node:readline';
import { loadAgenda } from '../agenda.js';
import { openAgendaBackend, type AgendaBackendSpec } from './backend-spec.js';

// A process for the contract's multi-process cases: node agenda-worker.js '<json: WorkerArgs>'.
// It says what it does on stdout, one line each.
//   mode 'agenda': a scheduler running two job kinds: `ready`, then `ran <job id> <its lastRunAt, ms>`
//     (work: done after 10 ms), `started <job id> <locked at ms>` (hang: never finishes). SIGTERM
//     stops it cleanly; the tests also SIGKILL it mid-job.
//   mode 'race': the repository alone: `ready`, then on a `go` line on stdin it takes jobs named
//     `race` with getNextJobToRun as fast as it can, `locked <job id>` each, and `done` when none is left.

interface WorkerArgs {
  spec: AgendaBackendSpec;
  mode: 'agenda' | 'race';
  processEvery: number;
  lockLifetime: number;
  lockLimit: number;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

async function runScheduler(args: WorkerArgs): Promise<void> {
  const { Agenda } = await loadAgenda();
  const backend = await openAgendaBackend(args.spec);
  const agenda = new Agenda({ backend, processEvery: args.processEvery, defaultLockLifetime: args.lockLifetime, lockLimit: args.lockLimit, name: `worker-${process.pid}` });
  agenda.on('error', (err: Error) => process.stderr.write(`agenda error: ${err.message}\n`));
  agenda.define('work', async (job) => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    say(`ran ${String(job.attrs._id)} ${job.attrs.lastRunAt?.getTime()}`);
  });
  agenda.define('hang', async (job) => {
    say(`started ${String(job.attrs._id)} ${job.attrs.lockedAt?.getTime()}`);
    await new Promise(() => undefined);
  });
  await agenda.start();
  say('ready');
  process.once('SIGTERM', () => {
    void agenda.stop().finally(() => process.exit(0));
  });
}

async function runRace(args: WorkerArgs): Promise<void> {
  const backend = await openAgendaBackend(args.spec);
  await backend.connect();
  say('ready');
  await new Promise<void>((resolve) => readline.createInterface({ input: process.stdin }).on('line', (line) => line === 'go' && resolve()));
  const options = { lastModifiedBy: `race-${process.pid}` };
  for (;;) {
    const job = await backend.repository.getNextJobToRun('race', new Date(Date.now() + 1_000), new Date(Date.now() - 60_000), undefined, options);
    if (!job) break;
    say(`locked ${String(job._id)}`);
  }
  say('done');
  await backend.disconnect();
  process.exit(0);
}

const args = JSON.parse(process.argv[2] ?? '{}') as WorkerArgs;
(args.mode === 'race' ? runRace(args) : runScheduler(args)).catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
