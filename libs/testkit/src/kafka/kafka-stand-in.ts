import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// The tests' Kafka: librdkafka's mock cluster, driven by mock-kafka.c (beside this file in src/;
// tsc does not copy .c files, so it is read from the package's src directory). The program is
// compiled once with gcc into node_modules/.cache/gleaner/ under a name carrying the source's hash,
// so an edited .c is rebuilt. Needs librdkafka-dev and gcc (scripts/ensure-system.sh installs them).
// down() and up() are an outage: the brokers close their connections and refuse new ones, then listen
// again on the same addresses with nothing lost (rd_kafka_mock_broker_set_down/set_up, sent as lines
// on the program's stdin): the mock cannot be restarted on fixed ports, and a new cluster would have
// new addresses and no committed offsets. What the mock lacks (admin createTopics/deleteTopics, listGroups; its SyncGroup ordering) is in
// docs/architecture.md, "Kafka bus".

/**
 * The Kafka consumers' timing for processes on the stand-in (GLEANER_KAFKA_*): the leader's assigner
 * waits 300 ms (the mock's SyncGroup ordering), a member is dropped 6 s after its last heartbeat
 * (a dead renderer's jobs move, and consumers rejoin after an outage, in about that), and a fetch
 * waits at most 50 ms (each bus hop costs about that on the mock).
 */
export const KAFKA_STAND_IN_ENV: Readonly<Record<string, string>> = {
  GLEANER_KAFKA_ASSIGN_DELAY_MS: '300',
  GLEANER_KAFKA_SESSION_TIMEOUT_MS: '6000',
  GLEANER_KAFKA_HEARTBEAT_MS: '500',
  GLEANER_KAFKA_MAX_WAIT_MS: '50',
};

export interface KafkaStandIn {
  /** Bootstrap addresses, e.g. ['127.0.0.1:40123', ...]. */
  brokers: string[];
  /** Takes every broker down: open connections are closed and new ones refused, until up(). */
  down(): Promise<void>;
  /** Brings the brokers back on the same addresses, with their topics, messages and committed offsets. */
  up(): Promise<void>;
  stop(): Promise<void>;
}

export interface KafkaStandInOptions {
  /** Mock brokers to start (default 1). */
  brokers?: number;
  /** Topics to pre-create: name -> partitions. Unknown topics auto-create with 4 partitions on first produce. */
  topics?: Record<string, number>;
}

const packageDir = path.resolve(__dirname, '..', '..');
const sourcePath = path.join(packageDir, 'src', 'kafka', 'mock-kafka.c');
const cacheDir = path.resolve(packageDir, '..', '..', 'node_modules', '.cache', 'gleaner');

let compiling: Promise<string> | undefined;

/** Compiles mock-kafka.c once per source version; returns the binary's path. */
export function mockKafkaBinary(): Promise<string> {
  compiling ??= (async () => {
    const source = fs.readFileSync(sourcePath);
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
    const binary = path.join(cacheDir, `mock-kafka-${hash}`);
    if (fs.existsSync(binary)) return binary;
    fs.mkdirSync(cacheDir, { recursive: true });
    // Parallel test processes may compile at once: each writes its own file, then renames it in place.
    const temporary = `${binary}.${process.pid}.tmp`;
    try {
      await promisify(execFile)('gcc', ['-O2', '-o', temporary, sourcePath, '-lrdkafka', '-lpthread']);
    } catch (err) {
      const stderr = String((err as { stderr?: string }).stderr ?? (err as Error).message);
      throw new Error(`could not compile the Kafka stand-in (${sourcePath}); it needs gcc and librdkafka-dev (run scripts/ensure-system.sh as root):\n${stderr}`);
    }
    fs.renameSync(temporary, binary);
    return binary;
  })();
  compiling.catch(() => (compiling = undefined));
  return compiling;
}

/** Starts a mock Kafka cluster on 127.0.0.1 and waits for its bootstrap list. */
export async function startKafkaStandIn(options: KafkaStandInOptions = {}): Promise<KafkaStandIn> {
  const binary = await mockKafkaBinary();
  const args = [String(options.brokers ?? 1), ...Object.entries(options.topics ?? {}).map(([topic, partitions]) => `${topic}:${partitions}`)];
  const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // stdout is lines: the bootstrap list first, then one answer per command sent on stdin, in order.
  const answers: ((line: string) => void)[] = [];
  let onBootstrap: ((line: string) => void) | undefined;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
      const line = pending.slice(0, newline).trim();
      pending = pending.slice(newline + 1);
      if (onBootstrap) {
        onBootstrap(line);
        onBootstrap = undefined;
      } else answers.shift()?.(line);
    }
  });
  child.stdin.on('error', () => undefined); // written after an exit: command() reports it
  child.once('exit', () => answers.splice(0).forEach((answer) => answer('error: the Kafka stand-in exited')));
  const brokers = await new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('the Kafka stand-in printed no bootstrap list within 10 s')), 10_000);
    function fail(err: Error): void {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    }
    onBootstrap = (line) => {
      clearTimeout(timer);
      resolve(line.split(',').filter(Boolean));
    };
    child.once('exit', (code, signal) => fail(new Error(`the Kafka stand-in exited (${code ?? signal}) before it was ready: ${stderr.trim()}`)));
    child.once('error', fail);
  });
  const command = (name: 'down' | 'up') =>
    new Promise<void>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error('the Kafka stand-in is not running'));
      answers.push((line) => (line === `ok ${name}` ? resolve() : reject(new Error(`the Kafka stand-in: ${line}`))));
      child.stdin.write(`${name}\n`);
    });
  let stopping: Promise<void> | undefined;
  return {
    brokers,
    down: () => command('down'),
    up: () => command('up'),
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(killer);
        }
      })();
      return stopping;
    },
  };
}
