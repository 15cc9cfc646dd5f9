import type { Test } from 'tap';
import type { SpecFactory } from './harness.js';
import { lockingCases, type AgendaContractGaps } from './locking.js';
import { schedulingCases } from './scheduling.js';

// The contract every Agenda backend here passes (SQLite, and MongoDB through
// @agendajs/mongo-backend), through Agenda itself: each case gets fresh storage from the factory,
// and opens its Agenda instances and worker processes on it. Timings are short (polling every
// 50 ms, a 1.2 s lock lifetime where locks must expire) so the whole suite takes seconds.

export type { AgendaBackendSpec } from '../testing/backend-spec.js';
export type { AgendaContractGaps } from './locking.js';

export function runAgendaBackendContract(t: Test, label: string, freshStorage: SpecFactory, gaps: AgendaContractGaps = {}): void {
  t.test(`Agenda backend contract: ${label}`, async (t) => {
    schedulingCases(t, freshStorage);
    lockingCases(t, freshStorage, gaps);
  });
}
