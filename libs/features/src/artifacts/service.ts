import { newId, type Clock } from '@gleaner/platform';
import type { NetworkGuard } from '@gleaner/net';
import type { AuthContext } from '../http/context.js';
import type { CreditLedger, CreditResult } from '../account/credits.js';
import { renderJobBudgetMs } from '@gleaner/browser/deadline';
import type { RenderClient } from '../render/jobs.js';
import { checkLoad, runCharged, type LoadBody, type LoadPayload } from '../render/load.js';
import type { ArtifactCatalog, ArtifactRecord } from './catalog.js';

// Creating a file-producing render (PDF, screenshot): check, charge, run, settle, read back.

export interface ArtifactServiceDeps {
  credits: CreditLedger;
  render: RenderClient;
  guard: NetworkGuard;
  clock: Clock;
  proxiesConfigured: boolean;
}

export async function createArtifact<T extends ArtifactRecord, P extends LoadPayload>(
  deps: ArtifactServiceDeps,
  catalog: ArtifactCatalog<T>,
  auth: AuthContext,
  spec: { kind: string; idPrefix: string; cost: number; operation: string; body: LoadBody; payload: (load: LoadPayload) => P; extraMs?: number; requestId?: string },
): Promise<{ record: T; credits: CreditResult }> {
  const load = await checkLoad(spec.body, deps);
  const reservation = await deps.credits.reserve(auth.userId, auth.env, spec.cost, spec.operation);
  const id = newId(spec.idPrefix, deps.clock.now());
  const { credits } = await runCharged(
    deps.credits,
    reservation,
    () => deps.render.run({ kind: spec.kind, id, owner: { userId: auth.userId, env: auth.env }, payload: spec.payload(load), requestId: spec.requestId }, renderJobBudgetMs({ timeoutMs: load.timeoutMs, extraMs: spec.extraMs })),
    () => spec.cost,
  );
  return { record: await catalog.get(auth, id), credits };
}
