import type { Clock, Config, Logger, Metrics } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import { AccountService } from './accounts.js';
import type { AccountCacheGuard } from './account-changes.js';
import { CreditLedger } from './credits.js';
import { AccountGate, TokenAdminGate } from './gate.js';
import type { KeyLimits } from './limits.js';
import { MemoryKeyLimits } from './memory-limits.js';
import { Plans } from './plans.js';
import { StoreKeyLimits } from './store-limits.js';
import { UsageLog } from './usage.js';

// The account area assembled on a store: what other areas use to charge and to record usage.

export interface AccountArea {
  plans: Plans;
  accounts: AccountService;
  credits: CreditLedger;
  usage: UsageLog;
  limits: KeyLimits;
  gate: AccountGate;
  admin: TokenAdminGate;
}

/**
 * `authCacheMs`: how long keys, users and balances stay cached (0 or absent: not cached). `guard`:
 * with several processes on one store, what keeps those caches true (BusAccountCaches); absent,
 * this process owns the store.
 */
export async function createAccountArea(deps: { store: DocumentStore; config: Config; logger: Logger; clock?: Clock; plans?: Plans; authCacheMs?: number; guard?: AccountCacheGuard; metrics?: Metrics }): Promise<AccountArea> {
  const plans = deps.plans ?? Plans.fromFile(deps.config.plans.file);
  const usage = new UsageLog(deps.store, deps.clock, deps.logger);
  // With several processes on one store, balances are cached for reading only and kept true by the
  // guard's announcements (charges are decided in the store); holds are then recorded in the store.
  const credits = new CreditLedger(deps.store, deps.clock, deps.authCacheMs, usage, deps.metrics, deps.guard);
  const accounts = new AccountService(deps.store, plans, credits, { clock: deps.clock, regenerateIntervalMs: deps.config.api.keyRegenerateIntervalMs, authCacheMs: deps.authCacheMs, guard: deps.guard });
  // Limits in memory are exact only when this process serves every request of the store's keys.
  const limits = deps.store.exclusive ? new MemoryKeyLimits(deps.clock) : new StoreKeyLimits(deps.store, deps.clock);
  if (limits instanceof StoreKeyLimits) await limits.setup();
  await accounts.setup();
  await usage.setup();
  return { plans, accounts, credits, usage, limits, gate: new AccountGate(accounts, limits, usage), admin: new TokenAdminGate(deps.config.api.adminToken) };
}
