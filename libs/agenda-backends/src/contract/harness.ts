import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { Test } from 'tap';
import type { Agenda, AgendaBackend } from 'agenda' with { 'resolution-mode': 'import' };
import { loadAgenda } from '../agenda.js';
import { openAgendaBackend, type AgendaBackendSpec } from '../testing/backend-spec.js';

// What the contract's cases share: Agenda instances (each on a backend of its own over the case's
// storage, as separate processes would have), worker processes, and bounded waits. Everything a
// case opens is closed when it ends.

/** Polling and lock timings of the cases: short, so the whole contract takes seconds. */
export const PROCESS_EVERY_MS = 50;
export const LOCK_LIFETIME_MS = 5_000;
/** The lock lifetime of the dead-holder cases. */
export const SHORT_LOCK_MS = 1_200;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for a condition, checked every 10 ms; fails the wait (throws) after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

export interface AgendaOptions {
  lockLifetime?: number;
  /** At most this many jobs locked by the instance at once (so instances share a burst). */
  lockLimit?: number;
  name?: string;
  /** This instance is expected to report errors (a job it abandons): they do not fail the case. */
  expectErrors?: boolean;
}

/** One scheduler process started with the worker script, its stdout kept line by line. */
export class WorkerProcess {
  readonly lines: string[] = [];
  private stderr = '';
  readonly exited: Promise<void>;

  constructor(readonly child: ChildProcess) {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => this.lines.push(line));
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** The first line matching `pattern`, waiting for it. */
  async waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
    let found: RegExpMatchArray | null = null;
    await until(
      () => {
        // The line first: a worker that printed it and exited between two looks did what was waited for.
        found = this.lines.map((l) => l.match(pattern)).find((m) => m) ?? null;
        if (found === null && this.child.exitCode !== null) throw new Error(`worker exited (${this.child.exitCode}): ${this.stderr}`);
        return found !== null;
      },
      timeoutMs,
      `a worker line matching ${pattern}`,
    );
    return found!;
  }

  /** Job runs it reported: `ran <id> <ms>`. */
  runs(): { id: string; at: number }[] {
    return this.lines.flatMap((l) => {
      const m = /^ran (\S+) (\d+)$/.exec(l);
      return m ? [{ id: m[1], at: Number(m[2]) }] : [];
    });
  }

  get errors(): string {
    return this.stderr;
  }
}

export class Harness {
  private readonly opened: { agenda: Agenda; backend: AgendaBackend; name: string; expectErrors: boolean; errors: Error[] }[] = [];
  private readonly workers: WorkerProcess[] = [];

  constructor(readonly spec: AgendaBackendSpec) {}

  /** An Agenda on a backend of its own over the case's storage, connected (not started). */
  async agenda(options: AgendaOptions = {}): Promise<Agenda> {
    const { Agenda } = await loadAgenda();
    const backend = await openAgendaBackend(this.spec);
    const name = options.name ?? `agenda-${this.opened.length + 1}`;
    const agenda = new Agenda({ backend, name, processEvery: PROCESS_EVERY_MS, defaultLockLifetime: options.lockLifetime ?? LOCK_LIFETIME_MS, lockLimit: options.lockLimit ?? 0 });
    const entry = { agenda, backend, name, expectErrors: options.expectErrors === true, errors: [] as Error[] };
    agenda.on('error', (err: Error) => entry.errors.push(err));
    this.opened.push(entry);
    await agenda.ready;
    return agenda;
  }

  backendOf(agenda: Agenda): AgendaBackend {
    const entry = this.opened.find((o) => o.agenda === agenda);
    if (!entry) throw new Error('not an agenda of this case');
    return entry.backend;
  }

  /** Stops an instance and closes its backend (an Agenda never started does not close it itself). */
  async close(agenda: Agenda): Promise<void> {
    await agenda.stop();
    await this.backendOf(agenda).disconnect();
  }

  /** A scheduler in a process of its own on the case's storage. */
  async worker(lockLifetime = LOCK_LIFETIME_MS, lockLimit = 0, mode: 'agenda' | 'race' = 'agenda'): Promise<WorkerProcess> {
    const script = path.join(__dirname, '..', 'testing', 'agenda-worker.js');
    const args = JSON.stringify({ spec: this.spec, mode, processEvery: PROCESS_EVERY_MS, lockLifetime, lockLimit });
    const worker = new WorkerProcess(spawn(process.execPath, [script, args], { stdio: ['pipe', 'pipe', 'pipe'] }));
    this.workers.push(worker);
    // A cold node loading Agenda and a driver, several at once: 15 s was once not enough at load 16.
    await worker.waitFor(/^ready$/, 60_000);
    return worker;
  }

  /** Errors the instances reported that no case expected. */
  unexpectedErrors(): string[] {
    return this.opened.filter((o) => !o.expectErrors).flatMap((o) => o.errors.map((e) => `${o.name}: ${e.message}`));
  }

  async closeAll(): Promise<void> {
    for (const w of this.workers) {
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
      await w.exited;
    }
    for (const o of this.opened) {
      await o.agenda.stop().catch(() => undefined);
      await o.backend.disconnect().catch(() => undefined);
    }
  }
}

export type SpecFactory = () => Promise<AgendaBackendSpec>;

/**
 * One contract case on fresh storage: the body gets a harness; at its end no instance may have
 * reported an unexpected error, and everything it opened is closed (even when it failed).
 */
export function contractCase(t: Test, name: string, makeSpec: SpecFactory, body: (t: Test, h: Harness) => Promise<void>, skip?: string): void {
  // A skipped case prints its reason (a gap of the backend under test, never a fake pass).
  t.test(name, skip ? { skip } : {}, async (t) => {
    const h = new Harness(await makeSpec());
    try {
      await body(t, h);
      t.same(h.unexpectedErrors(), [], 'no Agenda instance reported an error');
    } finally {
      await h.closeAll();
    }
  });
}
