import type { Config } from '@gleaner/platform';
import { isSweepable, startFileSweeper } from '@gleaner/blobs';
import { ArtifactCatalog, CreditLedger, PDF_COLLECTION, SCREENSHOT_COLLECTION, startArtifactSweep, type ArtifactRecord } from '@gleaner/features/maintenance';
import type { Ports, Role } from './ports.js';

// The scheduler role: work that runs on time rather than on request. Today: refunds of credit
// holds whose work died, and the expiry of file-backed records and files. (Schedules and monitor
// checks join it with their issues.)

export interface SchedulerRoleOptions {
  /**
   * The ledger whose stale holds are refunded. In one process with the API (the embedded
   * default) pass the API's, which owns the accounts and caches them; by default the role makes
   * its own on the store, which is right when the API runs elsewhere.
   */
  credits?: Pick<CreditLedger, 'refundStaleHolds'>;
}

export type SchedulerRole = Role;

/** Holds older than any render deadline (15 minutes) belong to work that died. */
const STALE_HOLD_MS = 30 * 60_000;
const HOLD_SWEEP_EVERY_MS = 5 * 60_000;
const FILE_SWEEP_EVERY_MS = 10 * 60_000;

export function startSchedulerRole(_config: Config, ports: Ports, options: SchedulerRoleOptions = {}): SchedulerRole {
  const { store, files, logger, clock } = ports;
  const credits = options.credits ?? new CreditLedger(store, clock);
  const holdSweep = setInterval(
    () => void credits.refundStaleHolds(STALE_HOLD_MS).catch((err) => logger.error({ err }, 'hold sweep failed')),
    HOLD_SWEEP_EVERY_MS,
  );
  holdSweep.unref();
  const catalogs: ArtifactCatalog<ArtifactRecord>[] = [
    new ArtifactCatalog(store, PDF_COLLECTION, files, clock, 'PDF'),
    new ArtifactCatalog(store, SCREENSHOT_COLLECTION, files, clock, 'screenshot'),
  ];
  const stopArtifactSweep = startArtifactSweep(catalogs, FILE_SWEEP_EVERY_MS, logger);
  const stopFileSweep = isSweepable(files)
    ? startFileSweeper(files, { intervalMs: FILE_SWEEP_EVERY_MS, clock, onError: (err) => logger.error({ err }, 'file sweep failed') })
    : () => undefined;
  return {
    async close() {
      clearInterval(holdSweep);
      stopArtifactSweep();
      stopFileSweep();
    },
  };
}
