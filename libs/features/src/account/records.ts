import type { KeyEnv } from '../http/context.js';

// The stored shapes of the account area.

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  plan: string;
  webhook_secret: string;
  /** When the live key was last regenerated (once per interval). */
  key_regenerated_at: string | null;
  /** The same for the test key (absent on records made before test keys could be regenerated). */
  test_key_regenerated_at?: string | null;
  created_at: string;
}

export type KeyStatus = 'active' | 'expired' | 'revoked';

export interface ApiKeyRecord {
  id: string;
  user_id: string;
  env: KeyEnv;
  hash: string;
  prefix: string;
  status: KeyStatus;
  created_at: string;
  last_used_at: string | null;
  ended_at: string | null;
}

export interface CreditHold {
  amount: number;
  at: string;
  operation: string;
}

export interface CreditAccountRecord {
  id: string; // the user id
  balance: number;
  expires_at: string | null;
  /** Open reservations by id: taken from the balance, not yet settled. */
  holds: Record<string, CreditHold>;
  /** Credits settled per calendar month (UTC), "YYYY-MM" -> credits. */
  used: Record<string, number>;
}

export interface UsageEventRecord {
  id: string;
  user_id: string;
  env: KeyEnv;
  endpoint: string;
  credits: number;
  success: boolean;
  status: number;
  /** Requests in this event's second with this endpoint and status (absent: 1). */
  count?: number;
  /** The start of that second. */
  created_at: string;
}

export const COLLECTIONS = {
  users: 'users',
  apiKeys: 'api_keys',
  creditAccounts: 'credit_accounts',
  usageEvents: 'usage_events',
} as const;
