import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A running server holds the embedded store to itself (SqliteStore `exclusive`), so
// `gleaner user create` cannot open it. The server leaves the CLI a way in instead:
// <data dir>/server.json (mode 0600) with its URL and an admin token made for this run, which
// the CLI uses with POST /v1/admin/users. Reading the file takes the same access to the data
// directory as opening the database would.

export interface ServerHandoff {
  url: string;
  admin_token: string;
  pid: number;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'server.json');

/** Where a process on this machine reaches a server listening on `host`:`port`. */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Writes the handoff for a server listening on `url` (with `token`, else one made for this run);
 * returns its token and how to take it back.
 */
export function leaveHandoff(dataDir: string, url: string, token = randomBytes(32).toString('hex')): { token: string; remove(): void } {
  const file = fileIn(dataDir);
  const handoff: ServerHandoff = { url, admin_token: token, pid: process.pid };
  fs.writeFileSync(file, JSON.stringify(handoff), { mode: 0o600 });
  fs.chmodSync(file, 0o600); // an older file keeps its mode through writeFileSync
  return {
    token,
    remove() {
      // Only our own: a server started since on this directory has written its own.
      if (readHandoff(dataDir)?.admin_token === token) fs.rmSync(file, { force: true });
    },
  };
}

export function readHandoff(dataDir: string): ServerHandoff | undefined {
  try {
    return JSON.parse(fs.readFileSync(fileIn(dataDir), 'utf8')) as ServerHandoff;
  } catch {
    return undefined;
  }
}

/** Calls an admin route of the server that left the handoff; answers its `data`, or throws its error. */
export async function callServerAdmin(dataDir: string, method: string, route: string, body: unknown): Promise<unknown> {
  const handoff = readHandoff(dataDir);
  if (!handoff) throw new Error(`another process holds ${path.join(dataDir, 'gleaner.sqlite')} and left no server.json beside it: stop it and try again`);
  let res: Response;
  try {
    res = await fetch(`${handoff.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${handoff.admin_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new Error(`the server holding ${dataDir} (pid ${handoff.pid}) did not answer at ${handoff.url}: ${(err as Error).message}`);
  }
  const answer = (await res.json().catch(() => ({}))) as { data?: unknown; error?: { code?: string; message?: string } };
  if (!res.ok) throw Object.assign(new Error(answer.error?.message ?? `HTTP ${res.status}`), { code: answer.error?.code });
  return answer.data;
}
