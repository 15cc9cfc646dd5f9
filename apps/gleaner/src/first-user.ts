import type { AccountArea, CreatedUser } from '@gleaner/features';

/** On an empty data dir, one user so that `make run` prints a key that works. */
export async function createFirstUser(account: AccountArea): Promise<CreatedUser | undefined> {
  if ((await account.accounts.countUsers()) > 0) return undefined;
  const plan = account.plans.get('pro') ? 'pro' : undefined;
  return account.accounts.createUser({ email: 'owner@localhost', name: 'Gleaner owner', plan });
}
