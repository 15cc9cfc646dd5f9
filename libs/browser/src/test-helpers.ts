// Shared set-up for the tests: a real pool over Debian's Chromium and the fixture site.
import { startFixtureSite, type FixtureSite } from '@gleaner/testkit';
import { GleanerError } from '@gleaner/platform';
import { BrowserPool } from './pool.js';
import type { BrowserPoolOptions } from './types.js';

export interface Rig {
  pool: BrowserPool;
  site: FixtureSite;
  close(): Promise<void>;
}

export async function startRig(options: Partial<BrowserPoolOptions> = {}): Promise<Rig> {
  const site = await startFixtureSite();
  const pool = new BrowserPool({ concurrency: 2, queueLimit: 8, recycleAfter: 500, ...options });
  await pool.start();
  return {
    pool,
    site,
    close: async () => {
      await pool.close();
      await site.close();
    },
  };
}

/** The GleanerError a promise rejects with (fails the test when it resolves or throws something else). */
export async function rejection(p: Promise<unknown>): Promise<GleanerError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof GleanerError) return err;
    throw err;
  }
  throw new Error('expected a GleanerError, but the call succeeded');
}
