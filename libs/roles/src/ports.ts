import type { Clock, Logger, Metrics, ReadinessCheck } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import type { JobBus } from '@gleaner/bus';
import type { FileStore } from '@gleaner/blobs';

// What every role is handed: the ports (adapters picked by configuration, opened by the app)
// and the process's logger, clock and metrics. A role opens nothing of these itself.

export interface Ports {
  store: DocumentStore;
  bus: JobBus;
  files: FileStore;
  logger: Logger;
  clock: Clock;
  metrics: Metrics;
}

/** A started role: stops what it started (not the ports: the app closes those last). */
export interface Role {
  /** What /readyz checks besides the ports (the render role: its browser). */
  checks?: ReadinessCheck[];
  close(): Promise<void>;
}
