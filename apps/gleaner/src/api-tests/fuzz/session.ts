import fc from 'fast-check';
import { allOperations, type Operation } from '@gleaner/contract';
import type { Harness } from '../harness.js';
import { send, withKnownIds, type Answer, type Keys } from './client.js';
import { breaksSchema, budgetMs, outsideUrls, routeOf } from './expectations.js';
import { judge } from './oracle.js';
import { requestArbitrary, type FuzzRequest } from './requests.js';
import type { Targets } from './request-parts.js';

// One fuzzing run against one server: sends each operation's derived requests, judges every
// answer, checks the balance around refused requests, keeps the state a run changes (keys
// regenerated, ids created) and collects distinct failures with their smallest request.

export interface FuzzSettings {
  seed: number;
  runs: number;
  /** Time allowed beyond a request's own page time. */
  slackMs: number;
  /** FUZZ_VERBOSE=1: one line per request and answer. */
  verbose: boolean;
}

const DEFAULT_SEED = 11;
const DEFAULT_RUNS = 25;
const LONG_RUNS = 300;

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const seed = env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(env.FUZZ_SEED ?? DEFAULT_SEED);
  const runs = Number(env.FUZZ_RUNS ?? (env.FUZZ_LONG ? LONG_RUNS : DEFAULT_RUNS));
  if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_SEED must be an integer or "random", FUZZ_RUNS a positive integer`);
  return { seed, runs, slackMs: Number(env.FUZZ_SLACK_MS ?? 10_000), verbose: Boolean(env.FUZZ_VERBOSE) };
}

export interface Failure {
  op: string;
  violation: string;
  request: FuzzRequest;
  answer: { status: number; ms: number; body: string; contentType?: string };
  count: number;
}

/** The seed of one operation's run: from the run's seed and the operation's id, so adding an operation changes no other's cases. */
function seedFor(seed: number, opId: string): number {
  let h = seed | 0;
  for (const c of opId) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

function size(req: FuzzRequest): number {
  return req.path.length + (req.body?.length ?? 0) + (req.bodyBase64?.length ?? 0) + JSON.stringify(req.headers).length;
}

export class FuzzSession {
  readonly failures = new Map<string, Failure>();
  readonly knownIds: string[] = [];
  /** Answers per operation, as "status code": what the run exercised. */
  readonly tallies = new Map<string, Map<string, number>>();
  private readonly ops = allOperations();
  /** 400s to requests the schemas accept, by message: for people to judge. */
  readonly refusals = new Map<string, { request: FuzzRequest; count: number }>();
  private requests = 0;
  private baseline: number | undefined;
  /** Until then a request the client gave up on may still settle its credits. */
  private unsettledUntil = 0;

  constructor(
    private readonly h: Harness,
    readonly keys: Keys,
    private readonly mainUserId: string,
    readonly targets: Targets,
    readonly settings: FuzzSettings,
  ) {}

  /**
   * Runs the settings' number of derived requests of one operation. Violations are recorded, not
   * thrown (a run goes on to find more); an exception of the fuzzer itself fails the test.
   */
  async fuzzOperation(op: Operation): Promise<void> {
    const property = fc.asyncProperty(requestArbitrary(op, this.targets), async (req) => {
      await this.exercise(op, req);
    });
    await fc.assert(property, { seed: seedFor(this.settings.seed, op.id), numRuns: this.settings.runs, endOnFailure: true });
  }

  /** Sends one request and records what it broke. */
  async exercise(op: Operation, generated: FuzzRequest): Promise<Answer> {
    const req = withKnownIds(generated, this.knownIds);
    // Only loopback may be targeted: a case naming another host is dropped, never sent.
    if (outsideUrls(req).length > 0) return { status: 0, headers: {}, text: '', ms: 0, unsendable: 'names a host outside loopback' };
    await this.pace();
    const budget = budgetMs(op, req, this.settings.slackMs);
    const answer = await send(this.h.base, req, this.keys, budget);
    if (answer.unsendable) return answer;
    // Judged by the operation the path really reaches (undefined: none, so 404).
    const reached = routeOf(this.ops, req.method, req.path);
    const badAuth = req.broke.startsWith('auth') && reached !== undefined && reached.auth !== 'none';
    const refusedBySchema = reached === undefined || breaksSchema(reached, req);
    const judged = judge(reached, req.method, req.path, answer, refusedBySchema || badAuth);
    this.tally(op, answer, judged.code);
    if (answer.status === 400 && !refusedBySchema && !badAuth) this.noteRefusal(op, req, answer);
    if (this.settings.verbose) process.stderr.write(`${op.id} [${req.broke}] ${req.note.slice(0, 100)} -> ${answer.status || answer.error} ${answer.ms} ms ${answer.text.slice(0, 160)}\n`);
    for (const v of judged.violations) this.record(op, req, answer, v);
    if (answer.error) this.unsettledUntil = Date.now() + budget + 20_000;
    // A monitor's first check (1 credit) runs in the background after its creation answers.
    if (op.id === 'createMonitor' && answer.status === 201) this.unsettledUntil = Math.max(this.unsettledUntil, Date.now() + 60_000);
    this.learn(req, answer);
    await this.checkCredits(op, req, answer);
    return answer;
  }

  /**
   * A 400 to a request its schemas accept is not always wrong (proxy: true with no proxies, a
   * viewport too large in all): these are listed for people to judge, not failed.
   */
  private noteRefusal(op: Operation, req: FuzzRequest, answer: Answer): void {
    let message = '';
    try {
      message = String(JSON.parse(answer.text).error.message);
    } catch {
      return;
    }
    const key = `${op.id}: ${message.replace(/\d+(\.\d+)?/g, 'N').slice(0, 160)}`;
    const seen = this.refusals.get(key);
    if (!seen || size(req) < size(seen.request)) this.refusals.set(key, { request: req, count: (seen?.count ?? 0) + 1 });
    else seen.count++;
  }

  private tally(op: Operation, answer: Answer, code: string | undefined): void {
    const key = answer.status ? `${answer.status}${code ? ` ${code}` : ''}` : 'no answer';
    const t = this.tallies.get(op.id) ?? new Map<string, number>();
    t.set(key, (t.get(key) ?? 0) + 1);
    this.tallies.set(op.id, t);
  }

  /** The main user's balance, or undefined when the profile cannot be read. */
  async balance(): Promise<number | undefined> {
    await this.pace();
    const res = await send(this.h.base, { op: 'getProfile', method: 'GET', path: '/v1/user/profile', authorization: 'Bearer {live}', headers: {}, broke: 'none', note: 'balance' }, this.keys, 10_000);
    try {
      return JSON.parse(res.text).data.credits.balance as number;
    } catch {
      return undefined;
    }
  }

  /** The server still answers: /healthz 200 and the profile with the live key. */
  async healthy(): Promise<string | undefined> {
    const health = await send(this.h.base, { op: 'healthz', method: 'GET', path: '/healthz', headers: {}, broke: 'none', note: 'health' }, this.keys, 10_000);
    if (health.status !== 200) return `/healthz answered ${health.status || health.error}`;
    if ((await this.balance()) === undefined) return 'the profile cannot be read with the live key';
    return undefined;
  }

  /** Refused requests (and anything done with the test key) never change the balance. */
  private async checkCredits(op: Operation, req: FuzzRequest, answer: Answer): Promise<void> {
    const ok = answer.status >= 200 && answer.status < 300;
    const mustNotCharge = !ok || req.authorization?.includes('{test}');
    const after = await this.balance();
    const comparable = Date.now() > this.unsettledUntil && this.baseline !== undefined && after !== undefined;
    if (mustNotCharge && comparable && after !== this.baseline) {
      const what = ok ? 'a test-key success' : `a refused request (${answer.status || 'no answer'})`;
      this.record(op, req, answer, `${what} changed the balance by ${after! - this.baseline!}`);
    }
    this.baseline = after;
  }

  /** Keeps what the run changed: a regenerated key, ids of created records. */
  private learn(req: FuzzRequest, answer: Answer): void {
    if (answer.status < 200 || answer.status >= 300) return;
    let data: any;
    try {
      data = JSON.parse(answer.text).data;
    } catch {
      return;
    }
    if (typeof data?.api_key === 'string' && req.op !== 'adminCreateUser') {
      if (req.authorization === 'Bearer {live}') this.keys.live = data.api_key;
      if (req.authorization === 'Bearer {test}') this.keys.test = data.api_key;
    }
    // The main user's id is never offered to admin routes: revoking its key would end the run.
    for (const id of [data?.id, data?.user?.id]) if (typeof id === 'string' && id !== this.mainUserId && !this.knownIds.includes(id)) this.knownIds.push(id);
  }

  /** The rate limit counts per minute of the harness's clock: move it on now and then. */
  private async pace(): Promise<void> {
    if (++this.requests % 200 === 0) this.h.clock.advance(61_000);
  }

  private record(op: Operation, req: FuzzRequest, answer: Answer, violation: string): void {
    const key = `${op.id} | ${req.broke} | ${violation.replace(/\.\d+(?=\.|\s|$)/g, '.N')}`;
    const seen = this.failures.get(key);
    const entry: Failure = {
      op: op.id,
      violation,
      request: req,
      answer: { status: answer.status, ms: answer.ms, body: answer.text.slice(0, 600), contentType: answer.headers['content-type'] as string | undefined },
      count: (seen?.count ?? 0) + 1,
    };
    if (!seen || size(req) < size(seen.request)) this.failures.set(key, entry);
    else seen.count++;
  }
}
