import type { AccountArea, CreatedUser } from '@gleaner/features/api';

// A first start (no user yet) makes one user and prints its keys, so that `make run` and
// `make run-cluster` answer the first curl.

/** On an empty store, one user so that `make run` prints a key that works. */
export async function createFirstUser(account: AccountArea): Promise<CreatedUser | undefined> {
  if ((await account.accounts.countUsers()) > 0) return undefined;
  const plan = account.plans.get('pro') ? 'pro' : undefined;
  return account.accounts.createUser({ email: 'owner@localhost', name: 'Gleaner owner', plan });
}

/** What a first start prints: the new user's keys and webhook secret (shown once), and a request to try. */
export function firstUserNotice(first: CreatedUser, baseUrl: string): string {
  return (
    `\nFirst start: created user ${first.user.email} (plan ${first.user.plan.name}, ${first.user.credits.balance} credits).\n` +
    `  Live API key (shown once): ${first.api_key}\n` +
    `  Test API key (shown once): ${first.test_api_key}\n` +
    // without it no webhook this user receives can be verified (X-Signature, docs/api.md)
    `  Webhook secret (shown once): ${first.webhook_secret}\n` +
    `  Try: curl -H "Authorization: Bearer ${first.api_key}" ${baseUrl}/v1/user/profile\n\n`
  );
}
