import type { Logger } from '@gleaner/platform';
import type { ArtifactCatalog, ArtifactRecord } from './catalog.js';

/** Deletes expired records and their files every `intervalMs`; returns a stop function. */
export function startArtifactSweep(catalogs: ArtifactCatalog<ArtifactRecord>[], intervalMs: number, log: Logger): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      for (const c of catalogs) {
        const n = await c.sweep();
        if (n > 0) log.info({ collection: c.collection, removed: n }, 'expired files deleted');
      }
    } catch (err) {
      log.error({ err }, 'sweep of expired files failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
