import { accountOperations } from '@gleaner/contract';
import { GleanerError } from '@gleaner/platform';
import type { ApiServer } from '../http/api-server.js';
import type { AccountArea } from './area.js';

// HTTP bindings of the account area: user self-service and operator routes.

export function mountAccountRoutes(server: ApiServer, area: AccountArea): void {
  const { accounts, usage } = area;
  const ops = accountOperations;

  // Answered without a promise when the profile's parts are cached (the hot path of a busy key).
  server.mount(ops.getProfile, ({ auth }) => {
    const cached = accounts.cachedProfile(auth.userId, auth.env);
    return cached ? { data: cached } : accounts.profile(auth.userId, auth.env).then((data) => ({ data }));
  });

  server.mount(ops.getUsage, async ({ auth, query }) => ({ data: await usage.report(auth.userId, auth.env, query) }));

  // A key replaces itself: the live key the live key, a test key the test key (docs/api.md).
  server.mount(ops.regenerateApiKey, async ({ auth }) => ({
    data: await accounts.regenerateKey(auth.userId, auth.env),
    message: `A new ${auth.env} API key was created. It is shown only once; the previous ${auth.env} key no longer works.`,
  }));

  // The webhook secret signs live deliveries: a test key may not replace it.
  server.mount(ops.regenerateWebhookSecret, async ({ auth }) => {
    if (auth.env !== 'live') throw new GleanerError('forbidden', 'the webhook secret can be regenerated only with the live API key; test keys cannot change live credentials');
    return { data: await accounts.regenerateWebhookSecret(auth.userId), message: 'A new webhook signing secret was created. It is shown only once.' };
  });

  server.mount(ops.adminCreateUser, async ({ body }) => ({ status: 201, data: await accounts.createUser(body) }));

  server.mount(ops.adminAddCredits, async ({ params, body }) => {
    await accounts.user(params.id);
    await accounts.credits.add(params.id, body.amount, body.expires_at);
    return { data: await accounts.profile(params.id) };
  });

  server.mount(ops.adminRevokeKey, async ({ params }) => {
    const revoked = await accounts.revokeKey(params.id);
    return { message: revoked > 0 ? 'The live API key was revoked.' : 'The user has no active live key.' };
  });
}
