import { freePort } from '../free-port.js';

// A MongoDB stand-in for tests: CongoDB (from @push.rocks/smartmongo, a devDependency) speaking the
// wire protocol in this process, in memory, on 127.0.0.1 and a free port. It is not MongoDB: unique
// indexes are not enforced, _id must be an ObjectId, every failed insert reports 11000, aborting a
// transaction does not roll it back, TTL indexes never expire, there are no change streams, and
// every query scans its collection (see ../shared/FACTS.md). Keep test collections small.

/**
 * Connection-string options for drivers that talk to the stand-in, after `?`. CongoDB advertises a
 * topologyVersion but has no streaming (exhaust) hello: with the driver's default server monitoring
 * every heartbeat fails ("Server ended moreToCome unexpectedly") and clears the connection pool, so
 * operations in flight at that moment fail (503 through the API, under load). Polling avoids it.
 */
export const MONGO_STAND_IN_URI_OPTIONS = 'serverMonitoringMode=poll';

export interface MongoStandIn {
  /** A connection string for the official driver (`mongodb://127.0.0.1:<port>/`). */
  uri: string;
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop(): an outage that ends), empty unless persisted. */
  restart(): Promise<void>;
}

export interface MongoStandInOptions {
  /**
   * Keep the data in this JSON file: read at start, written every `persistEveryMs` and at stop (the
   * development farm of `make run-cluster`). Default: memory only.
   */
  persistPath?: string;
  /** How often the data is written to persistPath (default 5000 ms). */
  persistEveryMs?: number;
}

export async function startMongoStandIn(options: MongoStandInOptions = {}): Promise<MongoStandIn> {
  // smartmongo is an ES module: loaded with import() from this CommonJS package, and only here.
  const { congodb } = await import('@push.rocks/smartmongo');
  let lastError: unknown;
  // Another process may take the port between the probe and the listen: try a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const persistence = options.persistPath ? { persistPath: options.persistPath, persistIntervalMs: options.persistEveryMs ?? 5000 } : {};
    const server = new congodb.CongoServer({ host: '127.0.0.1', port, ...persistence });
    try {
      await server.start();
    } catch (err) {
      lastError = err;
      if ((err as { code?: string }).code === 'EADDRINUSE') continue;
      throw err;
    }
    let current = server;
    return {
      uri: `mongodb://127.0.0.1:${port}/`,
      async stop() {
        // Clients reconnect at once: one that connects while the stand-in stops (after it destroyed
        // the connections, before its server closed) kept it from ever closing (a farm-outage run hung
        // there once the scheduler's monitor scan polled MongoDB every second). Refused from now on.
        const listening = (current as unknown as { server?: import('node:net').Server | null }).server;
        listening?.on('connection', (socket: import('node:net').Socket) => socket.destroy());
        await current.stop();
      },
      async restart() {
        current = new congodb.CongoServer({ host: '127.0.0.1', port, ...persistence });
        await current.start();
      },
    };
  }
  throw lastError;
}
