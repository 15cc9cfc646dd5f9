import type { DeliveryRecord } from './deliveries.js';

// Deliveries are isolated per account, so receivers that hang slow only their own account: each
// account holds at most `cap` of a dispatcher's attempts at once, and the poll takes due deliveries
// round robin across accounts. An account is a user's key environment (live or test): a test key's
// receivers cannot slow the same user's live deliveries either. The count is per process; on the farm
// an account holds at most cap x dispatchers attempts, and never more than cap of any one dispatcher.

export type AccountEnv = DeliveryRecord['env'];
export const ACCOUNT_ENVS: readonly AccountEnv[] = ['live', 'test'];

type Owned = Pick<DeliveryRecord, 'user_id' | 'env'>;

/** Per environment, the users whose account has no slot left (the poll leaves their deliveries out). */
export type FullAccounts = Record<AccountEnv, string[]>;

const keyOf = (record: Owned): string => `${record.env}:${record.user_id}`;

export class AccountSlots {
  private readonly held = new Map<string, { record: Owned; n: number }>();

  constructor(private readonly cap: number) {}

  /** Attempts the record's account may still start. */
  room(record: Owned): number {
    return this.cap - (this.held.get(keyOf(record))?.n ?? 0);
  }

  take(record: Owned): void {
    const key = keyOf(record);
    const entry = this.held.get(key);
    if (entry) entry.n++;
    else this.held.set(key, { record: { user_id: record.user_id, env: record.env }, n: 1 });
  }

  release(record: Owned): void {
    const key = keyOf(record);
    const entry = this.held.get(key);
    if (!entry) return;
    if (--entry.n <= 0) this.held.delete(key);
  }

  full(): FullAccounts {
    const full: FullAccounts = { live: [], test: [] };
    for (const { record, n } of this.held.values()) if (n >= this.cap) full[record.env].push(record.user_id);
    return full;
  }
}

/**
 * Up to `free` of `due` (oldest first), one account at a time in turn: each account's oldest first,
 * the account that has waited longest first, none beyond its `room`. An account with a thousand due
 * deliveries gets a turn like one with a single delivery.
 */
export function fairPick<T extends Owned>(due: T[], free: number, room: (record: T) => number): T[] {
  const queues = new Map<string, T[]>();
  for (const record of due) {
    const key = keyOf(record);
    const queue = queues.get(key);
    if (queue) queue.push(record);
    else queues.set(key, [record]);
  }
  const left = new Map<string, number>();
  for (const [key, queue] of queues) left.set(key, Math.min(queue.length, room(queue[0])));
  const picked: T[] = [];
  for (let turn = 0; picked.length < free; turn++) {
    let any = false;
    for (const [key, queue] of queues) {
      if (picked.length >= free) break;
      if (turn >= left.get(key)!) continue;
      picked.push(queue[turn]);
      any = true;
    }
    if (!any) break;
  }
  return picked;
}
