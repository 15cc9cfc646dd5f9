import t from 'tap';
import { isReservedWebhookHeader, WEBHOOK_SERVICE_HEADERS } from '@gleaner/contract';
import type { DeliveryRecord } from './deliveries.js';
import { WEBHOOK_USER_AGENT, webhookHeaders } from './delivery-post.js';

// One list (@gleaner/contract, webhook-headers.ts) says which headers are the service's: the
// delivery POST sends those, and a channel's headers may name none of them (issue 32, item 8).

const record = (headers?: Record<string, string>): DeliveryRecord => ({
  id: 'dlv_1', user_id: 'usr_1', env: 'live', event: 'monitor.change_detected', url: 'https://h.example/', headers, body: '{}',
  status: 'pending', attempts: [], next_attempt_at: null, created_at: '2026-11-26T00:00:00.000Z', completed_at: null,
  attempts_started: 0, lease_until: 0, lease_token: null, claimed_at: null,
});

t.test('every header the delivery POST sets is on the reserved list', async (t) => {
  const sent = webhookHeaders(record(), 1, 'secret', Date.parse('2026-11-26T00:00:00Z'));
  t.same(Object.keys(sent).sort(), Object.values(WEBHOOK_SERVICE_HEADERS).sort(), 'exactly the listed headers');
  for (const name of Object.keys(sent)) t.ok(isReservedWebhookHeader(name), `${name} is refused in a channel's headers`);
});

t.test("a stored channel header cannot replace or add to the service's own (kept before the rule)", async (t) => {
  const stored = {
    'User-Agent': 'Evil/1.0',
    'content-type': 'text/plain',
    Expect: '100-continue',
    Host: 'other.example',
    'X-Signature': 'forged',
    'X-Gleaner-Event': 'forged',
    'Transfer-Encoding': 'chunked',
    Authorization: 'Bearer team-token',
    'X-Team': 'pricing',
  };
  const sent = webhookHeaders(record(stored), 2, 'secret', Date.parse('2026-11-26T00:00:00Z'));
  t.equal(sent['user-agent'], WEBHOOK_USER_AGENT);
  t.equal(sent['content-type'], 'application/json');
  t.equal(sent['x-gleaner-event'], 'monitor.change_detected');
  t.match(sent['x-signature'], /^t=\d+,v1=[0-9a-f]{64}$/);
  t.equal(sent['x-gleaner-attempt'], '2');
  t.same(
    Object.keys(sent).filter((n) => !isReservedWebhookHeader(n)).sort(),
    ['authorization', 'x-team'],
    "the channel's own headers, and nothing else of the stored ones",
  );
  t.notOk('expect' in sent || 'host' in sent || 'transfer-encoding' in sent);
});
