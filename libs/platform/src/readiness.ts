// Readiness: is every backend this process needs answering? Served by the API at /readyz and by
// every other role's ops server, from the same checks.

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface Readiness {
  ready: boolean;
  /** The JSON body of /readyz: status, and each check's "ok" or "failing: <why>". */
  body: { status: 'ready' | 'not_ready'; checks: Record<string, string> };
}

/** Runs every check at once, each given `timeoutMs` to answer. */
export async function readiness(checks: ReadinessCheck[], timeoutMs = 2000): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async (c) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([c.check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs / 1000} s`)), timeoutMs)))]);
        return [c.name, 'ok'] as const;
      } catch (err) {
        return [c.name, `failing: ${(err as Error).message}`] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const ready = results.every(([, s]) => s === 'ok');
  return { ready, body: { status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results) } };
}
