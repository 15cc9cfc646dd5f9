// Polling until something is true, for tests of work that happens in the background (a schedule
// fired by Agenda, a run finished by another process): no fixed sleeps, a deadline that names what
// was awaited.

/** Calls `probe` every `everyMs` until it answers something other than undefined; fails after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000, everyMs = 200): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
