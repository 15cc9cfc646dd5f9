// Shared assertion for tests: a promise rejects with a GleanerError of a code, saying why.
import type t from 'tap';
import { GleanerError } from '@gleaner/platform';

type Asserts = Pick<typeof t, 'ok' | 'equal' | 'match'>;

export async function refusedWith(t: Asserts, p: Promise<unknown>, code: string, why: RegExp, label: string): Promise<void> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  t.ok(err instanceof GleanerError, `${label}: rejected with a GleanerError (got ${err instanceof Error ? err.message : String(err)})`);
  t.equal((err as GleanerError)?.code, code, `${label}: code ${code}`);
  t.match((err as Error)?.message ?? '', why, `${label}: message says why`);
}
