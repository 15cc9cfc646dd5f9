import { newId, type Clock } from '@gleaner/platform';
import type { NetworkGuard } from '@gleaner/net';
import type { AuthContext } from '../http/context.js';
import type { CreditLedger, CreditResult } from '../account/credits.js';
import { renderJobBudgetMs } from '@gleaner/browser/deadline';
import type { RenderClient } from '../render/jobs.js';
import { checkLoad, runCharged } from '../render/load.js';
import type { RenderJobKinds } from '../render/runners.js';
import type { ArtifactCatalog, ArtifactRecord } from './catalog.js';

// Creating a file-producing render (PDF, screenshot): check, charge, run, settle, read back.

export interface ArtifactServiceDeps {
  credits: CreditLedger;
  render: RenderClient;
  guard: NetworkGuard;
  clock: Clock;
  proxiesConfigured: boolean;
}

/** The render jobs that make a file. */
export type ArtifactJobKind = 'pdf' | 'screenshot';

export async function createArtifact<K extends ArtifactJobKind, T extends ArtifactRecord>(
  deps: ArtifactServiceDeps,
  catalog: ArtifactCatalog<T>,
  auth: AuthContext,
  spec: { kind: K; idPrefix: string; cost: number; operation: string; payload: RenderJobKinds[K]['payload']; extraMs?: number; requestId?: string },
): Promise<{ record: T; credits: CreditResult }> {
  const { payload } = spec;
  await checkLoad(payload, deps);
  const reservation = await deps.credits.reserve(auth.userId, auth.env, spec.cost, spec.operation);
  const id = newId(spec.idPrefix, deps.clock.now());
  const { credits } = await runCharged(
    deps.credits,
    reservation,
    () => deps.render.run({ kind: spec.kind, id, owner: { userId: auth.userId, env: auth.env }, payload, requestId: spec.requestId }, renderJobBudgetMs({ timeoutMs: payload.timeout, extraMs: spec.extraMs })),
    () => spec.cost,
  );
  return { record: await catalog.get(auth, id), credits };
}
