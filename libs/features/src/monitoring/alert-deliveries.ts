import type { DeliveryRequest } from '../webhooks/deliveries.js';
import { emailAlertMessage, slackAlertMessage, webhookAlertPayload } from './alert-messages.js';
import type { AlertContent } from './model.js';
import { ALERT_SOURCE, alertDeliveryId, type ChannelRecord, type MonitorRecord } from './records.js';

// A check's alerts: one delivery per enabled channel, in the channel's own form (a signed JSON
// event, a Slack message, an e-mail). The dispatchers send them, retry them and record the outcome,
// which is what the alert list shows.

function requestFor(channel: ChannelRecord, monitor: MonitorRecord, content: AlertContent): DeliveryRequest | null {
  const common = {
    id: alertDeliveryId(content.check.id, channel.id),
    userId: monitor.user_id,
    env: monitor.env,
    event: content.event,
    source: { kind: ALERT_SOURCE, id: content.check.id, parent: monitor.id },
  };
  switch (channel.type) {
    case 'webhook':
      return channel.webhook_url ? { ...common, channel: 'webhook', url: channel.webhook_url, headers: channel.webhook_headers, payload: webhookAlertPayload(content) } : null;
    case 'slack':
      return channel.slack_webhook_url ? { ...common, channel: 'slack', url: channel.slack_webhook_url, payload: slackAlertMessage(content) } : null;
    case 'email':
      return channel.email ? { ...common, channel: 'email', url: `mailto:${channel.email}`, payload: emailAlertMessage(content) } : null;
  }
}

export function alertRequests(monitor: MonitorRecord, content: AlertContent): DeliveryRequest[] {
  return monitor.channels.filter((c) => c.is_enabled).flatMap((c) => requestFor(c, monitor, content) ?? []);
}
